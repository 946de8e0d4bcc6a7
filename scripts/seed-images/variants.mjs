// The lighter copies of the seed's large pictures (src/lib/image-variants.ts):
// each width at most the picture's own, as AVIF and WebP, scaled from a
// lossless rendering by sharp. Written as variants/<dir>/<name>/w<width>.<ext>
// (what seed/seed.ts uploads beside each picture); anything else in the
// folder is removed.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { VARIANT_FORMATS, variantWidths } from '../../src/lib/image-variants.ts';

/** Quality per format: flat drawings stay clean well below a photo's usual settings. */
const QUALITY = { avif: 50, webp: 80 };

/** The copy's file under the variants folder. */
export const variantFile = (file, width, ext) => `${file}/w${width}.${ext}`;

/**
 * @param {string} out the variants folder
 * @param {Array<{ file: string, png: Buffer, width: number }>} pictures file: "dir/name" as under seed/images
 * @returns {Promise<number>} how many copies there are
 */
export async function writeVariants(out, pictures) {
  const wanted = new Set();
  for (const { file, png, width } of pictures) {
    for (const w of variantWidths(width)) {
      for (const { ext } of VARIANT_FORMATS) {
        const path = join(out, variantFile(file, w, ext));
        wanted.add(path);
        const scaled = sharp(png).resize({ width: w });
        const bytes = await (ext === 'avif' ? scaled.avif({ quality: QUALITY.avif, effort: 6 }) : scaled.webp({ quality: QUALITY.webp })).toBuffer();
        mkdirSync(join(path, '..'), { recursive: true });
        let old = null;
        try {
          old = readFileSync(path);
        } catch {
          // a new copy
        }
        if (!old || !old.equals(bytes)) writeFileSync(path, bytes);
      }
    }
  }
  const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  for (const path of walk(out)) if (!wanted.has(path)) rmSync(path);
  return wanted.size;
}
