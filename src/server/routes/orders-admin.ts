import { Hono } from 'hono';
import { ORDER_STATUSES } from '@/contract/orders';
import { MESSAGES } from '@/lib/messages';
import { requireAuth } from '../auth/guard';
import { badRequest } from '../domain-error';
import { intQuery } from '../http/validate';
import { MAX_PAGE } from '@/lib/pagination';
import { shopOrders } from '../services/orders';
import type { AppEnv } from '../types';

// Operators' view of the shop's orders (mounted at /api/placeOrder before the
// order routes, whose last route takes any single segment as an order id):
// one status, and text found in the order id or the customer's name or mobile.

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
const MAX_SEARCH = 100;

export const ordersAdmin = new Hono<AppEnv>().get('/all-orders', requireAuth('admin'), async (c) => {
  const status = c.req.query('status') || undefined;
  if (status !== undefined && !(ORDER_STATUSES as readonly string[]).includes(status)) {
    throw badRequest(`status must be one of ${ORDER_STATUSES.join(', ')}.`);
  }
  const text = c.req.query('q')?.trim() || undefined;
  if (text !== undefined && text.length > MAX_SEARCH) throw badRequest(MESSAGES.console.orders.searchTooLong(MAX_SEARCH));
  const page = intQuery(c, 'page', 1, 1, MAX_PAGE);
  const limit = intQuery(c, 'limit', DEFAULT_LIMIT, 1, MAX_LIMIT);
  const result = await shopOrders(c.env.DB, c.var.distributor.id, { status, text, page, limit });
  c.header('X-Total-Count', String(result.total));
  return c.json({ ...result, page, limit });
});
