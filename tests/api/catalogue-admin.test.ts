import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { signToken } from '@/server/auth/tokens';
import { KIRANA, SEHAT, call, distributorId } from './helpers';
import { dbOf, oneDatabase } from './databases';

// Operator catalogue writes. Tokens are minted for the seeded
// accounts, as the login route would issue them (the guard still checks the
// account, its role and token version in D1).

async function tokenFor(email: string, slug: 'sehat' | 'kirana') {
  const did = await distributorId(slug);
  const row = await dbOf(slug).prepare('SELECT id, role, token_version FROM customers WHERE email = ? AND distributor_id = ?')
    .bind(email, did)
    .first<{ id: number; role: 'customer' | 'admin' | 'delivery'; token_version: number }>();
  if (!row) throw new Error(`no account ${email} at ${slug}`);
  return signToken(env.JWT_SECRET, { id: row.id, distributorId: did, shop: slug, role: row.role, tokenVersion: row.token_version });
}

/** A multipart request, as the operator screen's file upload sends it. */
async function callForm(path: string, form: FormData, token: string, method = 'PUT', host = SEHAT) {
  const response = await exports.default.fetch(
    new Request(`${host}/api/${path}`, { method, body: form, headers: { authorization: `Bearer ${token}` } }),
  );
  return { status: response.status, json: (await response.json()) as any };
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

let admin: string;
let kiranaAdmin: string;
let customer: string;
let sehatCategory: number;
let kiranaCategory: number;

beforeAll(async () => {
  admin = await tokenFor('admin@example.com', 'sehat');
  kiranaAdmin = await tokenFor('admin@example.com', 'kirana');
  customer = await tokenFor('shopper@example.com', 'sehat');
  sehatCategory = (await call('ecomProdcat/ecomcategory')).json[0].id;
  kiranaCategory = (await call('ecomProdcat/ecomcategory', { host: KIRANA })).json[0].id;
});

const newProduct = (over: Record<string, unknown> = {}) => ({
  product_name: 'Tulsi Drops 30 ml',
  product_price: 149.5,
  discount: 10,
  total_stock: 12,
  stock_minimum_level: 2,
  stock_maximum_level: 50,
  categoryId: sehatCategory,
  description: 'Herbal drops.',
  // Every product is given its GST rate.
  gst_rate: 5,
  hsn_code: '3004',
  ...over,
});

describe('who may write the catalogue', () => {
  const writes: Array<[string, string, unknown?]> = [
    ['POST', 'ecomProd/ecomProducts', newProduct()],
    ['PUT', 'ecomProd/ecomProducts/1', { discount: 5 }],
    ['DELETE', 'ecomProd/ecomProducts/1'],
    ['PATCH', 'ecomProd/ecomProducts/1/discount', { discount: 5 }],
    ['GET', 'ecomProd/ecomProducts/1/batches'],
    ['POST', 'ecomProdcat/ecomcategory', { category: 'Nope' }],
    ['PUT', 'ecomProdcat/ecomcategory/1', { category: 'Nope' }],
    ['DELETE', 'ecomProdcat/ecomcategory/1'],
  ];
  for (const [method, path, body] of writes) {
    it(`${method} ${path}: guest 401, customer 403, another shop's admin 401`, async () => {
      expect((await call(path, { method, body })).status).toBe(401);
      const asCustomer = await call(path, { method, body, token: customer });
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.json.message).toEqual(expect.any(String));
      expect((await call(path, { method, body, token: kiranaAdmin })).status).toBe(401);
    });
  }
});

describe('products', () => {
  it('creates, updates and deletes a product of the admin’s shop', async () => {
    const created = await call('ecomProd/ecomProducts', { method: 'POST', body: newProduct(), token: admin });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe(MESSAGES.admin.productCreated);
    const product = created.json.product;
    expect(product).toMatchObject({ product_name: 'Tulsi Drops 30 ml', product_price: 149.5, discount: 10, total_stock: 12, category_id: sehatCategory });

    // Readable through the catalogue, found by search, invisible to the other shop.
    expect((await call(`ecomProd/ecomProducts/${product.id}`)).json.product_name).toBe('Tulsi Drops 30 ml');
    expect((await call('ecomProd/ecomProducts?q=tulsi drops')).json.map((p: any) => p.id)).toContain(product.id);
    const elsewhere = await call(`ecomProd/ecomProducts/${product.id}`, { host: KIRANA });
    // Row ids are per database: on a database of its own, kirana may have a product with this number.
    if (oneDatabase()) expect(elsewhere.status).toBe(404);
    else expect(elsewhere.json?.product_name).not.toBe('Tulsi Drops 30 ml');

    const renamed = await call(`ecomProd/ecomProducts/${product.id}`, {
      method: 'PUT',
      body: { product_name: 'Holy Basil Drops', product_price: '99', total_stock: 0 },
      token: admin,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.product).toMatchObject({ product_name: 'Holy Basil Drops', product_price: 99, total_stock: 0, discount: 10 });
    expect((await call('ecomProd/ecomProducts?q=holy basil')).json.map((p: any) => p.id)).toContain(product.id);

    const deleted = await call(`ecomProd/ecomProducts/${product.id}`, { method: 'DELETE', token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe(MESSAGES.admin.productDeleted);
    expect((await call(`ecomProd/ecomProducts/${product.id}`)).status).toBe(404);
  });

  it('withdraws, rather than deletes, a product that past orders refer to', async () => {
    const ordered = await env.DB.prepare(
      'SELECT op.product_id AS id FROM order_products op JOIN orders o ON o.id = op.order_pk WHERE o.distributor_id = ? LIMIT 1',
    )
      .bind(await distributorId('sehat'))
      .first<{ id: number }>();
    const res = await call(`ecomProd/ecomProducts/${ordered!.id}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(MESSAGES.admin.productWithdrawn);
    expect((await call(`ecomProd/ecomProducts/${ordered!.id}`)).status).toBe(404);
    expect(await env.DB.prepare('SELECT 1 AS ok FROM products WHERE id = ?').bind(ordered!.id).first()).toEqual({ ok: 1 });
  });

  it.runIf(oneDatabase())('never touches another shop’s products or categories', async () => {
    const kiranaProduct = (await call('ecomProd/ecomProducts?limit=1', { host: KIRANA })).json[0];
    const before = await call(`ecomProd/ecomProducts/${kiranaProduct.id}`, { host: KIRANA });
    for (const [method, path, body] of [
      ['PUT', `ecomProd/ecomProducts/${kiranaProduct.id}`, { discount: 50 }],
      ['PATCH', `ecomProd/ecomProducts/${kiranaProduct.id}/discount`, { discount: 50 }],
      ['DELETE', `ecomProd/ecomProducts/${kiranaProduct.id}`],
      ['GET', `ecomProd/ecomProducts/${kiranaProduct.id}/batches`],
    ] as const) {
      const res = await call(path, { method, body, token: admin });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await call(`ecomProd/ecomProducts/${kiranaProduct.id}`, { host: KIRANA })).json).toEqual(before.json);
    const foreignCategory = await call('ecomProd/ecomProducts', { method: 'POST', body: newProduct({ categoryId: kiranaCategory }), token: admin });
    expect(foreignCategory.status).toBe(400);
    expect(foreignCategory.json.message).toBe(MESSAGES.admin.unknownCategory);
  });

  it('sets a discount from 0 to 100 and refuses anything else', async () => {
    const [product] = (await call('ecomProd/ecomProducts?limit=1')).json;
    const ok = await call(`ecomProd/ecomProducts/${product.id}/discount`, { method: 'PATCH', body: { discount: 35 }, token: admin });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe(MESSAGES.admin.discountUpdated);
    expect((await call(`ecomProd/ecomProducts/${product.id}`)).json.discount).toBe(35);
    for (const discount of ['abc', -5, 101, null, '', true]) {
      const bad = await call(`ecomProd/ecomProducts/${product.id}/discount`, { method: 'PATCH', body: { discount }, token: admin });
      expect(bad.status, String(discount)).toBe(400);
      expect(bad.json.message).toBe(MESSAGES.admin.discountInvalid);
    }
    expect((await call(`ecomProd/ecomProducts/${product.id}`)).json.discount).toBe(35);
  });

  it('answers the stock as batches', async () => {
    const all = (await call('ecomProd/ecomProducts?limit=500')).json as any[];
    const inStock = all.find((p) => p.total_stock > 0);
    const res = await call(`ecomProd/ecomProducts/${inStock.id}/batches`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([expect.objectContaining({ batch_no: `STOCK-${inStock.id}`, product_id: inStock.id, quantity: inStock.total_stock })]);
    const out = all.find((p) => p.total_stock === 0);
    expect((await call(`ecomProd/ecomProducts/${out.id}/batches`, { token: admin })).json).toEqual([]);
  });

  const bad: Array<[string, string, string, unknown]> = [
    ['missing name', 'POST', 'ecomProd/ecomProducts', newProduct({ product_name: undefined })],
    ['negative price', 'POST', 'ecomProd/ecomProducts', newProduct({ product_price: -1 })],
    ['price as words', 'POST', 'ecomProd/ecomProducts', newProduct({ product_price: 'cheap' })],
    ['fractional stock', 'POST', 'ecomProd/ecomProducts', newProduct({ total_stock: 2.5 })],
    ['negative stock', 'POST', 'ecomProd/ecomProducts', newProduct({ total_stock: -1 })],
    ['discount above 100', 'POST', 'ecomProd/ecomProducts', newProduct({ discount: 150 })],
    ['image path', 'POST', 'ecomProd/ecomProducts', newProduct({ image: '../secret.svg' })],
    ['no category', 'POST', 'ecomProd/ecomProducts', newProduct({ categoryId: undefined })],
    ['unknown category', 'POST', 'ecomProd/ecomProducts', newProduct({ categoryId: 987654 })],
    ['oversized description', 'POST', 'ecomProd/ecomProducts', newProduct({ description: 'x'.repeat(5001) })],
    ['array body', 'POST', 'ecomProd/ecomProducts', []],
    ['malformed JSON', 'POST', 'ecomProd/ecomProducts', '{"product_name":'],
    ['empty update', 'PUT', 'ecomProd/ecomProducts/1', {}],
    ['bad id', 'PUT', 'ecomProd/ecomProducts/abc', { discount: 1 }],
    ['unknown product', 'PUT', 'ecomProd/ecomProducts/987654', { discount: 1 }],
    ['zero id delete', 'DELETE', 'ecomProd/ecomProducts/0', undefined],
    ['unknown product batches', 'GET', 'ecomProd/ecomProducts/987654/batches', undefined],
    ['empty category name', 'POST', 'ecomProdcat/ecomcategory', { category: '  ' }],
    ['category name too long', 'POST', 'ecomProdcat/ecomcategory', { category: 'x'.repeat(101) }],
    ['empty category update', 'PUT', 'ecomProdcat/ecomcategory/1', {}],
    ['unknown category update', 'PUT', 'ecomProdcat/ecomcategory/987654', { category: 'Ghost' }],
    ['unknown category delete', 'DELETE', 'ecomProdcat/ecomcategory/987654', undefined],
  ];
  for (const [name, method, path, body] of bad) {
    it(`bad input: ${name} -> 4xx with a message, nothing changed`, async () => {
      const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM products').first<{ n: number }>())!.n;
      const before = await count();
      const res = await call(path, { method, body, token: admin });
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.json.message).toEqual(expect.any(String));
      expect(await count()).toBe(before);
    });
  }
});

describe('categories', () => {
  it('creates, renames and deletes an empty category; refuses duplicates', async () => {
    const created = await call('ecomProdcat/ecomcategory', { method: 'POST', body: { category: 'Herbal Teas' }, token: admin });
    expect(created.status).toBe(201);
    expect(created.json.category).toMatchObject({ category: 'Herbal Teas', category_image: null });
    const id = created.json.category.id;

    const dup = await call('ecomProdcat/ecomcategory', { method: 'POST', body: { category: 'herbal teas' }, token: admin });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe(MESSAGES.admin.categoryExists);
    // The same name is free in another shop.
    expect((await call('ecomProdcat/ecomcategory', { method: 'POST', body: { category: 'Herbal Teas' }, token: kiranaAdmin, host: KIRANA })).status).toBe(201);

    const renamed = await call(`ecomProdcat/ecomcategory/${id}`, { method: 'PUT', body: { category: 'Herbal Infusions' }, token: admin });
    expect(renamed.status).toBe(200);
    expect(renamed.json.category.category).toBe('Herbal Infusions');

    const removed = await call(`ecomProdcat/ecomcategory/${id}`, { method: 'DELETE', token: admin });
    expect(removed.status).toBe(200);
    expect((await call(`ecomProdcat/ecomcategory/${id}`)).status).toBe(404);
  });

  it('refuses to delete a category that still has products', async () => {
    const res = await call(`ecomProdcat/ecomcategory/${sehatCategory}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(MESSAGES.admin.categoryHasProducts);
    expect((await call(`ecomProdcat/ecomcategory/${sehatCategory}`)).status).toBe(200);
  });

  it('stores an uploaded banner image in R2 under a new name and serves it', async () => {
    const form = new FormData();
    form.set('banner_image', new File([PNG], 'my banner.png', { type: 'image/png' }));
    const res = await callForm(`ecomProdcat/ecomcategory/${sehatCategory}`, form, admin);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(MESSAGES.admin.bannerUpdated);
    const name = res.json.category.banner_image as string;
    expect(name).toMatch(/^banner-[0-9a-f-]{36}\.png$/);
    expect(await env.MEDIA.get(`shops/sehat/Ecommerce/ecomCategories/${name}`)).not.toBeNull();
    const served = await exports.default.fetch(new Request(`${SEHAT}/media/ecomCategories/${name}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    await served.arrayBuffer();
    expect((await call(`ecomProdcat/ecomcategory/${sehatCategory}`)).json.banner_image).toBe(name);
  });

  it('takes a category image on create too', async () => {
    const form = new FormData();
    form.set('category', 'Immunity Boosters');
    form.set('category_image', new File([PNG], 'x.png', { type: 'image/png' }));
    const res = await callForm('ecomProdcat/ecomcategory', form, admin, 'POST');
    expect(res.status).toBe(201);
    expect(res.json.category.category_image).toMatch(/^category-[0-9a-f-]{36}\.png$/);
  });

  it('refuses uploads that are not images, empty forms and other shops’ categories', async () => {
    const before = await call(`ecomProdcat/ecomcategory/${sehatCategory}`);
    const notImage = new FormData();
    notImage.set('category_image', new File(['#!/bin/sh\necho hi'], 'photo.png', { type: 'image/png' }));
    const a = await callForm(`ecomProdcat/ecomcategory/${sehatCategory}`, notImage, admin);
    expect(a.status).toBe(400);
    expect(a.json.message).toBe(MESSAGES.admin.imageType);

    const svgScript = new FormData();
    svgScript.set('banner_image', new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'b.svg', { type: 'image/svg+xml' }));
    expect((await callForm(`ecomProdcat/ecomcategory/${sehatCategory}`, svgScript, admin)).status).toBe(400);

    const tooBig = new FormData();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    tooBig.set('banner_image', new File([big], 'big.png', { type: 'image/png' }));
    const c = await callForm(`ecomProdcat/ecomcategory/${sehatCategory}`, tooBig, admin);
    expect(c.status).toBe(413);
    expect(c.json.message).toBe(MESSAGES.admin.imageTooLarge);

    const empty = await callForm(`ecomProdcat/ecomcategory/${sehatCategory}`, new FormData(), admin);
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(MESSAGES.admin.selectImage);

    const image = new FormData();
    image.set('banner_image', new File([PNG], 'x.png', { type: 'image/png' }));
    // Row ids are per database: on a database of its own, kirana's category id may be one of sehat's.
    if (oneDatabase()) expect((await callForm(`ecomProdcat/ecomcategory/${kiranaCategory}`, image, admin)).status).toBe(404);
    expect((await call(`ecomProdcat/ecomcategory/${sehatCategory}`)).json).toEqual(before.json);
  });
});
