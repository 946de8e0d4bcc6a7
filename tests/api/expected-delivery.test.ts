import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import { addToCart, newProduct, newShopper, ordersOf, placeAll, placePayload } from './checkout-fixtures';
import { dbOf } from './databases';

// The order answer's expected_delivery_date: the day in India the order was
// placed plus the most days of the delivery area holding its pincode. Sehat's
// seeded areas: Pune 1-2 days, Mumbai 2-3 days, Bengaluru 3-5 days.

/** The calendar date in India (UTC+5:30) of an instant, `days` later. */
function indianDatePlus(iso: string, days: number): string {
  const shifted = new Date(Date.parse(iso) + 330 * 60_000);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

async function placeTo(pincode: string, address: string, payment: Record<string, unknown> = {}) {
  const s = await newShopper('sehat');
  const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
  expect((await addToCart(s, p.id, 1)).status).toBe(200);
  const res = await placeAll(s, placePayload(s, { delivery_address: address, delivery_pincode: pincode, ...payment }));
  expect(res.status).toBe(201);
  return { s, order: res.json.order };
}

describe('the expected delivery day of a placed order', () => {
  it('is the Indian placing date plus the area’s most days, in the placing answer and every later read', async () => {
    const { s, order } = await placeTo('400050', '3 Hill Road, Bandra, Mumbai', { payment_method: 'UPI', upi_id: 'asha@okhdfc', payment_gateway: 'UPI' });
    const expected = indianDatePlus(order.createdAt, 3);
    expect(order.expected_delivery_date).toBe(expected);

    const one = await call(`placeOrder/${order.order_id}`, { token: s.token });
    expect(one.status).toBe(200);
    expect(one.json.expected_delivery_date).toBe(expected);
    const list = await call(`placeOrder/orders/${s.id}`, { token: s.token });
    expect(list.status).toBe(200);
    const listed = (list.json.orders ?? list.json).find((o: { order_id: string }) => o.order_id === order.order_id);
    expect(listed.expected_delivery_date).toBe(expected);
    // The spec's fields are all still there, unchanged in kind.
    expect(order).toMatchObject({ order_id: expect.any(String), delivery_address: expect.stringContaining('3 Hill Road, Bandra, Mumbai'), payment_method: 'UPI' });
  });

  it('follows the area of the pincode: Pune is two days, Bengaluru five', async () => {
    const pune = await placeTo('411001', '12 MG Road, Camp, Pune');
    expect(pune.order.expected_delivery_date).toBe(indianDatePlus(pune.order.createdAt, 2));
    const blr = await placeTo('560034', 'Flat 2, Koramangala, Bengaluru', { payment_method: 'UPI', upi_id: 'asha@okhdfc', payment_gateway: 'UPI' });
    expect(blr.order.expected_delivery_date).toBe(indianDatePlus(blr.order.createdAt, 5));
  });

  it('stays as promised when the shop later changes its areas', async () => {
    const { s, order } = await placeTo('411001', '12 MG Road, Camp, Pune');
    await dbOf('sehat').prepare("UPDATE delivery_areas SET days_max = 9 WHERE pincode_from = 411001").run();
    const again = await call(`placeOrder/${order.order_id}`, { token: s.token });
    expect(again.json.expected_delivery_date).toBe(order.expected_delivery_date);
    const [row] = await ordersOf(s.id);
    expect(row!.expected_delivery_date).toBe(order.expected_delivery_date);
  });

  it('is null for a shop that does not deliver by area', async () => {
    await dbOf('sehat').prepare("DELETE FROM delivery_areas WHERE distributor_id = (SELECT id FROM distributors WHERE slug = 'sehat')").run();
    const { order } = await placeTo('411001', '12 MG Road, Camp, Pune');
    expect(order.expected_delivery_date).toBeNull();
  });
});
