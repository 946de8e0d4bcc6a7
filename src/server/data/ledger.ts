import { linePaidPaise, partPaidPaise } from '@/lib/pricing';
import { unitPaiseOf, type LoadedOrder, type OrderProductRow, type OrderRow } from './orders';

// The money ledger of orders (table payments, docs/money.md): append-only
// rows of money in (capture, verification, cash) and out (refund). Reads sum
// an order's rows beside the order itself; writes are single statements that
// join the guarded batch of the change that moved the money.

type LedgerKind = 'capture' | 'verification' | 'cash' | 'refund';
export type LedgerMethod = 'gateway' | 'upi' | 'card' | 'netbanking' | 'cash' | 'bank';

export interface LedgerRow {
  kind: LedgerKind;
  method: LedgerMethod;
  amountPaise: number;
  reference: string | null;
  actor: { id: number | null; role: 'admin' | 'delivery' | 'customer' | 'system'; name?: string | null };
  at: string;
}

/** Inserts one ledger row for the order, only while `guard` holds (the batch's own condition). */
export function ledgerInsert(db: D1Database, order: OrderRow, row: LedgerRow, guard: { sql: string; binds: unknown[] }): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payments (distributor_id, order_pk, kind, method, amount_paise, reference, actor_id, actor_role, actor_name, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${guard.sql}`,
    )
    .bind(
      order.distributor_id, order.id, row.kind, row.method, row.amountPaise, row.reference,
      row.actor.id, row.actor.role, row.actor.name ?? null, row.at, ...guard.binds,
    );
}

/** How money an order received by its own method goes back by hand, when the admin names no other way. */
export function refundMethodOf(order: OrderRow): LedgerMethod {
  if (order.gateway_payment_id) return 'gateway';
  switch (order.payment_gateway) {
    case 'COD':
      return 'cash';
    case 'UPI':
      return 'upi';
    case 'CARD':
      return 'card';
    case 'NETBANKING':
      return 'netbanking';
    default:
      return 'bank';
  }
}

export interface MoneyPaise {
  total: number;
  paid: number;
  refunded: number;
  balance: number;
  chargeStatus: 'none' | 'partial' | 'full' | 'overcharged';
}

const OUT_OF_ORDER = new Set(['returned', 'refunded']);

/** What the shopper paid for a whole line: its charged price x quantity less its coupon share. */
function linePaidOf(line: OrderProductRow): number {
  return linePaidPaise({ unitPaise: unitPaiseOf(line), quantity: line.quantity, couponSharePaise: line.coupon_share_paise ?? 0 });
}

/** What the shopper paid for the units of a line returned so far (all of it once the line is back whole). */
export function returnedPartPaidOf(line: OrderProductRow): number {
  return partPaidPaise(linePaidOf(line), line.returned_quantity ?? 0, line.quantity);
}

/**
 * What the order now costs: nothing once cancelled; otherwise its stored total
 * less what the shopper paid for each line returned or refunded, and less the
 * delivery charge once no line is left in the order.
 */
function orderCostPaise({ order, products }: LoadedOrder): number {
  if (order.order_status === 'cancelled') return 0;
  const lines = products.filter((p) => p.status !== 'removed');
  const out = lines.filter((p) => OUT_OF_ORDER.has(p.status));
  // A line returned whole or refunded gives back what it cost; part of a line returned, that part's share.
  const linesBack = lines.reduce((sum, l) => sum + (OUT_OF_ORDER.has(l.status) ? linePaidOf(l) : returnedPartPaidOf(l)), 0);
  const whole = lines.length > 0 && out.length === lines.length;
  return Math.max(0, order.final_price_after_coupon_paise - linesBack - (whole ? order.delivery_charge_paise : 0));
}

/** The order's money from its ledger: balance = total - paid + refunded (below zero: the shop owes the shopper). */
export function moneyOf(loaded: LoadedOrder): MoneyPaise {
  const total = orderCostPaise(loaded);
  const paid = Number(loaded.order.ledger_paid_paise ?? 0);
  const refunded = Number(loaded.order.ledger_refunded_paise ?? 0);
  const net = paid - refunded;
  const chargeStatus = net > total ? 'overcharged' : net <= 0 ? 'none' : net === total ? 'full' : 'partial';
  return { total, paid, refunded, balance: total - net, chargeStatus };
}
