import { ORDER_STATUSES } from '@/contract/orders';
import type { WaitingFilter } from '@/contract/order-filters';

// The order list's total, when its filters are ones the shop's counters keep:
// one status, one of Today's queues, a run of India days, or none. The
// triggers of migrations/0055_order_day_totals.sql, 0056_order_counts.sql and
// 0057_returns_waiting_count.sql keep those per shop, so a big shop's total of
// a year of delivered orders, or of a month, is read from one row (a month's:
// 31) rather than counted order by order. Any other mix of filters is counted
// from the orders, up to a cap.

/** The console order list's filters. */
export interface OrderFilters {
  status?: string;
  text?: string;
  /** The stored gateway: UPI, CARD, NETBANKING or COD. */
  gateway?: string;
  paymentStatus?: string;
  /** Placed at or after `since` and before `until` (UTC instants). */
  since?: string;
  until?: string;
  waiting?: WaitingFilter;
}

type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Each status's counter column, by the status's own name (nothing of the request enters the SQL). */
const STATUS_COLUMN = Object.fromEntries(ORDER_STATUSES.map((s) => [s, `status_${s}`])) as Record<OrderStatus, string>;

/** Each queue's counter column. */
const QUEUE_COLUMN: Record<WaitingFilter, string> = {
  to_approve: STATUS_COLUMN.pending,
  to_assign: 'to_assign',
  on_the_road: 'on_the_road',
  returns_to_process: 'returns_to_process',
  payments_to_verify: 'payments_to_verify',
};

/** India's midnight is 18:30 UTC: the day totals hold whole India days only. */
const INDIA_MIDNIGHT_MS = (18 * 60 + 30) * 60_000;
const isIndiaMidnight = (instant: string) => new Date(instant).getTime() % 86_400_000 === INDIA_MIDNIGHT_MS;

const counter = (column: string) => `SELECT COALESCE((SELECT ${column} FROM order_counts WHERE distributor_id = ?), 0) AS total`;

/** The statement reading the exact total from the counters, or null when these filters have none. */
export function countedTotal(db: D1Database, distributorId: number, q: OrderFilters): D1PreparedStatement | null {
  if (q.text !== undefined || q.gateway !== undefined || q.paymentStatus !== undefined) return null;
  const byDay = q.since !== undefined || q.until !== undefined;
  const filters = [q.status, q.waiting, byDay ? true : undefined].filter((f) => f !== undefined).length;
  if (filters > 1) return null;
  if (q.status !== undefined) {
    const column = STATUS_COLUMN[q.status as OrderStatus];
    return column ? db.prepare(counter(column)).bind(distributorId) : null;
  }
  if (q.waiting !== undefined) {
    return db.prepare(counter(QUEUE_COLUMN[q.waiting])).bind(distributorId);
  }
  if (byDay) {
    if ((q.since && !isIndiaMidnight(q.since)) || (q.until && !isIndiaMidnight(q.until))) return null;
    const days = ['distributor_id = ?'];
    const binds: unknown[] = [distributorId];
    if (q.since) {
      days.push(`day >= date(?, '+330 minutes')`);
      binds.push(q.since);
    }
    if (q.until) {
      days.push(`day < date(?, '+330 minutes')`);
      binds.push(q.until);
    }
    return db.prepare(`SELECT COALESCE(SUM(order_count), 0) AS total FROM order_day_totals WHERE ${days.join(' AND ')}`).bind(...binds);
  }
  return db.prepare(counter(ORDER_STATUSES.map((s) => STATUS_COLUMN[s]).join(' + '))).bind(distributorId);
}
