// All money arithmetic of the shop, in integer paise. Rupees appear only where
// the API contract speaks rupees (toPaise / toRupees at the edge) and in
// formatting. The rounding rules are written out in docs/money.md.

import { formatRupeesIndian } from './inr-format.ts';

/** Rupees -> integer paise, rounding half up. */
export function toPaise(rupees: number): number {
  return Math.round((rupees + Number.EPSILON) * 100);
}

/** Integer paise -> rupees (a number with at most 2 decimals). */
export function toRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** Whether a rupee amount is a whole number of paise (at most 2 decimals). */
export function isWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

/** A percentage in hundredths of a percent (basis points), clamped to 0..100 %. */
function basisPoints(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.round(Math.min(100, Math.max(0, percent)) * 100);
}

/** `amount x bp / 10000`, rounded half up to the paisa, in integers only. */
function shareHalfUp(amountPaise: number, bp: number): number {
  return Math.floor((amountPaise * bp + 5000) / 10000);
}

/** Discounted unit price in paise: price - price x discount / 100, half up to the paisa. */
export function discountedPaise(pricePaise: number, discountPercent: number): number {
  return shareHalfUp(pricePaise, 10000 - basisPoints(discountPercent));
}

/** Discounted price in rupees (for display of catalogue prices). */
export function discountedPrice(price: number, discountPercent: number): number {
  return toRupees(discountedPaise(toPaise(price), discountPercent));
}

export interface LineItem {
  price_paise: number;
  discount: number;
  quantity: number;
}

/** Sum of discounted price x quantity, in paise: the cart page's items and the server's, one rule. */
export function itemsTotalPaise(items: LineItem[]): number {
  return items.reduce((sum, item) => sum + discountedPaise(item.price_paise, item.discount) * item.quantity, 0);
}

/** Cart total = items + delivery - coupon, floored at 0, in paise. */
export function cartTotalPaise(itemsPaise: number, deliveryPaise: number, couponPaise: number): number {
  return Math.max(0, itemsPaise + deliveryPaise - couponPaise);
}

/** Order total after coupon, floored at 0 (rupees in, rupees out). */
export function totalAfterCoupon(total: number, coupon: number): number {
  return toRupees(Math.max(0, toPaise(total) - toPaise(coupon)));
}

/**
 * Splits `totalPaise` over lines in proportion to their weights so the shares
 * add up exactly: each line gets the floor of its exact share, and the paise
 * left over go one each to the lines with the largest remainders (ties: the
 * earlier line). A line of weight 0 gets nothing.
 */
export function allocatePaise(totalPaise: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (totalPaise <= 0 || sum <= 0) return weights.map(() => 0);
  const total = BigInt(totalPaise);
  const whole = BigInt(sum);
  const parts = weights.map((w, index) => {
    const exact = total * BigInt(Math.max(0, w));
    return { index, share: Number(exact / whole), remainder: exact % whole };
  });
  let left = totalPaise - parts.reduce((s, p) => s + p.share, 0);
  const order = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const part of order) {
    if (left <= 0) break;
    if (weights[part.index]! <= 0) continue;
    part.share += 1;
    left -= 1;
  }
  return parts.map((p) => p.share);
}

/** A coupon's terms as they matter for money. */
export interface CouponTerms {
  kind: 'percent' | 'flat';
  /** Percent (0-100) for percent coupons, rupees for flat ones. */
  value: number;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
}

/** Whether the coupon's minimum is met by a (non-empty) items total. */
function couponMinimumMet(terms: Pick<CouponTerms, 'minOrderPaise'>, itemsPaise: number): boolean {
  return itemsPaise > 0 && itemsPaise >= terms.minOrderPaise;
}

/** The discount a coupon gives: percent half up with its cap, flat; never above the items total. */
export function couponDiscountPaise(terms: Omit<CouponTerms, 'minOrderPaise'>, itemsPaise: number): number {
  if (itemsPaise <= 0) return 0;
  let discount = terms.kind === 'percent' ? shareHalfUp(itemsPaise, basisPoints(terms.value)) : toPaise(terms.value);
  if (terms.maxDiscountPaise !== null && terms.maxDiscountPaise >= 0) discount = Math.min(discount, terms.maxDiscountPaise);
  return Math.max(0, Math.min(discount, itemsPaise));
}

/** One order line for pricing: the unit price charged and the quantity; inactive lines (removed) count for nothing. */
export interface OrderLineMoney {
  unitPaise: number;
  quantity: number;
  active: boolean;
}

export interface OrderQuotePaise {
  itemsPaise: number;
  /** 0 when there is no coupon or it no longer applies. */
  couponPaise: number;
  couponApplies: boolean;
  /** Each line's share of the coupon discount (same order as the lines; 0 for inactive lines). */
  shares: number[];
  finalPaise: number;
}

/** Prices an order from its lines, delivery charge and coupon (null: none). */
export function quoteOrderPaise(lines: OrderLineMoney[], deliveryPaise: number, coupon: CouponTerms | null): OrderQuotePaise {
  const amounts = lines.map((l) => (l.active ? l.unitPaise * l.quantity : 0));
  const itemsPaise = amounts.reduce((s, a) => s + a, 0);
  const couponApplies = coupon !== null && couponMinimumMet(coupon, itemsPaise);
  const couponPaise = couponApplies ? couponDiscountPaise(coupon, itemsPaise) : 0;
  return {
    itemsPaise,
    couponPaise,
    couponApplies,
    shares: allocatePaise(couponPaise, amounts),
    finalPaise: cartTotalPaise(itemsPaise, deliveryPaise, couponPaise),
  };
}

/** What the shopper paid for a line: unit price x quantity minus its coupon share. */
export function linePaidPaise(line: { unitPaise: number; quantity: number; couponSharePaise: number }): number {
  return Math.max(0, line.unitPaise * line.quantity - line.couponSharePaise);
}

/**
 * What the shopper paid for `part` of a line's `quantity` units: the line's
 * paid amount in proportion, rounded half up to the paisa. Counted on the
 * units returned so far (not per return), so the parts of a line add up to
 * exactly what the whole line cost.
 */
export function partPaidPaise(linePaid: number, part: number, quantity: number): number {
  if (quantity <= 0 || part <= 0) return 0;
  if (part >= quantity) return linePaid;
  return Math.floor((2 * linePaid * part + quantity) / (2 * quantity));
}

/** My Orders' grand total: what was paid minus refunds, cancelled orders left out. */
export function ordersGrandTotalPaise(orders: Array<{ order_status: string; final_price_after_coupon: number; refund_amount?: number | null }>): number {
  return orders
    .filter((o) => o.order_status !== 'cancelled')
    .reduce((sum, o) => sum + Math.max(0, toPaise(o.final_price_after_coupon) - toPaise(o.refund_amount ?? 0)), 0);
}

/** "₹1,234.50" (the same in English and Hindi: lakh and crore grouping, Latin digits). */
export function formatInr(rupees: number): string {
  return formatRupeesIndian(rupees);
}

/** "₹1,234.50" from paise. */
export function formatPaise(paise: number): string {
  return formatRupeesIndian(toRupees(paise));
}

/** Two decimals without the symbol, e.g. "1234.50" (the cart's 'To be paid'). */
export function twoDecimals(rupees: number): string {
  const paise = toPaise(rupees);
  return `${paise < 0 ? '-' : ''}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;
}
