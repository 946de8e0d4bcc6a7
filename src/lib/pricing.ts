// All money arithmetic (decisions.md "Money"). Rupees with paise in the
// contract, integer paise inside; rounding is half up to the paisa.

/** Rupees -> integer paise, rounding half up. */
export function toPaise(rupees: number): number {
  return Math.round((rupees + Number.EPSILON) * 100);
}

/** Integer paise -> rupees. */
export function toRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** Discounted price in paise: price - price x discount / 100, half up. */
export function discountedPaise(pricePaise: number, discountPercent: number): number {
  const pct = clampPercent(discountPercent);
  return Math.round((pricePaise * (100 - pct)) / 100 + 1e-9);
}

/** Discounted price in rupees, kept to 2 decimals (spec 9). */
export function discountedPrice(price: number, discountPercent: number): number {
  return toRupees(discountedPaise(toPaise(price), discountPercent));
}

/** The home list shows the discounted price rounded to the rupee. */
export function roundedRupees(price: number): number {
  return Math.round(price + 1e-9);
}

export interface LineItem {
  price: number;
  discount: number;
  quantity: number;
}

/** Sum of discounted price x quantity, in paise. */
export function itemsTotalPaise(items: LineItem[]): number {
  return items.reduce((sum, item) => sum + discountedPaise(toPaise(item.price), item.discount) * item.quantity, 0);
}

/** Cart total = items + delivery - coupon, floored at 0, in paise. */
export function cartTotalPaise(itemsPaise: number, deliveryPaise: number, couponPaise: number): number {
  return Math.max(0, itemsPaise + deliveryPaise - couponPaise);
}

/** Order total after coupon, floored at 0 (rupees in, rupees out). */
export function totalAfterCoupon(total: number, coupon: number): number {
  return Math.max(0, toRupees(toPaise(total) - toPaise(coupon)));
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const inrWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** "₹1,234.50" */
export function formatInr(rupees: number): string {
  return inr.format(rupees);
}

/** "₹1,235" for lists that show whole rupees. */
export function formatInrWhole(rupees: number): string {
  return inrWhole.format(rupees);
}

/** Two decimals without the symbol, e.g. "1234.50" (the cart's 'To be paid'). */
export function twoDecimals(rupees: number): string {
  return (Math.round(rupees * 100) / 100).toFixed(2);
}

function clampPercent(p: number): number {
  if (!Number.isFinite(p)) return 0;
  return Math.min(100, Math.max(0, p));
}
