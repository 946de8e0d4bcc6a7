import { describe, expect, it } from 'vitest';
import { compareBinary } from './binary-order';

const sorted = (words: string[]) => [...words].sort(compareBinary);

describe('compareBinary', () => {
  it('sorts as SQLite sorts text: capitals before small letters, a prefix first', () => {
    expect(sorted(['dolo', 'Dolo 650', 'Dolo', 'crocin', 'Crocin'])).toEqual(['Crocin', 'Dolo', 'Dolo 650', 'crocin', 'dolo']);
  });

  it('puts Devanagari after Latin, in code point order', () => {
    expect(sorted(['पैरासिटामोल', 'Paracetamol', 'आटा'])).toEqual(['Paracetamol', 'आटा', 'पैरासिटामोल']);
  });

  it('puts a character past U+FFFF after U+E000-U+FFFF, as UTF-8 bytes do', () => {
    expect(sorted(['a\u{1F600}', 'a\uFF01'])).toEqual(['a\uFF01', 'a\u{1F600}']);
    expect(compareBinary('same', 'same')).toBe(0);
  });
});
