import { addressResponseSchema } from './schemas/account';
import { couponResponseSchema, deliveryChargesSchema } from './schemas/cart';
import { placeOrderResponseSchema, type PlaceAllPayload } from './schemas/checkout';
import type { Transport } from './transport';

// The cart page's other calls: delivery charge, coupon, saved addresses
// (an EcomLogin call, read here only for the "Delivering to" choice) and
// placing the order with one Idempotency-Key per checkout attempt.

export function checkoutApi(t: Transport) {
  return {
    deliveryCharge: () => t.request('GET', 'ecomConfig/get-delivery-charges', deliveryChargesSchema),
    applyCoupon: (code: string, orderAmount: number) =>
      t.request('POST', 'ecom_coupon/apply', couponResponseSchema, { auth: true, body: { code, order_amount: orderAmount } }),
    savedAddresses: (userId: number) =>
      t.request('GET', `EcomLogin/EcomCustomer/address/${userId}`, addressResponseSchema, { auth: true, distributor: false }),
    placeAll: (payload: PlaceAllPayload & { coupon_code?: string | null }, idempotencyKey: string) =>
      t.request('POST', 'placeOrder/place/all', placeOrderResponseSchema, {
        auth: true,
        body: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  };
}
export type CheckoutApi = ReturnType<typeof checkoutApi>;
