import { addressResponseSchema } from './schemas/account';
import { couponResponseSchema, deliveryChargesSchema } from './schemas/cart';
import type { Transport } from './transport';

// The cart page's other calls: delivery charge, coupon and saved addresses
// (an EcomLogin call, read here only for the "Delivering to" choice).
// Placing the order is ./place-order.ts, loaded with the payment popup.

export function checkoutApi(t: Transport) {
  return {
    deliveryCharge: () => t.request('GET', 'ecomConfig/get-delivery-charges', deliveryChargesSchema),
    applyCoupon: (code: string, orderAmount: number) =>
      t.request('POST', 'ecom_coupon/apply', couponResponseSchema, { auth: true, body: { code, order_amount: orderAmount } }),
    savedAddresses: (userId: number) =>
      t.request('GET', `EcomLogin/EcomCustomer/address/${userId}`, addressResponseSchema, { auth: true, distributor: false }),
  };
}
export type CheckoutApi = ReturnType<typeof checkoutApi>;
