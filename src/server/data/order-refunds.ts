import { formatPaise, linePaidPaise } from '@/lib/pricing';
import { DomainError } from '../domain-error';
import { lineIn } from './order-changes';
import { eventStatement } from '../events/record-event';
import { ledgerInsert, moneyOf, refundMethodOf, returnedPartPaidOf, type LedgerMethod } from './ledger';
import { UNCHANGED, orderUpdate, runGuarded, unchangedBinds } from './order-guard';
import { unitPaiseOf, type LoadedOrder, type OrderProductRow } from './orders';
import { WORDS } from '@/lib/words';

// Refunds (operators): money only; stock came back with the return or the
// cancellation. Each refunded line records what the shopper paid for it (its
// charged price x quantity minus its coupon share). Every refund is a row of
// the order's ledger (ledger.ts), written in the same batch, and never more
// than the order still holds: what it received less what already went back.

const refundOf = (line: OrderProductRow) =>
  linePaidPaise({ unitPaise: unitPaiseOf(line), quantity: line.quantity, couponSharePaise: line.coupon_share_paise ?? 0 });

/** A line of a kept order with part of its units returned: refunding it gives back only that part, and it stays in the order. */
const partlyReturned = (loaded: LoadedOrder, line: OrderProductRow) =>
  loaded.order.order_status !== 'cancelled' && line.status === 'ordered' && (line.returned_quantity ?? 0) > 0 && line.returned_quantity < line.quantity;

/** What refunding this line records for it in all: the whole line, or the part returned so far. */
const refundTargetOf = (loaded: LoadedOrder, line: OrderProductRow) => (partlyReturned(loaded, line) ? returnedPartPaidOf(line) : refundOf(line));

/** What refunding this line gives back now: its target less what earlier refunds of it gave. */
export const lineRefundNow = (loaded: LoadedOrder, line: OrderProductRow) => Math.max(0, refundTargetOf(loaded, line) - (line.refund_amount_paise ?? 0));

/** Sends a refund to the gateway that took the money; answers its refund id and whether it is still pending. */
export type GatewayRefunder = (order: LoadedOrder['order'], amountPaise: number) => Promise<{ refundId: string; status: 'pending' | 'processed' }>;

export interface RefundRequest {
  /** One line of the order; none: everything the order owes back. */
  productId?: number;
  /** How money not taken by a gateway went back (default: the way it came). */
  method?: 'upi' | 'bank' | 'cash';
  /** The admin's note of it: the UPI reference, the bank transfer's UTR... */
  reference?: string | null;
  by: { id: number; name: string };
}

/** What this refund gives back and which lines it marks refunded (none: money a change left owing). */
interface RefundPlan {
  amountPaise: number;
  lines: OrderProductRow[];
  whole: boolean;
}

function planRefund(loaded: LoadedOrder, productId: number | undefined): RefundPlan {
  const { order } = loaded;
  const money = moneyOf(loaded);
  const holds = money.paid - money.refunded;
  if (order.order_status === 'pending' || order.order_status === 'approved') {
    // An open order gives back only what a change already left owing (a line taken out of a paid order).
    if (productId !== undefined || money.balance >= 0) {
      throw new DomainError('NOT_REFUNDABLE', money.balance >= 0 && holds > 0 ? WORDS.refundsOwed.answers.nothingOwed : WORDS.apiAnswers.orders.refundAfterCancel);
    }
    return { amountPaise: -money.balance, lines: [], whole: holds + money.balance === 0 };
  }
  // Cash is paid at the door: a cash order cancelled before delivery took no money.
  if (order.order_status === 'cancelled' && order.payment_method === 'Cash on Delivery' && holds <= 0) {
    throw new DomainError('NOT_REFUNDABLE', WORDS.admin.nothingPaidToRefund);
  }
  const inOrder = loaded.products.filter((p) => p.status !== 'removed');
  let lines: OrderProductRow[];
  if (productId !== undefined) {
    const line = lineIn(loaded, productId);
    if (line.status === 'refunded' || lineRefundNow(loaded, line) === 0) throw new DomainError('ALREADY_REFUNDED', WORDS.apiAnswers.orders.alreadyRefunded);
    lines = [line];
  } else {
    lines = inOrder.filter((p) => p.status !== 'refunded');
    if (lines.length === 0 && holds <= 0) throw new DomainError('NOTHING_TO_REFUND', WORDS.apiAnswers.orders.nothingToRefund);
  }
  if (holds <= 0) throw new DomainError('NOTHING_RECEIVED', WORDS.refundsOwed.answers.nothingReceived);
  const whole = inOrder.every((p) => p.status === 'refunded' || (lines.includes(p) && (productId === undefined || !partlyReturned(loaded, p))));
  // A whole refund gives back all the order still holds; a line, what was paid for it (or its returned part) not yet refunded.
  const amountPaise = whole ? holds : lines.reduce((sum, l) => sum + lineRefundNow(loaded, l), 0);
  if (amountPaise > holds) throw new DomainError('REFUND_ABOVE_RECEIVED', WORDS.refundsOwed.answers.aboveReceived(formatPaise(holds)));
  return { amountPaise, lines, whole };
}

export async function processRefund(db: D1Database, loaded: LoadedOrder, req: RefundRequest, gatewayRefund?: GatewayRefunder): Promise<void> {
  const { order } = loaded;
  const plan = planRefund(loaded, req.productId);
  const at = new Date().toISOString();
  const amountNow = plan.amountPaise;
  // Money a gateway took goes back through the gateway: asked first, so a refusal changes nothing here.
  const sent = gatewayRefund && order.gateway_payment_id && amountNow > 0 ? await gatewayRefund(order, amountNow) : null;
  const refundId = sent?.refundId ?? `RFND-${Date.now()}-${order.id}`;
  const method: LedgerMethod = sent ? 'gateway' : (req.method ?? refundMethodOf(order));
  const refundedNow = { distributorId: order.distributor_id, type: 'refund.processed' as const, orderId: order.order_id, customerId: order.user_id, payload: { amountPaise: amountNow } };
  const unchanged = { sql: UNCHANGED, binds: unchangedBinds(order) };
  await runGuarded(
    db,
    [
      ...(sent
        ? [
            db
              .prepare(
                `INSERT INTO gateway_refunds (refund_id, distributor_id, order_pk, amount_paise, status, created_at, processed_at)
                 SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${UNCHANGED}`,
              )
              .bind(sent.refundId, order.distributor_id, order.id, amountNow, sent.status, at, sent.status === 'processed' ? at : null, ...unchangedBinds(order)),
          ]
        : []),
      ledgerInsert(
        db,
        order,
        { kind: 'refund', method, amountPaise: amountNow, reference: sent?.refundId ?? req.reference ?? null, actor: { id: req.by.id, role: 'admin', name: req.by.name }, at },
        unchanged,
      ),
      ...plan.lines.map((line) =>
        db
          .prepare(`UPDATE order_products SET status = ?, refund_amount_paise = ? WHERE id = ? AND ${UNCHANGED}`)
          .bind(
            !plan.whole && partlyReturned(loaded, line) ? 'ordered' : 'refunded',
            plan.whole ? refundOf(line) : refundTargetOf(loaded, line),
            line.id,
            ...unchangedBinds(order),
          ),
      ),
      eventStatement(db, refundedNow, unchanged),
    ],
    orderUpdate(
      db,
      order,
      // Part of the money back: partly refunded; all of it: refunded (the order too, once every line is).
      `payment_status = ?, gateway_refund_status = ?, refund_transaction_id = ?, refund_date = ?, refund_processed_by = ?, refund_amount_paise = ?, order_status = ?`,
      [
        plan.whole ? 'refunded' : 'partly_refunded',
        sent ? (sent.status === 'processed' ? 'processed' : 'pending') : order.gateway_refund_status,
        refundId,
        at,
        req.by.name,
        (order.refund_amount_paise ?? 0) + amountNow,
        plan.whole && plan.lines.length > 0 ? 'refunded' : order.order_status,
      ],
      at,
    ),
  );
}
