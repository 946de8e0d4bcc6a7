import { describe, expect, it } from 'vitest';
import { KEEP_MS, distributorsOfTags, forgetDistributor, remembered } from './catalogue-memory';

describe('catalogue memory', () => {
  it('reuses a read for the same distributor and key within KEEP_MS, then reads again', async () => {
    let reads = 0;
    const read = async () => ++reads;
    const use = { reused: false };
    expect(await remembered(101, 'k', read, use, 1_000)).toBe(1);
    expect(use.reused).toBe(false);
    expect(await remembered(101, 'k', read, use, 1_000 + KEEP_MS - 1)).toBe(1);
    expect(use.reused).toBe(true);
    expect(await remembered(101, 'k', read, undefined, 1_000 + KEEP_MS)).toBe(2);
  });

  it('never shares a read between distributors or keys', async () => {
    expect(await remembered(102, 'k', async () => 'shop 102')).toBe('shop 102');
    expect(await remembered(103, 'k', async () => 'shop 103')).toBe('shop 103');
    expect(await remembered(102, 'other', async () => 'other key')).toBe('other key');
  });

  it('shares one read between requests that arrive together', async () => {
    let reads = 0;
    const read = () => new Promise<number>((resolve) => setTimeout(() => resolve(++reads), 5));
    const [a, b] = await Promise.all([remembered(104, 'k', read), remembered(104, 'k', read)]);
    expect([a, b, reads]).toEqual([1, 1, 1]);
  });

  it('does not keep a failed read', async () => {
    await expect(remembered(105, 'k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await remembered(105, 'k', async () => 'back')).toBe('back');
  });

  it('forgets one distributor after its purge, and only that one', async () => {
    await remembered(106, 'k', async () => 'old price');
    await remembered(107, 'k', async () => 'kept');
    for (const id of distributorsOfTags(['p:106:42', 'list:106'])) forgetDistributor(id);
    expect(await remembered(106, 'k', async () => 'new price')).toBe('new price');
    expect(await remembered(107, 'k', async () => 'not read')).toBe('kept');
  });

  it('reads the distributor ids from edge cache tags', () => {
    expect(distributorsOfTags(['d:1', 'content:2', 'c:3:9', 'p:1:5', 'nonsense', 'x:y'])).toEqual([1, 2, 3]);
  });
});
