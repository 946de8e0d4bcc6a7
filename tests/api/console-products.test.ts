import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { KIRANA, SEHAT, call, distributorId } from './helpers';
import { seededCrew } from './orders-support';
import { ADMIN, tokenFor } from './support/sessions';

// The console's product routes: the list with withdrawn products, putting
// one back on sale, and a photo upload the product's image field then names.

const { shopper, admin, rider, products } = await seededCrew(2);
const did = await distributorId('sehat');

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0]);

async function upload(file: File, token = admin) {
  const form = new FormData();
  form.set('image', file);
  const res = await exports.default.fetch(new Request(`${SEHAT}/api/admin/product-photos`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } }));
  return { status: res.status, json: (await res.json()) as { image?: string; message?: string; code?: string } };
}

describe('admin/products', () => {
  it('pages through every product of the shop, newest first, with the total', async () => {
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM products WHERE distributor_id = ?').bind(did).first<{ n: number }>();
    const first = await call('admin/products?limit=5', { token: admin });
    expect(first.status).toBe(200);
    expect(first.json.total).toBe(count!.n);
    expect(first.json.products).toHaveLength(5);
    const second = await call('admin/products?limit=5&page=2', { token: admin });
    const seen = new Set(first.json.products.map((p: { id: number }) => p.id));
    expect(second.json.products.some((p: { id: number }) => seen.has(p.id))).toBe(false);
  });

  it('finds by name and by category', async () => {
    const target = await env.DB.prepare('SELECT id, product_name, category_id FROM products WHERE id = ?').bind(products[0]!.id).first<{ id: number; product_name: string; category_id: number }>();
    const byName = await call(`admin/products?q=${encodeURIComponent(target!.product_name.slice(0, 8))}&limit=100`, { token: admin });
    expect(byName.json.products.map((p: { id: number }) => p.id)).toContain(target!.id);
    const byCategory = await call(`admin/products?category=${target!.category_id}&limit=100`, { token: admin });
    expect(byCategory.json.products.every((p: { category_id: number }) => p.category_id === target!.category_id)).toBe(true);
    expect(byCategory.json.products.map((p: { id: number }) => p.id)).toContain(target!.id);
    expect((await call('admin/products?page=0', { token: admin })).status).toBe(400);
    expect((await call(`admin/products?q=${'x'.repeat(101)}`, { token: admin })).status).toBe(400);
  });

  it('finds by a name in Hindi too', async () => {
    const found = await call(`admin/products?q=${encodeURIComponent('दाल')}&limit=100`, { host: KIRANA, token: await tokenFor(...ADMIN, 'kirana') });
    expect(found.status).toBe(200);
    expect(found.json.products.map((p: { product_name: string }) => p.product_name).sort()).toEqual(['Chana Dal 1 kg', 'Masoor Dal 500 g', 'Moong Dal Yellow 1 kg', 'Toor Dal 1 kg']);
    expect(found.json.total).toBe(4);
  });

  it('finds a name by its words in any order', async () => {
    const token = await tokenFor(...ADMIN, 'kirana');
    const names = async (q: string) =>
      (await call(`admin/products?q=${encodeURIComponent(q)}&limit=100`, { host: KIRANA, token })).json.products.map((p: { product_name: string }) => p.product_name);
    expect(await names('dal moong')).toEqual(['Moong Dal Yellow 1 kg']);
    expect(await names('दाल मूंग')).toEqual(['Moong Dal Yellow 1 kg']);
    expect(await names('dal basmati')).toEqual([]);
  });

  it('lists a withdrawn product as withdrawn, and puts it back on sale', async () => {
    const id = products[1]!.id;
    expect((await call(`ecomProd/ecomProducts/${id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await call(`ecomProd/ecomProducts/${id}`)).status).toBe(404);
    const listed = await call(`admin/products?q=${encodeURIComponent(products[1]!.product_name)}&limit=100`, { token: admin });
    expect(listed.json.products.find((p: { id: number }) => p.id === id)).toMatchObject({ on_sale: false });

    const back = await call(`admin/products/${id}/restore`, { method: 'POST', token: admin });
    expect(back).toMatchObject({ status: 200, json: { message: MESSAGES.console.products.restored } });
    expect((await call(`ecomProd/ecomProducts/${id}`)).status).toBe(200);
    // On sale already: nothing to put back.
    expect((await call(`admin/products/${id}/restore`, { method: 'POST', token: admin })).status).toBe(404);
  });

  it('is for the shop’s admins only', async () => {
    for (const token of [shopper, rider]) {
      expect((await call('admin/products', { token })).status).toBe(403);
      expect((await call(`admin/products/${products[0]!.id}/restore`, { method: 'POST', token })).status).toBe(403);
      expect((await upload(new File([PNG], 'p.png', { type: 'image/png' }), token)).status).toBe(403);
    }
    expect((await call('admin/products')).status).toBe(401);
  });
});

describe('admin/product-photos', () => {
  it('stores a photo the product then shows', async () => {
    const res = await upload(new File([PNG], 'photo.png', { type: 'image/png' }));
    expect(res.status).toBe(201);
    const image = res.json.image!;
    expect(image).toMatch(/^product-.+\.png$/);
    const edit = await call(`ecomProd/ecomProducts/${products[0]!.id}`, { method: 'PUT', token: admin, body: { image } });
    expect(edit.status).toBe(200);
    expect((await call(`ecomProd/ecomProducts/${products[0]!.id}`)).json.image).toBe(image);
    const served = await exports.default.fetch(new Request(`${SEHAT}/media/ecomProducts/${image}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses what is not a JPEG, PNG or WebP photo, and a request without one', async () => {
    const gif = await upload(new File([GIF], 'a.gif', { type: 'image/gif' }));
    expect(gif).toMatchObject({ status: 400, json: { code: 'UNSUPPORTED_IMAGE', message: MESSAGES.console.products.photoType } });
    // Bytes that are no image at all are told the same kinds, not the wider list other image fields take.
    const text = await upload(new File(['hello'], 'a.png', { type: 'image/png' }));
    expect(text).toMatchObject({ status: 400, json: { code: 'UNSUPPORTED_IMAGE', message: MESSAGES.console.products.photoType } });
    const none = await call('admin/product-photos', { method: 'POST', token: admin, body: {} });
    expect(none).toMatchObject({ status: 400, json: { message: MESSAGES.console.products.photoMissing } });
  });
});
