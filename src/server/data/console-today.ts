import type { LowStockProduct } from '@/contract/console';
import { WAITING_SQL } from './order-queues';

// The queries behind the console's Today page, in one batch. Every statement
// is scoped to the shop. Money stays paise here.

export interface TodayRows {
  today: { orders: number; paid_paise: number };
  week: { orders: number; paid_paise: number };
  waiting: { to_approve: number; to_assign: number; on_the_road: number; returns_to_process: number; payments_to_verify: number };
  lowStock: LowStockProduct[];
  lowStockCount: number;
  lowStockMore: boolean;
}

/**
 * Low-stock products counted at most: a big shop may have thousands under
 * their minimum, and the page lists twenty; past this it says "more than".
 */
const LOW_STOCK_COUNTED = 100;

/**
 * The orders and paid money since an India midnight, from the per-day totals
 * the triggers of migrations/0055_order_day_totals.sql keep (a row per shop
 * and India day): at most a week of rows, however many orders the shop took.
 * `since` is the instant the day began, so its India date is its day.
 */
const SINCE_DAY = `SELECT COALESCE(SUM(order_count), 0) AS orders, COALESCE(SUM(paid_paise), 0) AS paid_paise
  FROM order_day_totals WHERE distributor_id = ? AND day >= date(?, '+330 minutes')`;

/**
 * One count per queue, each the order list's `waiting` filter for it. Each is
 * its own count so it reads through the index its condition names (status,
 * payment) rather than every order the shop ever had. Returns are counted
 * from their few returned lines: NOT INDEXED keeps the planner from walking
 * the shop's orders instead (it still looks orders up by id).
 */
const WAITING_COLUMNS = Object.entries(WAITING_SQL)
  .map(([queue, condition]) => {
    const from = queue === 'returns_to_process' ? 'orders NOT INDEXED' : 'orders';
    return `(SELECT COUNT(*) FROM ${from} WHERE distributor_id = ?1 AND (${condition})) AS ${queue}`;
  })
  .join(',\n');

export async function todayRows(db: D1Database, distributorId: number, since: { day: string; week: string }, lowStockLimit: number): Promise<TodayRows> {
  const [day, week, waiting, low, lowCount] = await db.batch([
    db.prepare(SINCE_DAY).bind(distributorId, since.day),
    db.prepare(SINCE_DAY).bind(distributorId, since.week),
    db
      .prepare(
        `SELECT ${WAITING_COLUMNS}`,
      )
      .bind(distributorId),
    db
      .prepare(
        `SELECT id, product_name, total_stock, stock_minimum_level FROM products_on_sale
         WHERE distributor_id = ? AND total_stock <= stock_minimum_level ORDER BY total_stock, id LIMIT ?`,
      )
      .bind(distributorId, lowStockLimit),
    // Counted in the low-stock index, which holds only the products at or under their minimum, up to the cap.
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM (SELECT 1 FROM products INDEXED BY products_low_stock
         WHERE distributor_id = ? AND withdrawn_at IS NULL AND total_stock <= stock_minimum_level LIMIT ?)`,
      )
      .bind(distributorId, LOW_STOCK_COUNTED + 1),
  ]);
  const first = <T>(r: D1Result | undefined) => (r?.results[0] ?? {}) as T;
  const period = (r: D1Result | undefined) => {
    const row = first<{ orders?: number; paid_paise?: number }>(r);
    return { orders: Number(row.orders ?? 0), paid_paise: Number(row.paid_paise ?? 0) };
  };
  const w = first<Record<keyof TodayRows['waiting'], number>>(waiting);
  const lowStock = Number(first<{ n?: number }>(lowCount).n ?? 0);
  return {
    today: period(day),
    week: period(week),
    waiting: {
      to_approve: Number(w.to_approve ?? 0),
      to_assign: Number(w.to_assign ?? 0),
      on_the_road: Number(w.on_the_road ?? 0),
      returns_to_process: Number(w.returns_to_process ?? 0),
      payments_to_verify: Number(w.payments_to_verify ?? 0),
    },
    lowStock: (low?.results ?? []) as unknown as LowStockProduct[],
    lowStockCount: Math.min(lowStock, LOW_STOCK_COUNTED),
    lowStockMore: lowStock > LOW_STOCK_COUNTED,
  };
}
