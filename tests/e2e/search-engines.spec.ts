import { expect, test } from '@playwright/test';
import { robotsTxt } from '@/server/pages/sitemap';
import { shopGet, shopOrigin, shopProducts } from './support';

// What a search engine's crawler reads: every image a page names is at an
// address robots.txt allows (never under /api/), the product's own brand (or
// none), and the Hindi page's offer at the Hindi address. And the HTML keeps
// its styles in the head.

test.use({ viewport: { width: 375, height: 800 } });

/** The disallowed prefixes of robots.txt for every crawler. */
function disallowed(text: string): string[] {
  return text.split('\n').filter((l) => l.startsWith('Disallow:')).map((l) => l.slice('Disallow:'.length).trim());
}

test('product pages name images a crawler may fetch, the product’s own brand and the page’s own language', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'sehat');
  const blocked = disallowed(await (await shopGet(page.request, `${origin}/robots.txt`)).text());
  expect(blocked).toEqual(disallowed(robotsTxt(origin)));
  const products = await shopProducts(page.request, origin);
  const branded = products.find((p) => p.product_name === 'Paracetamol 650 mg Tablet (Strip of 15)')!;
  const plain = products.find((p) => p.image && !p.brand)!;

  await page.goto(`${origin}/product/details/${branded.id}`);
  const ogImage = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  const shown = await page.locator('.product img').first().getAttribute('src');
  for (const address of [ogImage, ld.image[0], new URL(shown!, origin).href]) {
    const path = new URL(address).pathname;
    expect(path, address).toMatch(/^\/media\/ecomProducts\//);
    expect(blocked.some((prefix) => path.startsWith(prefix)), address).toBe(false);
    const image = await shopGet(page.request, address);
    expect(image.status(), address).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  }
  expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Arogya Labs' });
  expect(ld.offers.url).toBe(`${origin}/product/details/${branded.id}`);

  await page.goto(`${origin}/hi/product/details/${branded.id}`);
  const hindi = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(hindi.offers.url).toBe(`${origin}/hi/product/details/${branded.id}`);

  await page.goto(`${origin}/product/details/${plain.id}`);
  const plainLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(plainLd).not.toHaveProperty('brand');
});

test('cards, tiles and banners on the home page are served from /media, and the old addresses move there', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'kirana');
  await page.goto(`${origin}/ecommerce`);
  const sources = await page.locator('img[src]').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!));
  const shopImages = sources.filter((src) => !src.startsWith('/images/'));
  expect(shopImages.length).toBeGreaterThan(10);
  for (const src of shopImages) expect(src).toMatch(/^\/media\/(ecomProducts|ecomCategories|ecomSettings)\//);
  const old = await shopGet(page.request, `${origin}${shopImages[0]!.replace(/^\/media\//, '/api/files/Ecommerce/')}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()['location']).toBe(shopImages[0]);
});

const PAGES: Array<[string, string]> = [
  ['home', '/ecommerce'],
  ['Hindi home', '/hi/ecommerce'],
  ['product', '/product/details/1'],
  ['category', '/ecommerce/category/1'],
  ['policy', '/ecommerce/privacy_policy'],
  ['cart', '/ecommerce/cart'],
  ['search', '/ecommerce/search?q=tablet'],
];

for (const [name, path] of PAGES) {
  test(`the ${name} page keeps its styles in the head, none in the body`, async ({ page, baseURL }) => {
    const response = await shopGet(page.request, `${baseURL}${path}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const body = html.slice(html.indexOf('<body'));
    expect(body.match(/<style[\s>][^<]{0,80}/g) ?? []).toEqual([]);
    expect(html.slice(0, html.indexOf('<body'))).toContain('<style');
  });
}
