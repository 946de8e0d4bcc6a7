#!/usr/bin/env node
// Renders the shop's icons (public/favicon.svg, public/icons/*.svg) to the PNG
// files the pages and the web app manifest name, and /favicon.ico:
//
//   node scripts/generate-icons.mjs   (from the repository root)
//
// Why PNG: a browser builds a whole document on the page's main thread to draw
// an SVG icon (the tab's favicon, the manifest's icon it checks for
// installing), which a slow phone pays for while the page loads; a PNG is
// decoded off it. iOS takes only PNG for its home-screen icon. The SVGs stay
// the source; running this again rewrites the same bytes.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rasterize } from './seed-images/rasterize.mjs';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

/** Output file (under public/), its source drawing and its pixel size. */
const ICONS = [
  ['favicon-32.png', 'favicon.svg', 32],
  ['icons/icon-192.png', 'icons/icon.svg', 192],
  ['icons/icon-512.png', 'icons/icon.svg', 512],
  ['icons/icon-maskable-512.png', 'icons/icon-maskable.svg', 512],
  ['icons/apple-touch-icon.png', 'icons/icon-maskable.svg', 180],
];

/**
 * An .ico file holding one PNG (every browser of the last decade reads it):
 * /favicon.ico is what a browser asks for on a page that names no icon (a
 * JSON answer, a picture opened alone), and what many tools ask for first.
 */
function icoOf(png, size) {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(0, 0); // reserved
  head.writeUInt16LE(1, 2); // an icon
  head.writeUInt16LE(1, 4); // one image
  head.writeUInt8(size, 6); // width
  head.writeUInt8(size, 7); // height
  head.writeUInt16LE(1, 10); // colour planes
  head.writeUInt16LE(32, 12); // bits per pixel
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(head.length, 18); // the PNG starts after this header
  return Buffer.concat([head, png]);
}

const rendered = await rasterize(
  ICONS.map(([, source, size]) => ({ svg: readFileSync(join(PUBLIC, source), 'utf8'), width: size, height: size })),
  'image/png',
);
ICONS.forEach(([out], i) => writeFileSync(join(PUBLIC, out), rendered[i]));
const favicon = ICONS.findIndex(([out]) => out === 'favicon-32.png');
writeFileSync(join(PUBLIC, 'favicon.ico'), icoOf(Buffer.from(rendered[favicon]), ICONS[favicon][2]));
console.log(`icons: ${ICONS.map(([out], i) => `${out} ${rendered[i].length} B`).join(', ')}`);
