import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, distributorId } from './helpers';
import { seededCrew } from './orders-support';

// A product carries the maker's brand, which the operator edits; empty means
// none is claimed (the shop's own name is never put in its place).

const { admin } = await seededCrew(1);
const did = await distributorId('sehat');
const P = 'ecomProd/ecomProducts';

describe('a product’s brand', () => {
  it('comes with every product read, seeded for some and empty for the rest', async () => {
    const branded = await env.DB.prepare("SELECT id FROM products WHERE distributor_id = ? AND product_name = 'Paracetamol 650 mg Tablet (Strip of 15)'").bind(did).first<{ id: number }>();
    expect((await call(`${P}/${branded!.id}`)).json.brand).toBe('Arogya Labs');
    const list = await call(`${P}?limit=50`);
    expect(list.status).toBe(200);
    const products = (list.json.products ?? list.json) as Array<{ brand: unknown }>;
    expect(products.every((p) => typeof p.brand === 'string')).toBe(true);
    expect(products.some((p) => p.brand === '')).toBe(true);
  });

  it('is set on create, changed and cleared on update, trimmed and limited', async () => {
    const category = await env.DB.prepare('SELECT id FROM categories WHERE distributor_id = ? LIMIT 1').bind(did).first<{ id: number }>();
    const created = await call(P, { method: 'POST', token: admin, body: { product_name: 'Brand probe 10 g', product_price: 12.5, category_id: category!.id, gst_rate: 5, hsn_code: '3004', brand: '  Himgiri Herbals ' } });
    expect(created.status, created.text).toBeLessThan(300);
    const id = (created.json.product?.id ?? created.json.id) as number;
    expect((await call(`${P}/${id}`)).json.brand).toBe('Himgiri Herbals');
    expect((await call(`${P}/${id}`, { method: 'PUT', token: admin, body: { brand: '' } })).status).toBe(200);
    expect((await call(`${P}/${id}`)).json.brand).toBe('');
    const long = await call(`${P}/${id}`, { method: 'PUT', token: admin, body: { brand: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('Brand must be at most 100 characters.');
    expect((await call(`${P}/${id}`, { method: 'PUT', token: admin, body: { brand: 5 } })).json.message).toBe('Brand must be text.');
    expect((await call(`${P}/${id}`)).json.brand).toBe('');
  });
});
