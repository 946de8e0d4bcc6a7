import { nextStep } from './rider-steps';

// The rider's day: the orders still to deliver and those delivered since
// India's midnight come first, with the cash still to collect and the cash
// collected today for settling up with the shop; older finished orders
// come after, folded away.

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const COD = 'Cash on Delivery';

interface DayOrder {
  order_status: string;
  deliveryboy_status: string | null;
  delivered_at: string | null;
  payment_method: string | null;
  final_price_after_coupon: number;
  refund_amount: number;
  /** The cash the ledger recorded at the door when the order was delivered (null before, or when paid online). */
  cash_collected?: number | null;
}

/** The instant India's current day began. */
export function indiaDayStart(now: number): number {
  return Math.floor((now + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}

/** What a cash order asks of the rider (nothing for one paid online). */
function cashOf(order: DayOrder): number {
  return order.payment_method === COD ? Math.max(0, order.final_price_after_coupon - order.refund_amount) : 0;
}

export function splitDay<T extends DayOrder>(orders: T[], now: number) {
  const since = indiaDayStart(now);
  const deliveredToday = (o: T) => o.deliveryboy_status === 'delivered' && o.delivered_at !== null && Date.parse(o.delivered_at) >= since;
  // Still the rider's to act on: a next step, or a failed delivery on an open order.
  const open = (o: T) => nextStep(o) !== null;
  const today = orders.filter((o) => open(o) || deliveredToday(o) || (o.deliveryboy_status === 'failed' && ['pending', 'approved'].includes(o.order_status)));
  const earlier = orders.filter((o) => !today.includes(o));
  const sum = (list: T[], cash: (o: T) => number) => Math.round(list.reduce((s, o) => s + cash(o), 0) * 100) / 100;
  // What was taken is the ledger's row, not today's total of the order (a later refund does not change it).
  const taken = (o: T) => o.cash_collected ?? cashOf(o);
  return {
    today,
    earlier,
    toDeliver: orders.filter(open).length,
    toCollect: sum(orders.filter(open), cashOf),
    collected: sum(orders.filter(deliveredToday), taken),
  };
}
