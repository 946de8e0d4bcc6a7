import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { call } from './helpers';
import { insertOrder, seededCrew } from './orders-support';

// A failed delivery says why: the reason is required, stored with the order,
// shown to the rider and the shop, kept in the activity log, and cleared when
// the order is given to a rider again.

const { admin, rider, riderId, shopperId, products } = await seededCrew(1);
const step = (id: string, body: Record<string, unknown>, token = rider) =>
  call(`placeOrder/update-deliveryboy-status/${id}`, { method: 'PUT', token, body });

describe('a failed delivery', () => {
  it('is refused without a reason and changes nothing', async () => {
    const order = await insertOrder({ userId: shopperId, status: 'approved', delivery: { riderId, status: 'out_for_delivery' }, lines: [{ product: products[0]!, quantity: 1 }] });
    for (const body of [{ deliveryboy_status: 'failed' }, { deliveryboy_status: 'failed', reason: '   ' }]) {
      const res = await step(order.orderId, body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(MESSAGES.rider.reasonRequired);
    }
    const long = await step(order.orderId, { deliveryboy_status: 'failed', reason: 'x'.repeat(301) });
    expect(long.json.message).toBe(MESSAGES.rider.reasonTooLong(300));
    const now = await call(`placeOrder/${order.orderId}`, { token: admin });
    expect(now.json.deliveryboy_status).toBe('out_for_delivery');
  });

  it('keeps the reason with the order and in the activity log until the order is assigned again', async () => {
    const order = await insertOrder({ userId: shopperId, status: 'approved', delivery: { riderId, status: 'out_for_delivery' }, lines: [{ product: products[0]!, quantity: 1 }] });
    const res = await step(order.orderId, { deliveryboy_status: 'failed', reason: 'Nobody at home' });
    expect(res.status).toBe(200);
    expect(res.json.order).toMatchObject({ deliveryboy_status: 'failed', delivery_failed_reason: 'Nobody at home' });
    const round = await call(`placeOrder/assigned-orders/${riderId}`, { token: rider });
    expect(round.json.orders.find((o: { order_id: string }) => o.order_id === order.orderId).delivery_failed_reason).toBe('Nobody at home');
    const log = await call(`admin/activity?order=${order.orderId}`, { token: admin });
    expect(log.json.entries[0]).toMatchObject({ action: 'order.delivery', actor_role: 'delivery', detail: { deliveryboy_status: 'failed', reason: 'Nobody at home' } });
    const again = await call(`placeOrder/assign-deliveryBoy/${order.orderId}`, { method: 'PUT', token: admin, body: { assigned_deliveryboy_id: riderId } });
    expect(again.status).toBe(200);
    expect(again.json.order).toMatchObject({ deliveryboy_status: 'assigned', delivery_failed_reason: null });
  });
});
