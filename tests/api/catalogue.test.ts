import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { KIRANA, call, distributorId } from './helpers';
import { oneDatabase } from './databases';

describe('catalogue API is per distributor', () => {
  it('lists only the requesting distributor’s products', async () => {
    const sehat = await call('ecomProd/ecomProducts?limit=500');
    const kirana = await call('ecomProd/ecomProducts?limit=500', { host: KIRANA });
    expect(sehat.status).toBe(200);
    expect(kirana.status).toBe(200);
    expect(sehat.json.length).toBeGreaterThanOrEqual(60);
    expect(kirana.json.length).toBeGreaterThanOrEqual(60);
    // Row ids are per database: on a database of its own, kirana's ids may repeat sehat's; its products never do.
    const key = (p: { id: number; product_name: string }) => (oneDatabase() ? String(p.id) : `${p.id} ${p.product_name}`);
    const sehatKeys = new Set(sehat.json.map(key));
    expect(kirana.json.some((p: { id: number; product_name: string }) => sehatKeys.has(key(p)))).toBe(false);
    expect(Number(sehat.headers.get('x-total-count'))).toBe(sehat.json.length);
  });

  it('answers a product of another distributor with 404', async () => {
    const kiranaProduct = (await call('ecomProd/ecomProducts?limit=1', { host: KIRANA })).json[0];
    const res = await call(`ecomProd/ecomProducts/${kiranaProduct.id}`);
    if (oneDatabase()) {
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('Product not found.');
    } else {
      // On kirana's own database the same number may be a sehat product: never kirana's.
      expect(res.json.product_name).not.toBe(kiranaProduct.product_name);
    }
    const own = await call(`ecomProd/ecomProducts/${kiranaProduct.id}`, { host: KIRANA });
    expect(own.status).toBe(200);
    expect(own.json.product_name).toBe(kiranaProduct.product_name);
  });

  it('sends contract field names with rupee prices', async () => {
    const [first] = (await call('ecomProd/ecomProducts?limit=1')).json;
    const res = await call(`ecomProd/ecomProducts/${first.id}`);
    expect(res.json).toMatchObject({
      id: first.id,
      product_name: expect.any(String),
      product_price: expect.any(Number),
      discount: expect.any(Number),
      total_stock: expect.any(Number),
      categoryId: expect.any(Number),
      category_id: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      description: expect.any(String),
      faqs: expect.stringContaining('Q:'),
    });
    expect(Number.isInteger(Math.round(res.json.product_price * 100))).toBe(true);
  });

  it('filters by category and sorts by price', async () => {
    const categories = (await call('ecomProdcat/ecomcategory')).json;
    expect(categories.length).toBeGreaterThanOrEqual(8);
    const res = await call(`ecomProd/ecomProducts/category/${categories[0].id}?sort=price_asc`);
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    expect(res.json.every((p: { category_id: number }) => p.category_id === categories[0].id)).toBe(true);
    const finals = res.json.map((p: { product_price: number; discount: number }) => p.product_price * (100 - p.discount));
    expect(finals).toEqual([...finals].sort((a, b) => a - b));
  });

  it('searches names case-insensitively by containment', async () => {
    const all = (await call('ecomProd/ecomProducts?limit=500')).json as Array<{ product_name: string }>;
    const word = all[0]!.product_name.split(' ')[0]!.slice(0, 4);
    const res = await call(`ecomProd/ecomProducts?q=${encodeURIComponent(word.toUpperCase())}&limit=500`);
    const expected = all.filter((p) => p.product_name.toLowerCase().includes(word.toLowerCase()));
    expect(res.json.map((p: { product_name: string }) => p.product_name).sort()).toEqual(
      expected.map((p) => p.product_name).sort(),
    );
    const none = await call('ecomProd/ecomProducts?q=zzqxqzz');
    expect(none.json).toEqual([]);
  });

  it('serves content and settings', async () => {
    const banners = await call('bannerImages');
    expect(banners.json.offerBannerFirst).toMatch(/\.webp$/);
    const sliders = await call('slider');
    expect(sliders.json).toHaveLength(3);
    const footer = await call('GeneralSetting/footer-details');
    expect(Object.keys(footer.json).sort()).toEqual(['address', 'appName', 'email', 'phoneNumber', 'webDescription']);
    const page = await call(`Pages/${encodeURIComponent('Refund and Return Policy')}`);
    expect(page.status).toBe(200);
    expect(page.json.content).toContain('<');
    expect((await call('Pages/Nonsense')).status).toBe(404);
  });

  it('subscribes to the newsletter once per e-mail', async () => {
    const first = await call('subscribe', { method: 'POST', body: { subscriber_email: 'Reader@Example.com' } });
    expect(first.status).toBe(201);
    expect(first.json.message).toBe(MESSAGES.newsletter.success);
    const again = await call('subscribe', { method: 'POST', body: { subscriber_email: 'reader@example.com' } });
    expect(again.status).toBe(201);
    const { env } = await import('cloudflare:workers');
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = 'reader@example.com'").first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });
});

describe('bad input gets a 4xx JSON message, never a 500', () => {
  const cases: Array<[string, string, Parameters<typeof call>[1]?]> = [
    ['non-numeric product id', 'ecomProd/ecomProducts/abc'],
    ['negative product id', 'ecomProd/ecomProducts/-1'],
    ['zero product id', 'ecomProd/ecomProducts/0'],
    ['huge product id', 'ecomProd/ecomProducts/99999999999'],
    ['unknown product id', 'ecomProd/ecomProducts/987654'],
    ['non-numeric category', 'ecomProd/ecomProducts/category/x1'],
    ['unknown category', 'ecomProdcat/ecomcategory/987654'],
    ['bad stock id', 'ecomProd/ecomProducts/stock/1.5'],
    ['bad sort', 'ecomProd/ecomProducts?sort=cheapest'],
    ['bad limit', 'ecomProd/ecomProducts?limit=-3'],
    ['limit too big', 'ecomProd/ecomProducts?limit=100000'],
    ['search too long', `ecomProd/ecomProducts?q=${'a'.repeat(101)}`],
    ['unknown route', 'nothing/here'],
    ['unknown distributor host', 'ecomProd/ecomProducts', { host: 'http://nosuchshop.localhost' }],
    ['malformed distributor host', 'ecomProd/ecomProducts', { host: 'http://bad_slug.localhost' }],
    ['distributor header of another shop', 'ecomProd/ecomProducts', { headers: { distributor_id: '999' } }],
    ['non-numeric distributor header', 'ecomProd/ecomProducts', { headers: { distributor_id: 'abc' } }],
    ['malformed JSON', 'subscribe', { method: 'POST', body: '{"subscriber_email":' }],
    ['wrong type', 'subscribe', { method: 'POST', body: { subscriber_email: 42 } }],
    ['invalid e-mail', 'subscribe', { method: 'POST', body: { subscriber_email: 'not-an-email' } }],
    ['missing e-mail', 'subscribe', { method: 'POST', body: {} }],
    ['oversized e-mail', 'subscribe', { method: 'POST', body: { subscriber_email: `${'a'.repeat(250)}@x.in` } }],
    ['JSON array body', 'subscribe', { method: 'POST', body: [] }],
    ['bad file folder', 'files/Ecommerce/secret/x.svg'],
    ['path traversal in file', 'files/Ecommerce/ecomProducts/..%2F..%2Fetc'],
    ['missing file', 'files/Ecommerce/ecomProducts/missing.svg'],
  ];
  for (const [name, path, options] of cases) {
    it(name, async () => {
      const res = await call(path, options);
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.json?.message).toBe('string');
    });
  }

  it('accepts the distributor header of its own shop', async () => {
    const id = await distributorId('kirana');
    const res = await call('ecomProd/ecomProducts?limit=1', { host: KIRANA, headers: { distributor_id: String(id) } });
    expect(res.status).toBe(200);
  });
});
