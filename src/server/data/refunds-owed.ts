import { proposedRefundWay } from '@/contract/refunds-owed';
import { ledgerSums } from './ledger-sums';
import { moneyOf } from './ledger';
import type { LoadedOrder, OrderProductRow, OrderRow } from './orders';

// Orders of a shop that owe money back by hand: their ledger holds more than
// they now cost (balance below zero) and the money did not come through the
// gateway (that goes back through the gateway itself). SQL narrows the
// orders to those that could owe; the balance itself is computed as every
// answer computes it (ledger.ts), so the list and the orders agree.

export interface RefundOwed {
  order: OrderRow;
  customerName: string;
  owedPaise: number;
  refundMethod: 'upi' | 'bank' | 'cash';
}

/** At most this many candidate orders are looked at per call, oldest money first. */
export const CANDIDATES = 200;

/** The orders owing money back among the oldest CANDIDATES that could, and whether more could owe past them. */
export async function refundsOwed(db: D1Database, distributorId: number): Promise<{ owed: RefundOwed[]; more: boolean }> {
  const candidates = `SELECT * FROM (SELECT o.*, ${ledgerSums('o')} FROM orders o WHERE o.distributor_id = ? AND o.gateway_payment_id IS NULL) q
    WHERE q.ledger_paid_paise - q.ledger_refunded_paise > 0 AND (
      q.order_status IN ('cancelled', 'returned', 'refunded')
      OR q.ledger_paid_paise - q.ledger_refunded_paise > q.final_price_after_coupon_paise
      OR EXISTS (SELECT 1 FROM order_products op WHERE op.order_pk = q.id AND (op.status = 'returned' OR (op.status = 'ordered' AND op.returned_quantity > 0))))
    ORDER BY q.updated_at, q.id LIMIT ${CANDIDATES + 1}`;
  const [orders, lines, names] = await db.batch([
    db.prepare(candidates).bind(distributorId),
    db.prepare(`SELECT * FROM order_products WHERE order_pk IN (SELECT id FROM (${candidates})) ORDER BY id`).bind(distributorId),
    db.prepare(`SELECT c.id, c.name FROM customers c WHERE c.distributor_id = ? AND c.id IN (SELECT user_id FROM (${candidates}))`).bind(distributorId, distributorId),
  ]);
  const byOrder = new Map<number, OrderProductRow[]>();
  for (const line of (lines?.results ?? []) as unknown as OrderProductRow[]) byOrder.set(line.order_pk, [...(byOrder.get(line.order_pk) ?? []), line]);
  const nameOf = new Map(((names?.results ?? []) as Array<{ id: number; name: string }>).map((c) => [c.id, c.name]));
  const read = (orders?.results ?? []) as unknown as OrderRow[];
  const owed: RefundOwed[] = [];
  for (const order of read.slice(0, CANDIDATES)) {
    const loaded: LoadedOrder = { order, products: byOrder.get(order.id) ?? [] };
    const { balance } = moneyOf(loaded);
    if (balance >= 0) continue;
    // Only money taken by hand is listed (no gateway payment): it goes back the way it came, else by bank.
    owed.push({ order, customerName: nameOf.get(order.user_id) ?? '', owedPaise: -balance, refundMethod: proposedRefundWay(order.payment_method) ?? 'bank' });
  }
  // One candidate past the cap was read to know whether the list stops short of them all.
  return { owed, more: read.length > CANDIDATES };
}
