import type { CouponAnswer } from '@/contract/cart';
import { itemsTotalPaise, toRupees } from '@/lib/pricing';
import { sellableLines } from '@/lib/checkout-cart';
import { MESSAGES } from '@/lib/messages';
import { cartCouponCode, checkCoupon, forgetCartCoupon, rememberCartCoupon } from '../data/coupons';
import { listCart } from '../data/cart';

// The coupon on a customer's cart (ecom_coupon/apply, /applied, DELETE /apply).
// Apply checks the code for this shop and this customer, computes the
// discount from the cart in D1 (the lines the stock covers; the order_amount
// a client sends is never used for money) and remembers the coupon with the
// cart, so placing without a code still gets it. A failed apply forgets it, as
// the cart page drops it. A refusal is an answer (success false), not an error.

interface Shopper {
  distributorId: number;
  customerId: number;
}

async function sellableItemsPaise(db: D1Database, s: Shopper): Promise<number> {
  return itemsTotalPaise(sellableLines(await listCart(db, s.distributorId, s.customerId)));
}

export async function applyCoupon(db: D1Database, s: Shopper, code: string): Promise<CouponAnswer> {
  const check = await checkCoupon(db, { ...s, code, itemsPaise: await sellableItemsPaise(db, s) });
  if (!check.ok) {
    await forgetCartCoupon(db, s.customerId);
    return { success: false, discountAmount: 0, message: check.message };
  }
  await rememberCartCoupon(db, s.customerId, check.coupon.id);
  return { success: true, discountAmount: toRupees(check.discountPaise), message: MESSAGES.coupon.success, code: check.coupon.code };
}

export async function removeCoupon(db: D1Database, s: Shopper): Promise<CouponAnswer> {
  await forgetCartCoupon(db, s.customerId);
  return { success: true, discountAmount: 0, message: MESSAGES.coupon.removed };
}

/** The remembered coupon checked again against the cart as it is now. */
export async function appliedCoupon(db: D1Database, s: Shopper): Promise<CouponAnswer> {
  const code = await cartCouponCode(db, s.distributorId, s.customerId);
  if (!code) return { success: false, discountAmount: 0, message: '', code: null };
  const check = await checkCoupon(db, { ...s, code, itemsPaise: await sellableItemsPaise(db, s) });
  if (!check.ok) return { success: false, discountAmount: 0, message: check.message, code };
  return { success: true, discountAmount: toRupees(check.discountPaise), message: MESSAGES.coupon.success, code: check.coupon.code };
}
