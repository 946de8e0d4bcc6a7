// SQLite's default (BINARY) order of text, for sorting in the Worker what SQL
// would have sorted: UTF-8 bytes compared one by one, which is code point
// order. JavaScript's `<` compares UTF-16 units instead, and puts a character
// past U+FFFF (a surrogate pair) before U+E000-U+FFFF; these two agree.

/** Negative, 0 or positive as `a` sorts before, with or after `b` in SQLite's BINARY collation. */
export function compareBinary(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
    // A pair's second unit was compared as part of its code point.
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}
