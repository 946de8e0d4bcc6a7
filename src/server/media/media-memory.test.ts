import { describe, expect, it } from 'vitest';
import { MEDIA_KEEP_MAX_BYTES, keepMedia, keptMedia } from './media-memory';

const entry = (bytes: number, until = Date.now() + 60_000) => ({ until, body: new ArrayBuffer(bytes), headers: [], etag: '"e"' });

describe('the memory of pictures just answered', () => {
  it('keeps a small picture until its time is up, and never a large one', () => {
    keepMedia('small', entry(10, 2_000));
    expect(keptMedia('small', 1_000)?.body.byteLength).toBe(10);
    expect(keptMedia('small', 2_000)).toBeNull();
    keepMedia('large', entry(MEDIA_KEEP_MAX_BYTES + 1));
    expect(keptMedia('large')).toBeNull();
  });

  it('lets the least recently asked-for pictures go when it holds 8 MB', () => {
    const size = 200 * 1024;
    for (let i = 0; i < 40; i++) keepMedia(`p${i}`, entry(size));
    expect(keptMedia('p0')).not.toBeNull(); // asked for again: now the most recent
    for (let i = 40; i < 42; i++) keepMedia(`p${i}`, entry(size));
    // 40 pictures of 200 KB fit in 8 MB: the two least recently used (p1, p2) made room.
    expect(keptMedia('p0')).not.toBeNull();
    expect(keptMedia('p1')).toBeNull();
    expect(keptMedia('p2')).toBeNull();
    expect(keptMedia('p3')).not.toBeNull();
    expect(keptMedia('p41')).not.toBeNull();
  });
});
