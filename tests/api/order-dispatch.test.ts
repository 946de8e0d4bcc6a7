import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { call } from './helpers';
import { insertOrder, seededCrew, stockOf, type Product } from './orders-support';

// Once the rider has picked the goods up, the order can no longer be
// cancelled, deleted or shortened: that would put stock back on the shelf
// while it is on the road. Before pick-up, and after a failed delivery, it can.

const { shopper, shopperId, admin, rider, riderId, products } = await seededCrew(8);

const put = (path: string, body: unknown, token: string) => call(path, { method: 'PUT', body, token });

/** An order sent out through the operator and rider calls, up to `step`. */
async function sentOut(status: 'pending' | 'approved', step: 'assigned' | 'picked_up' | 'out_for_delivery', product: Product) {
  const order = await insertOrder({ userId: shopperId, status, lines: [{ product, quantity: 2 }] });
  expect((await put(`placeOrder/assign-deliveryBoy/${order.pk}`, { assigned_deliveryboy_id: riderId }, admin)).status).toBe(200);
  for (const s of ['picked_up', 'out_for_delivery']) {
    if (step === 'assigned' || (step === 'picked_up' && s === 'out_for_delivery')) break;
    expect((await put(`placeOrder/update-deliveryboy-status/${order.pk}`, { deliveryboy_status: s }, rider)).status).toBe(200);
  }
  return order;
}

async function statusOf(pk: number): Promise<string> {
  return (await call(`placeOrder/${pk}`, { token: admin })).json.order_status;
}

describe('an order on the road', () => {
  it('cannot be cancelled by an operator once picked up (409 ORDER_DISPATCHED), stock untouched', async () => {
    const p = products[0]!;
    const order = await sentOut('approved', 'out_for_delivery', p);
    const before = await stockOf(p.id);
    const res = await put(`placeOrder/${order.pk}/status`, { status: 'cancelled' }, admin);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ message: MESSAGES.returns.dispatched, code: 'ORDER_DISPATCHED' });
    expect(await stockOf(p.id)).toBe(before);
    expect(await statusOf(order.pk)).toBe('approved');
  });

  it('cannot lose its products or be deleted by the shopper once picked up', async () => {
    const p = products[1]!;
    const order = await sentOut('pending', 'picked_up', p);
    const before = await stockOf(p.id);
    const removal = await call(`placeOrder/orders/product/${order.pk}/${p.id}`, { method: 'DELETE', token: shopper });
    expect(removal.status).toBe(409);
    expect(removal.json.code).toBe('ORDER_DISPATCHED');
    const deletion = await call(`placeOrder/delete/byOrderId/${order.pk}`, { method: 'DELETE', token: shopper });
    expect(deletion.status).toBe(409);
    expect(deletion.json.message).toBe(MESSAGES.returns.dispatched);
    expect(await stockOf(p.id)).toBe(before);
    expect(await statusOf(order.pk)).toBe('pending');
  });

  it('cannot be deleted (and restocked) by an operator while out for delivery', async () => {
    const p = products[2]!;
    const order = await sentOut('approved', 'out_for_delivery', p);
    const before = await stockOf(p.id);
    const res = await call(`placeOrder/delete/byOrderId/${order.pk}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(409);
    expect(await stockOf(p.id)).toBe(before);
    expect((await call(`placeOrder/${order.pk}`, { token: admin })).status).toBe(200);
  });

  it('cannot be handed to a rider again (which would forget the goods left) until the delivery fails', async () => {
    const p = products[4]!;
    const order = await sentOut('approved', 'picked_up', p);
    const again = await put(`placeOrder/assign-deliveryBoy/${order.pk}`, { assigned_deliveryboy_id: riderId }, admin);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('ORDER_DISPATCHED');
    expect((await call(`placeOrder/${order.pk}`, { token: admin })).json.deliveryboy_status).toBe('picked_up');
    expect((await put(`placeOrder/update-deliveryboy-status/${order.pk}`, { deliveryboy_status: 'failed', reason: 'Nobody at home' }, rider)).status).toBe(200);
    expect((await put(`placeOrder/assign-deliveryBoy/${order.pk}`, { assigned_deliveryboy_id: riderId }, admin)).status).toBe(200);
  });

  it('can still be cancelled before pick-up and after a failed delivery (restocked)', async () => {
    const p = products[3]!;
    const waiting = await sentOut('approved', 'assigned', p);
    const before = await stockOf(p.id);
    expect((await put(`placeOrder/${waiting.pk}/status`, { status: 'cancelled' }, admin)).status).toBe(200);
    expect(await stockOf(p.id)).toBe(before + 2);

    const failed = await sentOut('approved', 'picked_up', p);
    expect((await put(`placeOrder/update-deliveryboy-status/${failed.pk}`, { deliveryboy_status: 'failed', reason: 'Nobody at home' }, rider)).status).toBe(200);
    expect((await put(`placeOrder/${failed.pk}/status`, { status: 'cancelled' }, admin)).status).toBe(200);
    expect(await stockOf(p.id)).toBe(before + 4);
  });
});
