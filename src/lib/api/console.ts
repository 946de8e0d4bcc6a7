import { readConsoleAccess, readRiders, readShopOrdersPage, readTodaySummary } from '@/contract/console';
import { readOrdersToFulfil } from '@/contract/fulfilment';
import { readOrder, readOrderChange } from '@/contract/orders';
import { readReconciliation, readResolved } from '@/contract/reconciliation';
import { readRefundsOwed, type RefundWay } from '@/contract/refunds-owed';
import type { Transport } from './transport';

// The console's calls: its own reads (api/admin/*) and the shop's existing
// order routes, each with the admin's token. The server checks the role.

const auth = { auth: true } as const;
const key = (id: string | number) => encodeURIComponent(String(id));

export function consoleApi(t: Transport) {
  return {
    access: () => t.request('GET', 'admin/access', readConsoleAccess, auth),
    today: () => t.request('GET', 'admin/today', readTodaySummary, auth),
    riders: () => t.request('GET', 'admin/riders', readRiders, auth),
    orders: (query: Record<string, string | number>) =>
      t.request('GET', 'placeOrder/all-orders', readShopOrdersPage, { ...auth, query }),
    /** The orders to pack or hand over: customer, address and lines (no prices). */
    fulfilment: (ids: string[]) => t.request('GET', 'admin/fulfilment', readOrdersToFulfil, { ...auth, query: { orders: ids.join(',') } }),
    order: (id: string) => t.request('GET', `placeOrder/${key(id)}`, readOrder, auth),
    setStatus: (id: string, status: string) => t.request('PUT', `placeOrder/${key(id)}/status`, readOrderChange, { ...auth, body: { status } }),
    assignRider: (id: string, riderId: number) =>
      t.request('PUT', `placeOrder/assign-deliveryBoy/${key(id)}`, readOrderChange, { ...auth, body: { assigned_deliveryboy_id: riderId } }),
    /** Delivered without the shopper's code, with the admin's note of why (kept in the activity log). */
    deliverWithoutCode: (id: string, note: string) =>
      t.request('PUT', `placeOrder/update-deliveryboy-status/${key(id)}`, readOrderChange, { ...auth, body: { deliveryboy_status: 'delivered', override_note: note } }),
    /** A direct UPI payment checked against the bank's reference (UTR) by an admin. */
    verifyPayment: (id: string, utr: string, adminNotes: string) =>
      t.request('PUT', `placeOrder/${key(id)}/verify-payment`, readOrderChange, { ...auth, body: { utr, admin_notes: adminNotes } }),
    /** A return processed for the shopper: the line goes back on the shelf (refund it afterwards). */
    processReturn: (id: string, productId: number, reason: string) =>
      t.request('POST', `placeOrder/orders/${key(id)}/request-return`, readOrderChange, { ...auth, body: { reason, product_id: productId } }),
    /** Returned goods of a line reached the shop: in good condition they go back on the shelf, damaged they do not. */
    receiveReturn: (id: string, productId: number, condition: 'good' | 'damaged') =>
      t.request('POST', `placeOrder/orders/${key(id)}/receive-return`, readOrderChange, { ...auth, body: { product_id: productId, condition } }),
    /** Orders whose UPI or cash money is still owed back to the shopper. */
    refundsOwed: () => t.request('GET', 'admin/refunds-owed', readRefundsOwed, auth),
    /** Differences the reconciliation found between the ledger and the payment gateway. */
    reconciliation: (show: 'open' | 'resolved' | 'all' = 'open') =>
      t.request('GET', 'admin/reconciliation', readReconciliation, show === 'open' ? auth : { ...auth, query: { show } }),
    /** Marks a difference resolved with the admin's note. */
    resolveDifference: (id: number, note: string) => t.request('POST', `admin/reconciliation/${id}/resolve`, readResolved, { ...auth, body: { note } }),
    /** Reconciles this shop with its gateway now, and answers the differences. */
    reconcileNow: () => t.request('POST', 'admin/reconciliation/run', readReconciliation, auth),
    /**
     * Refunds one line (`productId`) or all the order still holds. Money not taken by a gateway
     * says how it went back (`method`: UPI, bank or cash), with the admin's reference if any.
     */
    refund: (id: string, how: { productId?: number; method?: RefundWay; reference?: string } = {}) =>
      t.request('POST', `placeOrder/orders/${key(id)}/process-refund`, readOrderChange, {
        ...auth,
        body: {
          ...(how.productId === undefined ? {} : { product_id: how.productId }),
          ...(how.method ? { refund_method: how.method } : {}),
          ...(how.reference ? { reference: how.reference } : {}),
        },
      }),
  };
}
