import type { LowStockProduct } from '@/contract/console';

// The queries behind the console's Today page, in one batch. Every statement
// is scoped to the shop. Money stays paise here.

export interface TodayRows {
  today: { orders: number; paid_paise: number };
  week: { orders: number; paid_paise: number };
  waiting: { to_approve: number; to_assign: number; on_the_road: number; returns_to_process: number; payments_to_verify: number };
  lowStock: LowStockProduct[];
  /** Every one of the shop's products at or under its minimum. */
  lowStockCount: number;
}

/**
 * The orders and paid money of the week and of today, from the per-day totals
 * the triggers of migrations/0055_order_day_totals.sql keep (a row per shop
 * and India day): the week's rows (at most 7), read once, however many orders
 * the shop took; today's are among them. `?2` and `?3` are the instants the
 * week and the day began, so their India dates are their first days.
 */
const WEEK_AND_DAY = `SELECT COALESCE(SUM(order_count), 0) AS week_orders, COALESCE(SUM(paid_paise), 0) AS week_paid_paise,
  COALESCE(SUM(CASE WHEN day >= date(?3, '+330 minutes') THEN order_count END), 0) AS day_orders,
  COALESCE(SUM(CASE WHEN day >= date(?3, '+330 minutes') THEN paid_paise END), 0) AS day_paid_paise
  FROM order_day_totals WHERE distributor_id = ?1 AND day >= date(?2, '+330 minutes')`;

/**
 * The queues' counts and the low-stock count, each from its shop's one row of
 * counters that triggers keep (migrations/0056_order_counts.sql, and 0057 for
 * the returns to process) rather than from the orders and products themselves.
 */
const COUNTS = `SELECT c.status_pending AS to_approve, c.to_assign, c.on_the_road, c.returns_to_process, c.payments_to_verify,
  (SELECT n FROM low_stock_counts WHERE distributor_id = ?1) AS low_stock
  FROM (SELECT ?1 AS id) shop LEFT JOIN order_counts c ON c.distributor_id = shop.id`;

export async function todayRows(db: D1Database, distributorId: number, since: { day: string; week: string }, lowStockLimit: number): Promise<TodayRows> {
  const [totals, counts, low] = await db.batch([
    db.prepare(WEEK_AND_DAY).bind(distributorId, since.week, since.day),
    db.prepare(COUNTS).bind(distributorId),
    db
      .prepare(
        `SELECT id, product_name, total_stock, stock_minimum_level FROM products_on_sale
         WHERE distributor_id = ? AND total_stock <= stock_minimum_level ORDER BY total_stock, id LIMIT ?`,
      )
      .bind(distributorId, lowStockLimit),
  ]);
  const first = <T>(r: D1Result | undefined) => (r?.results[0] ?? {}) as T;
  const t = first<Record<'week_orders' | 'week_paid_paise' | 'day_orders' | 'day_paid_paise', number | null>>(totals);
  const w = first<Record<keyof TodayRows['waiting'] | 'low_stock', number | null>>(counts);
  return {
    today: { orders: Number(t.day_orders ?? 0), paid_paise: Number(t.day_paid_paise ?? 0) },
    week: { orders: Number(t.week_orders ?? 0), paid_paise: Number(t.week_paid_paise ?? 0) },
    waiting: {
      to_approve: Number(w.to_approve ?? 0),
      to_assign: Number(w.to_assign ?? 0),
      on_the_road: Number(w.on_the_road ?? 0),
      returns_to_process: Number(w.returns_to_process ?? 0),
      payments_to_verify: Number(w.payments_to_verify ?? 0),
    },
    lowStock: (low?.results ?? []) as unknown as LowStockProduct[],
    lowStockCount: Number(w.low_stock ?? 0),
  };
}
