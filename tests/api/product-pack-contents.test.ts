import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { csvLine, parseCsv } from '@/lib/csv';
import { SEHAT, call, distributorId } from './helpers';
import { seededCrew } from './orders-support';

// What one pack holds ("Strip of 15 tablets"): a plain text field declared in
// the product field table only, so the API, the CSV and the seed all carry it.

const { admin } = await seededCrew(1);
const did = await distributorId('sehat');
const P = 'ecomProd/ecomProducts';

async function csv(method: 'GET' | 'POST', content?: string) {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${admin}` } };
  if (content !== undefined) {
    const form = new FormData();
    form.set('file', new File([content], 'products.csv', { type: 'text/csv' }));
    init.body = form;
  }
  const res = await exports.default.fetch(new Request(`${SEHAT}/api/admin/products/csv`, init));
  return { status: res.status, text: await res.text() };
}

describe('a product’s pack contents', () => {
  it('is seeded for some products and sent with the one-product answer', async () => {
    const seeded = await env.DB.prepare("SELECT id FROM products WHERE distributor_id = ? AND product_name = 'Paracetamol 650 mg Tablet (Strip of 15)'").bind(did).first<{ id: number }>();
    expect((await call(`${P}/${seeded!.id}`)).json.pack_contents).toBe('Strip of 15 tablets');
  });

  it('is set on create, changed on update, trimmed and limited', async () => {
    const category = await env.DB.prepare('SELECT id FROM categories WHERE distributor_id = ? LIMIT 1').bind(did).first<{ id: number }>();
    const created = await call(P, { method: 'POST', token: admin, body: { product_name: 'Pack probe 10 g', product_price: 12.5, category_id: category!.id, gst_rate: 5, hsn_code: '3004', pack_contents: ' Tube of 10 g ' } });
    expect(created.status, created.text).toBeLessThan(300);
    const id = (created.json.product?.id ?? created.json.id) as number;
    expect((await call(`${P}/${id}`)).json.pack_contents).toBe('Tube of 10 g');
    expect((await call(`${P}/${id}`, { method: 'PUT', token: admin, body: { pack_contents: 'Box of 2 tubes' } })).status).toBe(200);
    expect((await call(`${P}/${id}`)).json.pack_contents).toBe('Box of 2 tubes');
    const long = await call(`${P}/${id}`, { method: 'PUT', token: admin, body: { pack_contents: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('Pack contents must be at most 100 characters.');
    expect((await call(`${P}/${id}`)).json.pack_contents).toBe('Box of 2 tubes');
  });

  it('is a CSV column the import reads back', async () => {
    const [head, ...rows] = parseCsv((await csv('GET')).text);
    const at = head!.fields.indexOf('pack_contents');
    expect(at).toBeGreaterThan(0);
    const seeded = rows.find((r) => r.fields[head!.fields.indexOf('name')] === 'Paracetamol 500 mg Tablet (Strip of 10)')!;
    expect(seeded.fields[at]).toBe('Strip of 10 tablets');
    const id = seeded.fields[0]!;
    const imported = await csv('POST', csvLine(['id', 'pack_contents']) + csvLine([id, 'Strip of 10 tablets, 2 strips']));
    expect(imported.status, imported.text).toBe(200);
    expect((await call(`${P}/${id}`)).json.pack_contents).toBe('Strip of 10 tablets, 2 strips');
  });
});
