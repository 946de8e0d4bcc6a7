#!/usr/bin/env node
// Generates the seed images under seed/images/ from the seed data files.
//
//   npx node scripts/generate-seed-images.mjs   (from the repository root)
//
// Plain Node ESM without dependencies. The data files are TypeScript and are
// imported through Node 22's built-in type stripping. Output is deterministic:
// running it again rewrites the same bytes, and any .svg in the four output
// folders that no data file references any more is removed. The drawings live
// in scripts/seed-images/; this file decides which image goes to which file.
import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distributors } from '../seed/data/index.ts';
import { palette } from './seed-images/palettes.mjs';
import { productSvg } from './seed-images/product-art.mjs';
import { bannerSvg, categorySvg } from './seed-images/category-art.mjs';
import { logoSvg, offerSvg, paymentSvg, popupSvg, SETTINGS, sliderSvg } from './seed-images/settings-art.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'seed', 'images');

const files = new Map(); // "dir/name" -> content
function put(dir, name, content) {
  const key = `${dir}/${name}`;
  if (files.has(key) && files.get(key) !== content) throw new Error(`Two different images want the file name ${key}`);
  files.set(key, content);
}

for (const dist of distributors) {
  const cfg = SETTINGS[dist.slug];
  if (!cfg) throw new Error(`No settings artwork configured for distributor ${dist.slug}`);
  const cats = new Map(dist.categories.map((c) => [c.key, c]));
  for (const c of dist.categories) {
    put('categories', c.image, categorySvg(c));
    if (c.banner) put('banners', c.banner, bannerSvg(c, dist));
  }
  const seen = new Set();
  for (const p of dist.products) {
    if (!cats.has(p.categoryKey)) throw new Error(`${dist.slug}: product "${p.name}" has unknown category ${p.categoryKey}`);
    if (seen.has(p.image)) throw new Error(`${dist.slug}: image ${p.image} is used by two products`);
    seen.add(p.image);
    put('products', p.image, productSvg(p, palette(p.categoryKey)));
  }
  if (dist.sliders.length !== cfg.sliders.length) throw new Error(`${dist.slug}: expected ${cfg.sliders.length} sliders`);
  dist.sliders.forEach((name, i) => put('settings', name, sliderSvg(dist, cfg, cfg.sliders[i], i)));
  const b = dist.banners;
  put('settings', b.offerBannerFirst, offerSvg(dist, cfg.offerFirst, b.offerBannerFirstDiscount, 'o1'));
  put('settings', b.offerBannerSecond, offerSvg(dist, cfg.offerSecond, b.offerBannerSecondDiscount, 'o2'));
  put('settings', b.popupBanner, popupSvg(dist, cfg.popup, b.popupBannerDiscount));
  put('settings', b.paymentGatewayImage, paymentSvg());
  put('settings', dist.settings.logo, logoSvg(dist, cfg));
}

let written = 0, unchanged = 0, removed = 0;
for (const dir of ['products', 'categories', 'banners', 'settings']) {
  mkdirSync(join(OUT, dir), { recursive: true });
  for (const f of readdirSync(join(OUT, dir))) {
    if (f.endsWith('.svg') && !files.has(`${dir}/${f}`)) { unlinkSync(join(OUT, dir, f)); removed++; }
  }
}
for (const [key, content] of files) {
  const path = join(OUT, key);
  let old = null;
  try { old = readFileSync(path, 'utf8'); } catch { /* new file */ }
  if (old === content) { unchanged++; continue; }
  writeFileSync(path, content);
  written++;
}
console.log(`seed images: ${files.size} files (${written} written, ${unchanged} unchanged, ${removed} stale removed) in ${OUT}`);
