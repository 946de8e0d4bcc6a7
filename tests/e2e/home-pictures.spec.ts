import { expect, type Page, test } from '@playwright/test';
import { SHOPS, shopOrigin, skipPopup } from './support';

// The home page's large pictures come at the size they are drawn, in the
// lightest format the browser takes (src/lib/image-variants.ts): the first
// screen's picture is the slow phone's largest paint, and every byte of it
// waits on the link.

/** The responses for one picture's address (any width), as the browser received them. */
function picturesReceived(page: Page, path: string): Array<{ url: string; type: string }> {
  const seen: Array<{ url: string; type: string }> = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === path) seen.push({ url: res.url(), type: res.headers()['content-type'] ?? '' });
  });
  return seen;
}

/** Once the <img> has loaded: the address it shows. */
async function shown(page: Page, selector: string): Promise<string> {
  const img = page.locator(selector).first();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  return img.evaluate((i: HTMLImageElement) => i.currentSrc);
}

/** How many pixels wide the picture at `src` is (an <img>'s naturalWidth is scaled by its srcset's descriptor). */
function pixelWidth(page: Page, src: string): Promise<number> {
  // Asked as an <img> asks (a plain fetch names no picture format, and gets the picture itself).
  return page.evaluate(async (url) => (await createImageBitmap(await (await fetch(url, { headers: { accept: 'image/avif,image/webp' } })).blob())).width, src);
}

for (const slug of SHOPS) {
  test(`on a phone the first visit's banner on ${slug} is one AVIF copy at its drawn size`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const origin = shopOrigin(baseURL!, slug);
    const path = `/media/ecomSettings/${slug}-popup.webp`;
    const received = picturesReceived(page, path);
    await page.goto(`${origin}/ecommerce`);
    await expect(page.getByRole('dialog')).toBeVisible();
    // min(92vw, 420px) of a 390 px screen at 1 device pixel per CSS pixel: the 480-pixel copy.
    const popup = await shown(page, '[data-popup] img');
    expect(new URL(popup).search).toBe('?w=480');
    // Asked for once (the first-visit script's early request is the one the <img> shows), as AVIF.
    expect(received).toEqual([{ url: popup, type: 'image/avif' }]);
    expect(await pixelWidth(page, popup)).toBe(480);
  });
}

test('a returning visitor on a wide screen gets the first slide’s 1200-pixel copy, asked for once', async ({ page, baseURL }) => {
  await skipPopup(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const received = picturesReceived(page, '/media/ecomSettings/sehat-slider-1.webp');
  await page.goto(`${baseURL}/ecommerce`);
  const slide = await shown(page, '.carousel__slide img');
  expect(new URL(slide).search).toBe('?w=1200');
  await expect(page.locator('head link[rel="preload"][as="image"][imagesrcset]')).toHaveCount(1);
  expect(received).toEqual([{ url: slide, type: 'image/avif' }]);
  expect(await pixelWidth(page, slide)).toBe(1200);
});

test('a phone gets the offer banners’ copies at their drawn size once the page behind is drawn', async ({ page, baseURL }) => {
  await skipPopup(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseURL}/ecommerce`);
  await page.locator('.offer img').first().scrollIntoViewIfNeeded();
  // 390 px less the page's margins is 358 px: the 480-pixel copy.
  const offer = await shown(page, '.offer img');
  expect(new URL(offer).search).toBe('?w=480');
  expect(await pixelWidth(page, offer)).toBe(480);
});

test('a first visit on a wide screen asks early for the first slide, the largest paint there, not for the banner’s picture', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${baseURL}/ecommerce`);
  await expect(page.getByRole('dialog')).toBeVisible();
  const early = page.locator('head link[rel="preload"][as="image"]');
  await expect(early).toHaveCount(1);
  await expect(early).toHaveAttribute('href', '/media/ecomSettings/sehat-slider-1.webp');
  // The banner's picture still comes, with the page.
  expect(new URL(await shown(page, '[data-popup] img')).pathname).toBe('/media/ecomSettings/sehat-popup.webp');
});
