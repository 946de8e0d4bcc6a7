import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import { insertOrder, seededCrew } from './orders-support';

// The audit log names what each entry was about: the product's, category's,
// coupon's or account's name as it is now, and the rider an order was given to.

const { shopperId, admin, riderId, products } = await seededCrew(2);

async function newest() {
  const res = await call('admin/activity?limit=1', { token: admin });
  expect(res.status).toBe(200);
  return res.json.entries[0];
}

describe('activity names', () => {
  it('names a product edited and the rider an order was given to', async () => {
    const edit = await call(`ecomProd/ecomProducts/${products[0]!.id}/discount`, { method: 'PATCH', token: admin, body: { discount: 5 } });
    expect(edit.status, edit.text).toBe(200);
    expect(await newest()).toMatchObject({ action: 'product.discount', target_ref: String(products[0]!.id), target_name: products[0]!.product_name });

    const order = await insertOrder({ userId: shopperId, status: 'approved', lines: [{ product: products[1]!, quantity: 1 }] });
    const assign = await call(`placeOrder/assign-deliveryBoy/${order.orderId}`, { method: 'PUT', token: admin, body: { assigned_deliveryboy_id: riderId } });
    expect(assign.status, assign.text).toBe(200);
    const rider = await call('admin/riders', { token: admin });
    const name = rider.json.riders.find((r: { id: number }) => r.id === riderId).name;
    expect(await newest()).toMatchObject({ action: 'order.assign', target_ref: order.orderId, rider_name: name, detail: { assigned_deliveryboy_id: String(riderId) } });
  });
});
