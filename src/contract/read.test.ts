import { describe, expect, it } from 'vitest';
import { bool, fields, listOf, nullish, num, optBool, optNum, optStr, record, str, UnexpectedAnswer } from './read';

describe('loose field readers', () => {
  it('read numbers from numbers and numeric strings, else 0 or null', () => {
    expect([5, '7', '12.5', ' 3 '].map(num)).toEqual([5, 7, 12.5, 3]);
    expect([null, undefined, '', 'abc', NaN, {}].map(num)).toEqual([0, 0, 0, 0, 0, 0]);
    expect([null, undefined, '', 'abc', '4'].map(optNum)).toEqual([null, null, null, null, 4]);
  });

  it('read strings, with null and absent as empty or null', () => {
    expect([null, undefined, 'a', 5].map(str)).toEqual(['', '', 'a', '5']);
    expect([null, undefined, '', 'a', 5].map(optStr)).toEqual([null, null, null, 'a', '5']);
  });

  it('refuse what is not a boolean or an object', () => {
    expect(bool(false)).toBe(false);
    expect(optBool(undefined)).toBeUndefined();
    for (const bad of ['true', 1, null]) expect(() => bool(bad)).toThrow(UnexpectedAnswer);
    expect(() => optBool(null)).toThrow(UnexpectedAnswer);
    for (const bad of [null, [], 'x', 3]) expect(() => record(bad)).toThrow(UnexpectedAnswer);
  });
});

describe('fields, nullish and listOf', () => {
  const item = fields({ id: num, name: str });

  it('keep only the named fields', () => {
    expect(item({ id: '3', name: null, extra: 1 })).toEqual({ id: 3, name: '' });
  });

  it('let null and absent through a nullish reader', () => {
    expect(nullish(item)(null)).toBeNull();
    expect(nullish(item)(undefined)).toBeUndefined();
    expect(() => nullish(item)('x')).toThrow(UnexpectedAnswer);
  });

  it('read a list bare or wrapped, skipping entries that do not read', () => {
    const list = listOf(item, 'items');
    expect(list([{ id: 1 }, 'junk', null])).toEqual([{ id: 1, name: '' }]);
    expect(list({ items: [{ id: 2 }] })).toEqual([{ id: 2, name: '' }]);
    expect(list({ data: [{ id: 3 }] })).toEqual([{ id: 3, name: '' }]);
    for (const bad of [null, 'x', { nothing: [] }, 42]) expect(() => list(bad)).toThrow(UnexpectedAnswer);
  });
});
