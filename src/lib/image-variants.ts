// Lighter copies of a shop picture, made ahead of time and kept beside it
// (the seed makes them for the home page's slides, offers and popup banner:
// scripts/generate-seed-images.mjs). `/media/<folder>/<name>?w=480` answers
// the 480-pixel copy, as AVIF or WebP by what the browser's Accept header
// names, and the picture itself when it has no such copy (an uploaded picture
// has none), so a srcset is never wrong, only not lighter. See
// docs/slow-phones.md, "Pictures at their size".
// Runs under Node's type stripping too (the seed uses it): no path aliases.

/** The widths a copy may have, in pixels. */
export const VARIANT_WIDTHS = [320, 480, 640, 800, 1200] as const;

/** The copies' formats, lightest first; a browser gets the first its Accept header names. */
export const VARIANT_FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
] as const;

/** The widths a picture `width` pixels wide has copies at (never wider than itself). */
export function variantWidths(width: number): number[] {
  return VARIANT_WIDTHS.filter((w) => w <= width);
}

/** A picture as a page draws it: how wide the shop's own is, and the `sizes` of its srcset. */
export interface DrawnPicture {
  width: number;
  sizes: string;
}

/**
 * The srcset and sizes of a picture of the shop's own media, or none for any
 * other address (an external API's files, a default picture), which has no
 * copies.
 */
export function variantAttributes(src: string, picture: DrawnPicture): { srcset?: string; sizes?: string } {
  if (!src.startsWith('/media/') || src.includes('?')) return {};
  const srcset = variantWidths(picture.width)
    .map((w) => `${src}?w=${w} ${w}w`)
    .join(', ');
  return srcset ? { srcset, sizes: picture.sizes } : {};
}
