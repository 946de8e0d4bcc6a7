import { fetchJson } from './lean-catalogue';
import { readAddresses, readAppliedCoupon, readCouponResponse, readDeliveryCharge } from './lean-cart';
import type { Transport } from './transport';

// The cart page's other calls: delivery charge, coupon (apply, remove, the one
// remembered with the cart) and saved addresses
// (an EcomLogin call, read here only for the "Delivering to" choice).
// Placing the order is ./place-order.ts, loaded with the payment popup.

export function checkoutApi(t: Transport) {
  return {
    deliveryCharge: async () => readDeliveryCharge((await fetchJson(t, 'GET', 'ecomConfig/get-delivery-charges')).json),
    applyCoupon: async (code: string, orderAmount: number) =>
      readCouponResponse(
        (await fetchJson(t, 'POST', 'ecom_coupon/apply', { auth: true, body: { code, order_amount: orderAmount } })).json,
      ),
    /** Remove Coupon: the server forgets the coupon remembered with the cart. */
    removeCoupon: async () => {
      await fetchJson(t, 'DELETE', 'ecom_coupon/apply', { auth: true });
    },
    /** The coupon remembered with the cart, checked again against it (null when none applies). */
    appliedCoupon: async () => readAppliedCoupon((await fetchJson(t, 'GET', 'ecom_coupon/applied', { auth: true })).json),
    savedAddresses: async (userId: number) =>
      readAddresses(
        (await fetchJson(t, 'GET', `EcomLogin/EcomCustomer/address/${userId}`, { auth: true, distributor: false })).json,
      ),
  };
}
export type CheckoutApi = ReturnType<typeof checkoutApi>;
