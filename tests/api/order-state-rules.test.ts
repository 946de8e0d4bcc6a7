import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { addToCart, newProduct, newShopper, placeAll, placePayload } from './checkout-fixtures';
import { call } from './helpers';
import { insertOrder, seededCrew } from './orders-support';
import { stepBody } from './delivery-code-support';

// Three rules an operator could break through the API: completing an order
// whose goods are still on the road, refunding a cash order that took no
// money, and listing the products of a category that does not exist.

const { shopperId, admin, rider, riderId, products } = await seededCrew(3);

const put = (path: string, body: unknown, token: string) => call(path, { method: 'PUT', body, token });
const orderStatusOf = async (pk: number) => (await call(`placeOrder/${pk}`, { token: admin })).json.order_status;

describe('completion waits for Delivered', () => {
  it('refuses completed while the rider is on the way, then Delivered completes it', async () => {
    const order = await insertOrder({ userId: shopperId, status: 'approved', lines: [{ product: products[0]!, quantity: 1 }] });
    expect((await put(`placeOrder/assign-deliveryBoy/${order.pk}`, { assigned_deliveryboy_id: riderId }, admin)).status).toBe(200);
    for (const step of ['picked_up', 'out_for_delivery']) {
      expect((await put(`placeOrder/update-deliveryboy-status/${order.pk}`, { deliveryboy_status: step }, rider)).status).toBe(200);
    }
    const early = await put(`placeOrder/${order.pk}/status`, { status: 'completed' }, admin);
    expect(early.status).toBe(400);
    expect(early.json).toEqual({ message: MESSAGES.admin.completeAfterDelivery, code: 'NOT_DELIVERED' });
    expect(await orderStatusOf(order.pk)).toBe('approved');

    expect((await put(`placeOrder/update-deliveryboy-status/${order.pk}`, await stepBody(order.pk, 'delivered'), rider)).status).toBe(200);
    expect(await orderStatusOf(order.pk)).toBe('completed');
  });

  it('refuses completed for an approved order no rider has taken', async () => {
    const order = await insertOrder({ userId: shopperId, status: 'approved', lines: [{ product: products[1]!, quantity: 1 }] });
    const res = await put(`placeOrder/${order.pk}/status`, { status: 'completed' }, admin);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('NOT_DELIVERED');
    expect(await orderStatusOf(order.pk)).toBe('approved');
  });
});

describe('a cash-on-delivery payment', () => {
  it('waits while the goods are on the road and is paid when the rider marks Delivered', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 15_000, stock: 4 });
    expect((await addToCart(s, p.id, 1)).status).toBe(200);
    const placed = await placeAll(s, placePayload(s));
    expect(placed.status, placed.json?.message).toBe(201);
    const pk = placed.json.order.id as number;
    expect(placed.json.order.payment_status).toBe('pending');
    expect((await put(`placeOrder/assign-deliveryBoy/${pk}`, { assigned_deliveryboy_id: riderId }, admin)).status).toBe(200);
    for (const step of ['picked_up', 'out_for_delivery']) {
      expect((await put(`placeOrder/update-deliveryboy-status/${pk}`, { deliveryboy_status: step }, rider)).status).toBe(200);
    }
    expect((await call(`placeOrder/${pk}`, { token: admin })).json.payment_status).toBe('pending');
    expect((await put(`placeOrder/update-deliveryboy-status/${pk}`, await stepBody(pk, 'delivered'), rider)).status).toBe(200);
    const done = (await call(`placeOrder/${pk}`, { token: admin })).json;
    expect(done).toMatchObject({ order_status: 'completed', payment_status: 'paid' });
  });
});

describe('a cancelled cash-on-delivery order', () => {
  it('cannot be refunded: nothing was paid', async () => {
    const order = await insertOrder({
      userId: shopperId,
      status: 'pending',
      paymentMethod: 'Cash on Delivery',
      lines: [{ product: products[2]!, quantity: 1 }],
    });
    expect((await put(`placeOrder/${order.pk}/status`, { status: 'cancelled' }, admin)).status).toBe(200);
    const before = (await call(`placeOrder/${order.pk}`, { token: admin })).json;
    expect(before.payment_method).toBe('Cash on Delivery');
    const res = await call(`placeOrder/orders/${order.pk}/process-refund`, { method: 'POST', body: {}, token: admin });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: MESSAGES.admin.nothingPaidToRefund, code: 'NOT_REFUNDABLE' });
    const after = (await call(`placeOrder/${order.pk}`, { token: admin })).json;
    expect(after).toMatchObject({ order_status: 'cancelled', refund_amount: 0, refund_transaction_id: null });
  });
});

describe('products of a category', () => {
  it('answer 404 for a category the shop does not have', async () => {
    const res = await call('ecomProd/ecomProducts/category/987654');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Category not found.', code: 'NOT_FOUND' });
  });

  it('still answer the list for a category the shop has', async () => {
    const categories = (await call('ecomProdcat/ecomcategory')).json as Array<{ id: number }>;
    const res = await call(`ecomProd/ecomProducts/category/${categories[0]!.id}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
    expect(res.json.length).toBeGreaterThan(0);
  });
});
