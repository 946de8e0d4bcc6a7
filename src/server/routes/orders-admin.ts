import type { Context } from 'hono';
import { routeList } from '../http/route-list';
import { isDay, PAYMENT_GATEWAY_FILTERS, PAYMENT_STATUS_FILTERS, WAITING_FILTERS, type WaitingFilter } from '@/contract/order-filters';
import { ORDER_STATUSES } from '@/contract/orders';
import { badRequest } from '../domain-error';
import { consoleSearchQuery, intQuery } from '../http/validate';
import { MAX_PAGE } from '@/lib/pagination';
import { shopOrders } from '../services/orders';
import type { AppEnv } from '../types';
import { WORDS } from '@/lib/words';

// Operators' view of the shop's orders (mounted at /api/placeOrder before the
// order routes, whose last route takes any single segment as an order id):
// one status, text found in the order id or the customer's name or mobile,
// the payment method and status, the India days placed, and the Today
// page's queues by name.

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
/** India is UTC+5:30 all year: its day starts at 18:30 UTC the day before. */
const INDIA = '+05:30';

/** The query parameter `name` when given, which must be one of `allowed`. */
function oneOf<T extends string>(c: Context<AppEnv>, name: string, allowed: readonly T[]): T | undefined {
  const value = c.req.query(name) || undefined;
  if (value !== undefined && !(allowed as readonly string[]).includes(value)) throw badRequest(WORDS.apiAnswers.request.oneOf(name, allowed.join(', ')));
  return value as T | undefined;
}

/** The instant India's day `name` (YYYY-MM-DD) starts, `after` days later (1: the next midnight). */
function dayStart(c: Context<AppEnv>, name: string, after = 0): string | undefined {
  const value = c.req.query(name) || undefined;
  if (value === undefined) return undefined;
  if (!isDay(value)) throw badRequest(WORDS.consoleDay.fulfil.dayInvalid(name));
  return new Date(new Date(`${value}T00:00:00${INDIA}`).getTime() + after * 86_400_000).toISOString();
}

export const ordersAdmin = routeList().get('/all-orders', { access: 'admin' }, async (c) => {
  const status = oneOf(c, 'status', ORDER_STATUSES);
  const text = consoleSearchQuery(c, WORDS.console.orders.searchTooLong);
  const since = dayStart(c, 'from');
  const until = dayStart(c, 'to', 1);
  if (since && until && since >= until) throw badRequest(WORDS.consoleDay.fulfil.daysReversed);
  const page = intQuery(c, 'page', 1, 1, MAX_PAGE);
  const limit = intQuery(c, 'limit', DEFAULT_LIMIT, 1, MAX_LIMIT);
  const result = await shopOrders(c.var.db, c.var.distributor.id, {
    status,
    text,
    gateway: oneOf(c, 'payment_method', PAYMENT_GATEWAY_FILTERS),
    paymentStatus: oneOf(c, 'payment_status', PAYMENT_STATUS_FILTERS),
    since,
    until,
    waiting: oneOf<WaitingFilter>(c, 'waiting', WAITING_FILTERS),
    page,
    limit,
  });
  c.header('X-Total-Count', String(result.total));
  return c.json({ ...result, page, limit });
});
