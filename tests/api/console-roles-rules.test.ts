import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import { ADMIN, accountId, seededCrew, tokenFor } from './orders-support';

// Who the console's and the rider screen's reads answer, per role: the calls
// each console page makes when it opens (Today's counts on every page, then
// the page's own list or settings), asked by a customer, a rider and another
// shop's admin. The browser layer (tests/e2e/console-roles.spec.ts) checks
// what a refused person sees on a few pages; the statuses are checked here,
// for every page. The attack suite (tests/api/attack) checks every route is
// refused with some 4xx; this file pins the exact answer each page relies on.

/** The reads each console page makes as it opens, by page. */
const CONSOLE_PAGE_READS: Record<string, string[]> = {
  '/admin': ['admin/today'],
  '/admin/products': ['admin/products?page=1&limit=20'],
  '/admin/products/new, /admin/products/:id, /admin/categories, /admin/storefront': ['admin/access'],
  '/admin/coupons': ['ecom_coupon/list'],
  '/admin/orders': ['placeOrder/all-orders?page=1&limit=20'],
  '/admin/orders/:id': ['admin/riders'],
  '/admin/customers': ['EcomLogin/EcomCustomer/getAllCustomers?limit=25&offset=0'],
  '/admin/activity': ['admin/activity?page=1&limit=25'],
  '/admin/delivery': ['delivery/areas'],
  '/admin/payments': ['admin/payment-settings'],
  '/admin/refunds': ['admin/refunds-owed', 'admin/reconciliation'],
  '/admin/messages': ['admin/notifications?status=failed&page=1&limit=20'],
  '/admin/messaging': ['admin/messaging-settings'],
  '/admin/search': ['admin/search-synonyms'],
  '/admin/staff': ['admin/staff'],
  '/admin/reports': ['admin/reports/sales?from=2026-11-01&to=2026-11-29&by=day'],
};
const READS = [...new Set(Object.values(CONSOLE_PAGE_READS).flat())];

const { shopper, admin, rider, riderId } = await seededCrew(0);
const kiranaAdmin = await tokenFor(ADMIN[0], ADMIN[1], 'kirana');

/** Each read asked with `token`: the ones not answered `status` with `code`. */
async function answersOtherThan(token: string, status: number, code: string, paths = READS) {
  const answers = await Promise.all(paths.map(async (path) => ({ path, res: await call(path, { token }) })));
  return answers.filter(({ res }) => res.status !== status || res.json?.code !== code).map(({ path, res }) => `${path} -> ${res.status} ${res.text.slice(0, 120)}`);
}

describe('the console pages’ reads', () => {
  it('are all answered for the shop’s admin (so a refusal below is about the person)', async () => {
    const answers = await Promise.all(READS.map(async (path) => ({ path, status: (await call(path, { token: admin })).status })));
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  });

  it('refuse a customer with 403', async () => {
    expect(await answersOtherThan(shopper, 403, 'FORBIDDEN')).toEqual([]);
  });

  it('refuse a rider with 403', async () => {
    expect(await answersOtherThan(rider, 403, 'FORBIDDEN')).toEqual([]);
  });

  it('refuse another shop’s admin with 401 (the session names another shop)', async () => {
    expect(await answersOtherThan(kiranaAdmin, 401, 'UNAUTHENTICATED')).toEqual([]);
  });
});

describe('the rider screen’s read (a rider’s own round)', () => {
  it('answers the rider, refuses a customer with 403 and another shop’s admin with 401', async () => {
    expect((await call(`placeOrder/assigned-orders/${riderId}`, { token: rider })).status).toBe(200);
    const customerId = await accountId('shopper@example.com');
    expect(await answersOtherThan(shopper, 403, 'FORBIDDEN', [`placeOrder/assigned-orders/${customerId}`])).toEqual([]);
    expect(await answersOtherThan(kiranaAdmin, 401, 'UNAUTHENTICATED', [`placeOrder/assigned-orders/${await accountId(ADMIN[0], 'kirana')}`])).toEqual([]);
  });

  it('answers the shop’s admin 404 for their own id: it is no rider’s', async () => {
    const adminId = await accountId(ADMIN[0]);
    expect(await answersOtherThan(admin, 404, 'NOT_FOUND', [`placeOrder/assigned-orders/${adminId}`])).toEqual([]);
  });
});
