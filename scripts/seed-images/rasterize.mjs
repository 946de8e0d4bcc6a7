// Turns the seed's SVG drawings into WebP pictures, in the machine's Chromium.
//
// Why: a shop's real images are photos, which the browser decodes off the main
// thread. An SVG is parsed, laid out and painted on it, so a demo shop of SVGs
// made every page look several times costlier to a phone than a real shop is.
// The drawings stay the source (svg-kit.mjs and friends); what the seed serves
// is their WebP rendering, at a size the pages use.
/* global Image, document -- the render callback runs in the browser page. */
import { chromium } from '@playwright/test';
import { chromiumPath } from '../lib/chromium.mjs';

/** WebP quality: flat drawings stay clean well below a photo's usual 80. */
const QUALITY = 0.8;

/**
 * Renders each SVG at the given pixel size (its own width and height when none
 * is given) and answers the image's bytes (WebP unless `type` says otherwise,
 * e.g. 'image/png' for icons), in the order given.
 * @param {Array<{ svg: string, width?: number, height?: number }>} drawings
 * @param {string} [type]
 * @returns {Promise<Buffer[]>}
 */
export async function rasterize(drawings, type = 'image/webp') {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const page = await browser.newPage();
    const out = [];
    for (const d of drawings) {
      const dataUrl = await page.evaluate(
        async ({ svg, width, height, quality, type }) => {
          const img = new Image();
          img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width ?? img.naturalWidth;
          canvas.height = height ?? img.naturalHeight;
          canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL(type, quality);
        },
        { svg: d.svg, width: d.width, height: d.height, quality: QUALITY, type },
      );
      out.push(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    }
    return out;
  } finally {
    await browser.close();
  }
}
