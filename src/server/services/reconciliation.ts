import { toRupees } from '@/lib/pricing';
import { REFUNDS_OWED_MESSAGES } from '@/lib/refunds-owed-messages';
import type { ReconciliationAnswer, ReconciliationDifference } from '@/contract/reconciliation';
import { DomainError, notFound } from '../domain-error';
import { getCustomer } from '../data/customers';
import { gatewayKeys } from '../data/gateway-keys';
import { differencesOf, gatewayOrdersSince, recordRun, resolveDifference, type Difference, type DifferenceFilter, type GatewayOrderToCheck, type StoredDifference } from '../data/reconciliation';
import { razorpayTransport } from '../payment';
import { GatewayError, razorpayClient, type RazorpayPayment } from '../payment/razorpay';
import type { RequestEvents } from '../events/request-events';
import { WORDS } from '@/lib/words';

// Reconciliation of a shop's ledger with its payment gateway (docs/money.md,
// "Reconciliation"): for the gateway orders of the last few days, the
// payments the gateway captured are compared with the ledger's gateway
// captures, payment by payment. Whatever disagrees is kept (once) for the
// console: a captured payment the ledger lacks, an amount that differs, a
// ledger capture the gateway does not know.

/** How far back a run looks: late captures and slow webhooks land within days. */
const RECONCILE_DAYS = 3;
/** Orders compared per shop per run (one gateway call each). */
const ORDERS_PER_RUN = 300;
/** Differences the console lists. */
const LISTED = 200;

/** A payment the gateway holds money for: captured, or captured and refunded since. */
const heldMoney = (p: RazorpayPayment) => p.status === 'captured' || p.status === 'refunded' || p.captured === true;

/** The differences between one order's ledger captures and the gateway's payments of it. */
function compareOrder(order: GatewayOrderToCheck, payments: RazorpayPayment[]): Difference[] {
  const base = { orderPk: order.pk, orderId: order.orderId, gatewayOrderId: order.gatewayOrderId };
  const differences: Difference[] = [];
  const atGateway = new Map<string, number>();
  for (const p of payments) if (heldMoney(p) && typeof p.id === 'string' && Number.isInteger(p.amount)) atGateway.set(p.id, p.amount);
  for (const [paymentId, gatewayPaise] of atGateway) {
    const ledgerPaise = order.captures.get(paymentId);
    if (ledgerPaise === undefined) differences.push({ ...base, paymentId, kind: 'missing_in_ledger', ledgerPaise: null, gatewayPaise });
    else if (ledgerPaise !== gatewayPaise) differences.push({ ...base, paymentId, kind: 'amount_differs', ledgerPaise, gatewayPaise });
  }
  for (const [paymentId, ledgerPaise] of order.captures) {
    if (!atGateway.has(paymentId)) differences.push({ ...base, paymentId, kind: 'unknown_to_gateway', ledgerPaise, gatewayPaise: null });
  }
  return differences;
}

export interface RunOutcome {
  ordersChecked: number;
  found: number;
  added: number;
  unreachable: number;
}

/**
 * One shop's run: null when the shop has no gateway keys. An order the
 * gateway could not be asked about is skipped (counted as unreachable) and
 * looked at again by the next run, which covers the same days. `record`: the
 * database its findings are written through (an admin's run: with its event).
 */
export async function reconcileShop(env: Env, db: D1Database, shopId: number, now: Date, record: D1Database = db): Promise<RunOutcome | null> {
  const keys = await gatewayKeys(db, env.PAYMENT_KEYS_SECRET, shopId);
  if (!keys) return null;
  const client = razorpayClient(keys, razorpayTransport(env));
  const since = new Date(now.getTime() - RECONCILE_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const orders = await gatewayOrdersSince(db, shopId, since, ORDERS_PER_RUN);
  const differences: Difference[] = [];
  let unreachable = 0;
  for (const order of orders) {
    try {
      differences.push(...compareOrder(order, await client.paymentsOfOrder(order.gatewayOrderId)));
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      console.warn(JSON.stringify({ event: 'reconcile-unreachable', shop: shopId, message: err.message }));
      unreachable += 1;
    }
  }
  const ordersChecked = orders.length - unreachable;
  const added = await recordRun(record, shopId, differences, { ranAt: now.toISOString(), ordersChecked, differences: differences.length });
  return { ordersChecked, found: differences.length, added, unreachable };
}

function differenceAnswer(d: StoredDifference): ReconciliationDifference {
  return {
    id: d.id,
    order_pk: d.orderPk,
    order_id: d.orderId,
    gateway_order_id: d.gatewayOrderId,
    payment_id: d.paymentId,
    kind: d.kind,
    ledger_amount: d.ledgerPaise === null ? null : toRupees(d.ledgerPaise),
    gateway_amount: d.gatewayPaise === null ? null : toRupees(d.gatewayPaise),
    found_at: d.foundAt,
    resolution: d.resolution ? { resolved_at: d.resolution.at, resolved_by: d.resolution.byName, note: d.resolution.note } : null,
  };
}

/** The console's list: the shop's differences the filter holds (open by default), newest first, and its last run. */
export async function reconciliationOf(db: D1Database, shopId: number, filter: DifferenceFilter = 'open'): Promise<ReconciliationAnswer> {
  const { differences, lastRun } = await differencesOf(db, shopId, LISTED, filter);
  return {
    differences: differences.map(differenceAnswer),
    last_run: lastRun ? { ran_at: lastRun.ranAt, orders_checked: lastRun.ordersChecked, differences: lastRun.differences } : null,
  };
}

/**
 * An admin marks a difference resolved with a note saying what was found or
 * done; who and when are recorded with it. Once only: a second mark (or two
 * at once) is 409, and the first note stands.
 */
export async function resolveReconciliation(
  db: D1Database,
  events: RequestEvents,
  shopId: number,
  adminId: number,
  id: number,
  note: string,
): Promise<{ message: string; difference: ReconciliationDifference }> {
  const admin = await getCustomer(db, shopId, adminId);
  const resolved = events.database(db, { type: 'shop.reconciliation_resolved', target: { kind: 'shop', ref: id }, detail: { note } });
  const outcome = await resolveDifference(resolved, shopId, id, { id: adminId, name: admin?.name ?? `admin #${adminId}`, note, at: new Date().toISOString() });
  if (outcome === 'missing') throw notFound(WORDS.refundsOwed.answers.differenceNotFound);
  if (outcome === 'already') throw new DomainError('CONFLICT', WORDS.refundsOwed.answers.alreadyResolved);
  const { differences } = await differencesOf(db, shopId, LISTED, 'all');
  const difference = differences.find((d) => d.id === id);
  if (!difference) throw notFound(WORDS.refundsOwed.answers.differenceNotFound);
  return { message: REFUNDS_OWED_MESSAGES.answers.resolved, difference: differenceAnswer(difference) };
}

/** The admin's "Check now": this shop's run, then the list. A shop without gateway keys has nothing to compare. */
export async function reconcileNow(env: Env, db: D1Database, events: RequestEvents, shopId: number): Promise<ReconciliationAnswer> {
  const outcome = await reconcileShop(env, db, shopId, new Date(), events.database(db, { type: 'shop.reconciliation', target: { kind: 'shop', ref: null } }));
  if (!outcome) throw new DomainError('GATEWAY_NOT_SET_UP', WORDS.refundsOwed.answers.noGatewayKeys);
  return reconciliationOf(db, shopId);
}
