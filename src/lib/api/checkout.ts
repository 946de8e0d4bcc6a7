import { readAddresses } from '@/contract/account';
import { readAppliedCoupon, readCouponResponse, readDeliveryCharge } from '@/contract/cart';
import { readDeliveryQuote } from '@/contract/delivery-areas';
import type { Transport } from './transport';

// The cart page's other calls: delivery charge, coupon (apply, remove, the one
// remembered with the cart) and saved addresses (for the "Delivering to"
// choice). Placing the order is ./place-order.ts, loaded with the payment popup.

export function checkoutApi(t: Transport) {
  return {
    deliveryCharge: () => t.request('GET', 'ecomConfig/get-delivery-charges', readDeliveryCharge),
    /** The charge and cash on delivery for the address's pincode, by the rule placing applies. */
    deliveryQuote: (pincode: string) => t.request('GET', `delivery/quote?pincode=${encodeURIComponent(pincode)}`, readDeliveryQuote),
    applyCoupon: (code: string, orderAmount: number) =>
      t.request('POST', 'ecom_coupon/apply', readCouponResponse, { auth: true, body: { code, order_amount: orderAmount } }),
    /** Remove Coupon: the server forgets the coupon remembered with the cart. */
    removeCoupon: async () => {
      await t.request('DELETE', 'ecom_coupon/apply', () => undefined, { auth: true });
    },
    /** The coupon remembered with the cart, checked again against it (null when none applies). */
    appliedCoupon: () => t.request('GET', 'ecom_coupon/applied', readAppliedCoupon, { auth: true }),
    /** The customer's saved addresses (an EcomLogin call, no distributor header). */
    savedAddresses: (userId: number) =>
      t.request('GET', `EcomLogin/EcomCustomer/address/${userId}`, readAddresses, { auth: true, distributor: false }),
  };
}
