import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { KIRANA, call, distributorId } from './helpers';
import { addToCart, newShopper, placeAll, placePayload, seededAccount, stockOf } from './checkout-fixtures';
import { oneDatabase } from './databases';
import { seededCrew } from './orders-support';

// Stock adjustments by the console (received, damaged, a correction): one
// guarded change with its history row, never below 0, for the shop's admins
// only; and the history every stock change leaves (the product form's figure
// and an order placed included).

const { shopper, admin, rider, products } = await seededCrew(3);
const did = await distributorId('sehat');

const adjust = (id: number, body: Record<string, unknown>, token = admin, host?: string) =>
  call(`admin/products/${id}/stock-adjustments`, { method: 'POST', token, body, host });
const historyOf = (id: number, query = '', token = admin) => call(`admin/products/${id}/stock-history${query}`, { token });

async function movementCount(productId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM stock_movements WHERE product_id = ? AND distributor_id = ?').bind(productId, did).first<{ n: number }>();
  return row!.n;
}

describe('stock adjustments', () => {
  it('adds goods received and takes damaged ones, each with its history row', async () => {
    const id = products[0]!.id;
    const start = await stockOf(id);
    const received = await adjust(id, { reason: 'received', change: 12, note: 'Bill 4411' });
    expect(received.status).toBe(201);
    expect(received.json.movement).toMatchObject({ reason: 'received', quantity_change: 12, stock_before: start, stock_after: start + 12, note: 'Bill 4411' });
    expect(received.json.movement.actor_name).toBeTruthy();
    expect(received.json.message).toBe(`Stock changed from ${start} to ${start + 12}.`);
    const damaged = await adjust(id, { reason: 'damaged', change: -2 });
    expect(damaged.json.movement).toMatchObject({ reason: 'damaged', quantity_change: -2, stock_before: start + 12, stock_after: start + 10 });
    expect(await stockOf(id)).toBe(start + 10);

    const history = await historyOf(id);
    expect(history.status).toBe(200);
    expect(history.json.total).toBe(2);
    // Newest first.
    expect(history.json.movements.map((m: { reason: string }) => m.reason)).toEqual(['damaged', 'received']);
    const paged = await historyOf(id, '?limit=1&page=2');
    expect(paged.json.movements).toHaveLength(1);
    expect(paged.json.movements[0].reason).toBe('received');
  });

  it('never takes the stock below 0, and a refusal leaves no history row', async () => {
    const id = products[1]!.id;
    const stock = await stockOf(id);
    const before = await movementCount(id);
    const res = await adjust(id, { reason: 'correction', change: -(stock + 1) });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ code: 'CONFLICT', message: `Stock cannot go below 0: only ${stock} in stock now.` });
    expect(await stockOf(id)).toBe(stock);
    expect(await movementCount(id)).toBe(before);
    // Down to exactly 0 is allowed.
    const zero = await adjust(id, { reason: 'correction', change: -stock });
    expect(zero.status).toBe(201);
    expect(await stockOf(id)).toBe(0);
  });

  it('counts both of two adjustments sent at once, and never oversells between them', async () => {
    const id = products[2]!.id;
    const stock = await stockOf(id);
    const [a, b] = await Promise.all([adjust(id, { reason: 'received', change: 5 }), adjust(id, { reason: 'received', change: 7 })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await stockOf(id)).toBe(stock + 12);
    // Two takes that together exceed the stock: one is refused.
    const takes = await Promise.all([adjust(id, { reason: 'damaged', change: -(stock + 10) }), adjust(id, { reason: 'damaged', change: -(stock + 10) })]);
    expect(takes.map((t) => t.status).sort()).toEqual([201, 409]);
    expect(await stockOf(id)).toBe(2);
    const history = await historyOf(id, '?limit=100');
    const last = history.json.movements[0];
    expect(last).toMatchObject({ stock_after: 2 });
  });

  it('refuses what does not make sense, with the reason', async () => {
    const id = products[0]!.id;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ reason: 'received', change: -3 }, 'Goods received must add to the stock: give a positive quantity.'],
      [{ reason: 'damaged', change: 3 }, 'Damaged goods must take from the stock.'],
      [{ reason: 'correction', change: 0 }, 'Quantity must be a whole number other than 0 (at most 1,000,000).'],
      [{ reason: 'correction', change: 1.5 }, 'Quantity must be a whole number other than 0 (at most 1,000,000).'],
      [{ reason: 'stolen', change: 1 }, 'Choose why: received, damaged or correction.'],
      [{ reason: 'received', change: 1, note: 'x'.repeat(201) }, 'The note must be at most 200 characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await adjust(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await adjust(999_999, { reason: 'received', change: 1 })).status).toBe(404);
    expect((await historyOf(999_999)).status).toBe(404);
  });

  it('is for the shop’s admins only, as every product edit', async () => {
    const id = products[0]!.id;
    const stock = await stockOf(id);
    for (const token of [shopper, rider]) {
      expect((await adjust(id, { reason: 'received', change: 1 }, token)).status).toBe(403);
      expect((await historyOf(id, '', token)).status).toBe(403);
    }
    expect((await call(`admin/products/${id}/stock-adjustments`, { method: 'POST', body: { reason: 'received', change: 1 } })).status).toBe(401);
    // Another shop's admin, on that shop's host, reaches none of this shop's products.
    const kiranaAdmin = await seededAccount('admin@example.com', 'kirana');
    const other = await adjust(id, { reason: 'received', change: 1 }, kiranaAdmin.token, KIRANA);
    if (oneDatabase()) expect(other.status).toBe(404);
    // On this shop's host, that shop's session is refused.
    expect((await adjust(id, { reason: 'received', change: 1 }, kiranaAdmin.token)).status).toBe(401);
    expect(await stockOf(id)).toBe(stock);
  });
});

describe('stock history of other changes', () => {
  it('records the product form’s figure as set, before and after', async () => {
    const id = products[1]!.id;
    const before = await stockOf(id);
    const res = await call(`ecomProd/ecomProducts/${id}`, { method: 'PUT', token: admin, body: { total_stock: before + 40 } });
    expect(res.status).toBe(200);
    const history = await historyOf(id);
    expect(history.json.movements[0]).toMatchObject({ reason: 'set', quantity_change: 40, stock_before: before, stock_after: before + 40 });
    // The same figure again is no movement.
    const count = await movementCount(id);
    await call(`ecomProd/ecomProducts/${id}`, { method: 'PUT', token: admin, body: { total_stock: before + 40 } });
    expect(await movementCount(id)).toBe(count);
  });

  it('records a new product’s opening stock', async () => {
    const category = await env.DB.prepare('SELECT id FROM categories WHERE distributor_id = ? LIMIT 1').bind(did).first<{ id: number }>();
    const res = await call('ecomProd/ecomProducts', {
      method: 'POST', token: admin,
      body: { product_name: 'Opening stock test', product_price: 10, category_id: category!.id, gst_rate: 5, hsn_code: '3004', total_stock: 9 },
    });
    expect(res.status).toBe(201);
    const history = await historyOf(res.json.product.id);
    expect(history.json.movements).toEqual([expect.objectContaining({ reason: 'set', quantity_change: 9, stock_before: 0, stock_after: 9 })]);
  });

  it('records an order placed as sold and its cancellation as restocked, naming the order', async () => {
    const buyer = await newShopper('sehat', '14 MG Road, Pune 411001');
    const row = await env.DB.prepare('SELECT id FROM products_on_sale WHERE distributor_id = ? AND prescription_required = 0 AND total_stock > 5 ORDER BY id DESC LIMIT 1')
      .bind(did)
      .first<{ id: number }>();
    const id = row!.id;
    const before = await stockOf(id);
    await addToCart(buyer, id, 2);
    const placed = await placeAll(buyer, placePayload(buyer));
    expect(placed.status).toBe(201);
    const history = await historyOf(id);
    expect(history.json.movements[0]).toMatchObject({ reason: 'sold', quantity_change: -2, stock_before: before, stock_after: before - 2, actor_name: null });
    const orderRef = history.json.movements[0].order_ref;
    expect(orderRef).toBeTruthy();

    // Cancelled by the shop: the goods go back on the shelf, recorded under the same order.
    const cancel = await call(`placeOrder/${orderRef}/status`, { method: 'PUT', token: admin, body: { status: 'cancelled' } });
    expect(cancel.status).toBe(200);
    const after = await historyOf(id);
    expect(after.json.movements[0]).toMatchObject({ reason: 'restocked', quantity_change: 2, stock_before: before - 2, stock_after: before, order_ref: orderRef });
    expect(await stockOf(id)).toBe(before);
  });
});
