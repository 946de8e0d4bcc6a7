import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import { addToCart, newProduct, newShopper, placeAll, placePayload, seededAccount } from './checkout-fixtures';
import { makeAccount } from './orders-support';

// One order has one shape: what placing answers is what every read of the
// order answers (a client keeps the placed order and can refresh it from any
// read without mapping fields). A delivery person's views leave out how the
// customer paid.

const PAYMENT_DETAILS = ['upi_id', 'card_name', 'card_last4', 'bank_name', 'account_number_masked', 'admin_notes'];

async function placedByUpi() {
  const s = await newShopper();
  const p = await newProduct('sehat', { pricePaise: 25_000, discount: 10, stock: 5, name: 'Shape A' });
  await addToCart(s, p.id, 2);
  const key = crypto.randomUUID();
  const body = placePayload(s, { payment_method: 'UPI', upi_id: 'asha@okhdfc', payment_gateway: 'UPI' });
  const placed = await placeAll(s, body, key);
  expect(placed.status).toBe(201);
  return { s, key, body, order: placed.json.order };
}

describe('one order shape', () => {
  it('answers placing, a replay, the single read and the lists with the same order', async () => {
    const { s, key, body, order } = await placedByUpi();
    expect(order).toMatchObject({ upi_id: 'asha@okhdfc', transaction_type: 'payment', is_manual_payment: false, refund_amount: 0, returns_info: [] });

    const replay = await placeAll(s, body, key);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.json.order).toEqual(order);

    const byPk = await call(`placeOrder/${order.id}`, { token: s.token });
    const byOrderId = await call(`placeOrder/${order.order_id}`, { token: s.token });
    expect(byPk.json).toEqual(order);
    expect(byOrderId.json).toEqual(order);
    for (const path of [`placeOrder/orders/${s.id}`, `placeOrder/userid/${s.id}`]) {
      expect((await call(path, { token: s.token })).json.orders, path).toEqual([order]);
    }
    expect((await call(`placeOrder/invoice/${s.id}`, { token: s.token })).json.invoiceOrders).toEqual([order]);
  });

  it('keeps the customer’s payment details from the delivery person, in the round and after a step', async () => {
    const { order } = await placedByUpi();
    const admin = await seededAccount('admin@example.com');
    const rider = await makeAccount('sehat', 'delivery');
    expect((await call(`placeOrder/${order.id}/status`, { method: 'PUT', token: admin.token, body: { status: 'approved' } })).status).toBe(200);
    const assigned = await call(`placeOrder/assign-deliveryBoy/${order.id}`, {
      method: 'PUT',
      token: admin.token,
      body: { assigned_deliveryboy_id: rider.id },
    });
    // The operator sees the whole order.
    expect(assigned.json.order).toMatchObject({ upi_id: 'asha@okhdfc', assigned_deliveryboy_id: rider.id });

    const round = (await call(`placeOrder/assigned-orders/${rider.id}`, { token: rider.token })).json.orders;
    expect(round).toHaveLength(1);
    expect(round[0]).toMatchObject({ order_id: order.order_id, delivery_address: order.delivery_address, customer_name: expect.any(String) });
    const step = await call(`placeOrder/update-deliveryboy-status/${order.id}`, {
      method: 'PUT',
      token: rider.token,
      body: { deliveryboy_status: 'picked_up' },
    });
    expect(step.json.order.deliveryboy_status).toBe('picked_up');
    for (const seen of [round[0], step.json.order]) {
      for (const field of PAYMENT_DETAILS) expect(seen, field).not.toHaveProperty(field);
    }
  });
});
