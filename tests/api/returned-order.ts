import { expect } from 'vitest';
import { addToCart, newProduct, newShopper, placeAll, placePayload, type Shopper, type TestProduct } from './checkout-fixtures';
import { deliver } from './orders-support';

/** What the return tests start from: a fresh shopper's delivered order of 3 atta (₹100) and 1 salt (₹50), paid cash at the door. */
export interface DeliveredOrder {
  shopper: Shopper;
  atta: TestProduct;
  salt: TestProduct;
  order: { id: number; order_id: string };
}

/** Places and delivers that order at sehat; the pick-up issues its tax invoice. */
export async function deliveredTwoLineOrder(admin: string, rider: string, riderId: number): Promise<DeliveredOrder> {
  const shopper = await newShopper();
  const [atta, salt] = await Promise.all([newProduct('sehat', { pricePaise: 10000, stock: 20 }), newProduct('sehat', { pricePaise: 5000, stock: 20 })]);
  expect((await addToCart(shopper, atta.id, 3)).status).toBe(200);
  expect((await addToCart(shopper, salt.id, 1)).status).toBe(200);
  const placed = await placeAll(shopper, placePayload(shopper));
  expect(placed.status, placed.json?.message).toBe(201);
  const order = placed.json.order as DeliveredOrder['order'];
  await deliver(order.id, admin, rider, riderId);
  return { shopper, atta, salt, order };
}
