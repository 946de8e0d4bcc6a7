import { get as httpGet } from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { hostTarget, shopGet, shopOrigin } from './support';

// What the edge may keep, per page type, as the built Worker answers it:
// catalogue pages are public with a short s-maxage and tags naming the shop
// and what they show; pages for one visitor are never kept by a shared cache.

async function get(request: APIRequestContext, origin: string, path: string) {
  const res = await shopGet(request, `${origin}${path}`, { maxRedirects: 0 });
  return { status: res.status(), headers: res.headers(), json: path.startsWith('/api/') ? await res.json() : null };
}

for (const slug of ['sehat', 'kirana'] as const) {
  test.describe(`edge cache headers (${slug})`, () => {
    let origin: string;
    let did: number;
    let product: { id: number; category_id: number };

    test.beforeAll(async ({ request }, info) => {
      origin = shopOrigin(info.project.use.baseURL!, slug);
      const settings = await get(request, origin, '/api/GeneralSetting');
      did = Number(settings.headers['cache-tag'].split(',')[0].replace('d:', ''));
      product = (await get(request, origin, '/api/ecomProd/ecomProducts?limit=1')).json[0];
    });

    test('catalogue pages are public, briefly kept, and tagged with the shop and what they show', async ({ request }) => {
      const pages: Array<[string, string[]]> = [
        ['/ecommerce', [`list:${did}`]],
        [`/product/details/${product.id}`, [`p:${did}:${product.id}`, `c:${did}:${product.category_id}`]],
        [`/ecommerce/category/${product.category_id}?sort=price_asc`, [`c:${did}:${product.category_id}`, `list:${did}`]],
        ['/ecommerce/prod-card', [`list:${did}`]],
        ['/ecommerce/search?q=a', [`list:${did}`]],
        ['/ecommerce/terms_conditions', []],
      ];
      for (const [path, extra] of pages) {
        const res = await get(request, origin, path);
        expect(res.status, path).toBe(200);
        expect(res.headers['cache-control'], path).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
        const tags = res.headers['cache-tag'].split(',');
        expect(tags, path).toEqual(expect.arrayContaining([`d:${did}`, `content:${did}`, `categories:${did}`, ...extra]));
      }
      for (const path of ['/sitemap.xml', '/robots.txt']) {
        const res = await get(request, origin, path);
        expect(res.headers['cache-control'], path).toMatch(/^public, .*s-maxage=\d+/);
        expect(res.headers['cache-tag'].split(','), path).toContain(`d:${did}`);
      }
    });

    test('pages for one visitor are private and never stored', async ({ request }) => {
      const personal = [
        '/ecommerce/cart',
        '/ecommerce/order',
        '/ecommerce/profile',
        '/ecommerce/add-address',
        '/ecommerce/login',
        '/ecommerce/signup',
        '/ecommerce/forgot-password',
        '/ecommerce/reset-password/reset/not-a-real-token',
      ];
      for (const path of personal) {
        const res = await get(request, origin, path);
        expect(res.headers['cache-control'], path).toBe('private, no-store');
        expect(res.headers['cache-tag'], path).toBeUndefined();
      }
    });
  });
}

/** A GET that sends no Accept-Encoding (Playwright's request always sends one): its encoding header and body as received. */
function plainGet(address: string): Promise<{ encoding: string | undefined; body: string }> {
  const { url, headers } = hostTarget(address);
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks).toString('latin1') }));
    }).on('error', reject);
  });
}

// A shop page drawn once is answered from the instance's memory for a moment, compressed once
// for the visitors that accept it: a client that asks for no compression still reads plain HTML.
test('a client that sends no Accept-Encoding reads plain HTML, drawn or kept', async ({ baseURL }) => {
  const address = `${shopOrigin(baseURL!, 'sehat')}/ecommerce/terms_conditions`;
  for (const answer of [await plainGet(address), await plainGet(address)]) {
    expect(answer.encoding).toBeUndefined();
    expect(answer.body.startsWith('<!DOCTYPE html>')).toBe(true);
  }
});
