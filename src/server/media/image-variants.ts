import { VARIANT_FORMATS, VARIANT_WIDTHS } from '../../lib/image-variants.ts';

// Where the copies of a public picture live in R2 (src/lib/image-variants.ts
// says what they are): below the picture's own key, as `<key>/w480.avif`. A
// file name never holds a slash, so no upload can take a copy's key, and no
// /media address names one directly.

/** The R2 key of the copy `width` pixels wide in format `ext` of the picture at `key`. */
export function variantKey(key: string, width: number, ext: string): string {
  return `${key}/w${width}.${ext}`;
}

/**
 * The keys to try, best first, for a request of `w` pixels with this Accept
 * header: a copy in each format the header names (none when it names
 * neither). Null when `w` is not one of the copies' widths: the picture
 * itself answers, whatever the browser accepts.
 */
export function variantCandidates(key: string, w: string | undefined, accept: string | undefined): string[] | null {
  const width = Number(w);
  if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) return null;
  const accepted = (accept ?? '').toLowerCase();
  return VARIANT_FORMATS.filter((f) => accepted.includes(f.type)).map((f) => variantKey(key, width, f.ext));
}
