import { DomainError, badRequest, notFound } from '../domain-error';
import { allocatePaise, cartTotalPaise, discountedPaise } from '@/lib/pricing';
import { checkCoupon } from './coupons';
import { deliveryTerms, type DeliveryTerms } from './delivery';
import { WORDS } from '@/lib/words';

// Prices an order from D1 alone: product prices and discounts, the coupon
// (validated again for this customer) and the delivery charge for the
// address's pincode (data/delivery.ts).
// Nothing the browser sends about money is used.

export interface QuoteLine {
  product_id: number;
  product_name: string;
  price_paise: number;
  discount: number;
  image: string | null;
  quantity: number;
  total_stock: number;
}

/** A priced line: the unit price charged and its share of the coupon, both paise. */
interface PricedLine extends QuoteLine {
  unitPaise: number;
  couponSharePaise: number;
}

export interface Quote {
  lines: PricedLine[];
  itemsPaise: number;
  deliveryPaise: number;
  /** The delivery terms the charge came from (cash on delivery offered or not). */
  delivery: DeliveryTerms;
  coupon: { id: number; code: string; discountPaise: number } | null;
  finalPaise: number;
}

/** Products of this shop for the requested lines (duplicates merged); not_found if one is not ours. */
export async function linesFromProducts(
  db: D1Database,
  distributorId: number,
  requested: Array<{ product_id: number; quantity: number }>,
): Promise<QuoteLine[]> {
  const wanted = new Map<number, number>();
  for (const r of requested) wanted.set(r.product_id, (wanted.get(r.product_id) ?? 0) + r.quantity);
  const { results } = await db
    .prepare(
      `SELECT id AS product_id, product_name, price_paise, discount, image, total_stock FROM products_on_sale
       WHERE distributor_id = ? AND id IN (SELECT value FROM json_each(?)) ORDER BY id`,
    )
    .bind(distributorId, JSON.stringify([...wanted.keys()]))
    .all<Omit<QuoteLine, 'quantity'>>();
  if (results.length !== wanted.size) throw notFound(WORDS.apiAnswers.notFound.product);
  return results.map((p) => ({ ...p, quantity: wanted.get(p.product_id) ?? 0 }));
}

export async function quoteOrder(
  db: D1Database,
  args: { distributorId: number; customerId: number; lines: QuoteLine[]; couponCode?: string | null; pincode?: string | null },
): Promise<Quote> {
  if (!args.lines.length) throw badRequest(WORDS.cart.empty);
  // An early, friendly answer; the write's CHECK (total_stock >= 0) is the real guard.
  if (args.lines.some((l) => l.quantity > l.total_stock)) throw new DomainError('OUT_OF_STOCK', WORDS.stock.notEnough);
  const units = args.lines.map((l) => discountedPaise(l.price_paise, l.discount));
  const amounts = args.lines.map((l, i) => units[i]! * l.quantity);
  const itemsPaise = amounts.reduce((sum, a) => sum + a, 0);
  const code = args.couponCode?.trim();
  const [delivery, couponCheck] = await Promise.all([
    deliveryTerms(db, args.distributorId, args.pincode),
    code ? checkCoupon(db, { distributorId: args.distributorId, customerId: args.customerId, code, itemsPaise }) : null,
  ]);
  if (couponCheck && !couponCheck.ok) throw new DomainError(couponCheck.code, WORDS.apiAnswers.asGiven(couponCheck.message));
  const coupon = couponCheck?.ok
    ? { id: couponCheck.coupon.id, code: couponCheck.coupon.code, discountPaise: couponCheck.discountPaise }
    : null;
  const deliveryPaise = delivery.chargePaise;
  const finalPaise = cartTotalPaise(itemsPaise, deliveryPaise, coupon?.discountPaise ?? 0);
  // Each line keeps its share of the coupon, so a later change or refund of
  // one line never needs the others re-priced.
  const shares = allocatePaise(coupon?.discountPaise ?? 0, amounts);
  const lines = args.lines.map((l, i) => ({ ...l, unitPaise: units[i]!, couponSharePaise: shares[i]! }));
  return { lines, itemsPaise, deliveryPaise, delivery, coupon, finalPaise };
}
