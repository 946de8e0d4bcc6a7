#!/usr/bin/env node
// Generates the seed images under seed/images/ from the seed data files.
//
//   npx node scripts/generate-seed-images.mjs   (from the repository root)
//
// Plain Node ESM. The data files are TypeScript and are imported through
// Node 22's built-in type stripping. The drawings live in scripts/seed-images/
// as SVG; a file the data names .webp is that drawing rendered to WebP in the
// machine's Chromium (rasterize.mjs says why), at the size given here. Running
// it again rewrites the same bytes, and any image in the four output folders
// that no data file references any more is removed. This file decides which
// image goes to which file.
//
// The large pictures (the home page's slides, offers and popup banner, and
// the category banners a category page opens with) also get lighter copies,
// one per width their srcset names, as AVIF and WebP
// (src/lib/image-variants.ts), under images/variants/: drawn once by Chromium
// at full size (lossless), then scaled and encoded by sharp (libvips with an
// AVIF encoder; Chromium's canvas writes no AVIF).
import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distributors } from '../seed/data/index.ts';
import { palette } from './seed-images/palettes.mjs';
import { productSvg } from './seed-images/product-art.mjs';
import { bannerSvg, categorySvg } from './seed-images/category-art.mjs';
import { logoSvg, offerSvg, paymentSvg, popupSvg, SETTINGS, sliderSvg } from './seed-images/settings-art.mjs';
import { rasterize } from './seed-images/rasterize.mjs';
import { writeVariants } from './seed-images/variants.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'seed', 'images');

/** Pixel size of each folder's WebP renderings: what the pages show, at a phone's density. */
const RASTER_SIZE = { products: [400, 400], categories: [320, 320], banners: [1200, 300] };
const SETTINGS_SIZE = { slider: [1200, 375], offer: [800, 400], popup: [640, 640], logo: [480, 128], payment: [960, 120] };

const files = new Map(); // "dir/name" -> { svg, size, variants }
function put(dir, name, svg, size = RASTER_SIZE[dir], variants = false) {
  const key = `${dir}/${name}`;
  if (files.has(key) && files.get(key).svg !== svg) throw new Error(`Two different images want the file name ${key}`);
  files.set(key, { svg, size, variants });
}

for (const dist of distributors) {
  const cfg = SETTINGS[dist.slug];
  if (!cfg) throw new Error(`No settings artwork configured for distributor ${dist.slug}`);
  const cats = new Map(dist.categories.map((c) => [c.key, c]));
  for (const c of dist.categories) {
    put('categories', c.image, categorySvg(c));
    if (c.banner) put('banners', c.banner, bannerSvg(c, dist), RASTER_SIZE.banners, true);
  }
  const seen = new Set();
  for (const p of dist.products) {
    if (!cats.has(p.categoryKey)) throw new Error(`${dist.slug}: product "${p.name}" has unknown category ${p.categoryKey}`);
    if (seen.has(p.image)) throw new Error(`${dist.slug}: image ${p.image} is used by two products`);
    seen.add(p.image);
    put('products', p.image, productSvg(p, palette(p.categoryKey)));
  }
  if (dist.sliders.length !== cfg.sliders.length) throw new Error(`${dist.slug}: expected ${cfg.sliders.length} sliders`);
  dist.sliders.forEach((name, i) => put('settings', name, sliderSvg(dist, cfg, cfg.sliders[i], i), SETTINGS_SIZE.slider, true));
  const b = dist.banners;
  put('settings', b.offerBannerFirst, offerSvg(dist, cfg.offerFirst, b.offerBannerFirstDiscount, 'o1'), SETTINGS_SIZE.offer, true);
  put('settings', b.offerBannerSecond, offerSvg(dist, cfg.offerSecond, b.offerBannerSecondDiscount, 'o2'), SETTINGS_SIZE.offer, true);
  put('settings', b.popupBanner, popupSvg(dist, cfg.popup, b.popupBannerDiscount), SETTINGS_SIZE.popup, true);
  put('settings', b.paymentGatewayImage, paymentSvg(), SETTINGS_SIZE.payment);
  put('settings', dist.settings.logo, logoSvg(dist, cfg), SETTINGS_SIZE.logo);
}

// What each file holds: the drawing itself for .svg, its WebP rendering for .webp.
const keys = [...files.keys()];
const rasterKeys = keys.filter((k) => k.endsWith('.webp'));
const rendered = await rasterize(rasterKeys.map((k) => {
  const { svg, size } = files.get(k);
  return { svg, width: size?.[0], height: size?.[1] };
}));
const bytesOf = new Map(rasterKeys.map((k, i) => [k, rendered[i]]));
for (const k of keys) if (!bytesOf.has(k)) bytesOf.set(k, Buffer.from(files.get(k).svg));

let written = 0, unchanged = 0, removed = 0;
for (const dir of ['products', 'categories', 'banners', 'settings']) {
  mkdirSync(join(OUT, dir), { recursive: true });
  for (const f of readdirSync(join(OUT, dir))) {
    if (/\.(svg|webp)$/.test(f) && !files.has(`${dir}/${f}`)) { unlinkSync(join(OUT, dir, f)); removed++; }
  }
}
for (const [key, bytes] of bytesOf) {
  const path = join(OUT, key);
  let old = null;
  try { old = readFileSync(path); } catch { /* new file */ }
  if (old && old.equals(bytes)) { unchanged++; continue; }
  writeFileSync(path, bytes);
  written++;
}
const withVariants = keys.filter((k) => files.get(k).variants);
const lossless = await rasterize(withVariants.map((k) => {
  const { svg, size } = files.get(k);
  return { svg, width: size[0], height: size[1] };
}), 'image/png');
const copies = await writeVariants(join(OUT, 'variants'), withVariants.map((k, i) => ({ file: k, png: lossless[i], width: files.get(k).size[0] })));
console.log(`seed images: ${copies} copies of ${withVariants.length} pictures in ${join(OUT, 'variants')}`);
console.log(`seed images: ${files.size} files (${written} written, ${unchanged} unchanged, ${removed} stale removed) in ${OUT}`);
