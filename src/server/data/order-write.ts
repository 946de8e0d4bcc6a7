import type { LanguageTag } from '@/lib/i18n/languages';
import { expectedDeliveryDate } from '@/lib/india/delivery-date';
import { attachCartPrescription } from './cart-prescriptions';
import { eventStatement } from '../events/record-event';
import { storedTag } from '../i18n/request-language';
import type { Quote } from './order-quote';
import { placingMoneyStatements } from './order-write-money';
import { soldStatement } from './stock-movements';

// Writes a placed order in ONE D1 batch (D1 has no BEGIN/COMMIT; a batch is
// all-or-nothing): the order, its products, the coupon use, the stock
// decrements and, for a cart checkout, emptying the cart. Constraints inside
// the batch abort it whole:
// - products CHECK (total_stock >= 0): an over-sell;
// - UNIQUE (user_id, idempotency_key): a concurrent retry of the same attempt;
// - UNIQUE order_id / invoice_id: an id collision (the caller picks new ids);
// - order_products.order_pk NOT NULL: the order row was not inserted because
//   the cart no longer holds exactly the lines that were priced, or the
//   caller's condition on the insert (the new-account limits) no longer holds;
// - the coupon_uses_limit trigger (migrations/0003_checkout.sql): the per-customer limit.

export interface OrderDraft {
  distributorId: number;
  userId: number;
  orderId: string;
  invoiceId: string;
  idempotencyKey: string | null;
  /** Fingerprint of the placing request, kept with the key (a reuse with another request is refused). */
  requestHash?: string | null;
  paymentMethod: string;
  gateway: string;
  transactionId: string;
  deliveryAddress: string;
  /** The address's pincode, city and GST state code, when given. */
  deliveryPincode?: string | null;
  deliveryCity?: string | null;
  deliveryStateCode?: string | null;
  /** A registered business buyer's GSTIN, printed on the tax invoice. */
  buyerGstin?: string | null;
  upiId: string | null;
  cardName: string | null;
  cardLast4: string | null;
  bankName: string | null;
  accountNumberMasked: string | null;
  ifscCode: string | null;
  isManualPayment: boolean;
  adminNotes: string | null;
  /** The payment state placed with (payment/payment-states.ts) and, while pending, when it expires. */
  paymentStatus?: string | null;
  paymentExpiresAt?: string | null;
  /** The gateway's order the shopper pays through (Razorpay Checkout), if any. */
  gatewayOrderId?: string | null;
  quote: Quote;
  /** For a cart checkout: the cart lines priced (id and quantity), emptied by the batch. */
  cartLines: Array<{ id: number; quantity: number }> | null;
  now: string;
  /** The language the order was placed in (the request's; its messages are written in it). English when not given. */
  language?: LanguageTag;
  /** A condition the order row is inserted under, counted inside the batch (the new-account limits); none: always. */
  insertCondition?: { sql: string; binds: unknown[] } | null;
}

export type WriteOutcome = 'ok' | 'stock' | 'duplicate_key' | 'duplicate_id' | 'cart_changed' | 'coupon_limit';

/** The cart as "id:quantity" pairs in id order, compared inside the insert. */
function cartSignature(lines: Array<{ id: number; quantity: number }>): string {
  return [...lines].sort((a, b) => a.id - b.id).map((l) => `${l.id}:${l.quantity}`).join(',');
}

function orderInsert(db: D1Database, d: OrderDraft): D1PreparedStatement {
  const q = d.quote;
  const values = [
    d.distributorId, d.orderId, d.invoiceId, d.userId, d.paymentMethod, d.gateway, d.transactionId, d.now,
    d.deliveryAddress, d.upiId, d.cardName, d.cardLast4, d.bankName, d.accountNumberMasked, d.ifscCode,
    d.isManualPayment ? 1 : 0, d.adminNotes, q.itemsPaise, q.deliveryPaise, q.coupon?.id ?? null, q.coupon?.code ?? null,
    q.coupon?.discountPaise ?? 0, q.finalPaise, d.idempotencyKey, d.requestHash ?? null, d.now, d.now,
    d.paymentStatus ?? null, d.paymentExpiresAt ?? null, d.gatewayOrderId ?? null,
    d.deliveryPincode ?? null, d.deliveryCity ?? null, d.deliveryStateCode ?? null, storedTag(d.language),
  ];
  const columns = `distributor_id, order_id, invoice_id, user_id, payment_method, payment_gateway, transaction_id,
    payment_date, delivery_address, upi_id, card_name, card_last4, bank_name, account_number_masked, ifsc_code,
    is_manual_payment, admin_notes, items_total_paise, delivery_charge_paise, coupon_id, coupon_code,
    coupon_discount_paise, final_price_after_coupon_paise, idempotency_key, request_hash, created_at, updated_at,
    payment_status, payment_expires_at, gateway_order_id, delivery_pincode, delivery_city, delivery_state_code, language`;
  const placeholders = values.map(() => '?').join(', ');
  // Inserted only while the cart still holds exactly the priced lines, and the caller's condition holds.
  const conditions: string[] = [];
  const binds: unknown[] = [];
  if (d.cartLines) {
    conditions.push(`(SELECT COALESCE(group_concat(id || ':' || quantity, ',' ORDER BY id), '') FROM cart_items WHERE customer_id = ?) = ?`);
    binds.push(d.userId, cartSignature(d.cartLines));
  }
  if (d.insertCondition) {
    conditions.push(d.insertCondition.sql);
    binds.push(...d.insertCondition.binds);
  }
  if (!conditions.length) return db.prepare(`INSERT INTO orders (${columns}) VALUES (${placeholders})`).bind(...values);
  return db.prepare(`INSERT INTO orders (${columns}) SELECT ${placeholders} WHERE ${conditions.join(' AND ')}`).bind(...values, ...binds);
}

function statements(db: D1Database, d: OrderDraft): D1PreparedStatement[] {
  // Both ids are fresh (the invoice id carries a random part), so this finds only the new row.
  const orderPk = '(SELECT id FROM orders WHERE order_id = ? AND invoice_id = ?)';
  const list = [
    orderInsert(db, d),
    eventStatement(
      db,
      { distributorId: d.distributorId, type: 'order.placed', orderId: d.orderId, customerId: d.userId },
      { sql: 'EXISTS (SELECT 1 FROM orders WHERE order_id = ? AND invoice_id = ?)', binds: [d.orderId, d.invoiceId] },
    ),
  ];
  for (const line of d.quote.lines) {
    list.push(
      db
        .prepare(
          `INSERT INTO order_products (order_pk, product_id, product_name, price_paise, discount, quantity, image,
           unit_price_paise, coupon_share_paise) VALUES (${orderPk}, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          d.orderId, d.invoiceId, line.product_id, line.product_name, line.price_paise, line.discount, line.quantity, line.image,
          line.unitPaise, line.couponSharePaise,
        ),
      db
        .prepare('UPDATE products SET total_stock = total_stock - ?, updated_at = ? WHERE id = ? AND distributor_id = ?')
        .bind(line.quantity, d.now, line.product_id, d.distributorId),
      soldStatement(db, d.distributorId, line.product_id, line.quantity, d.orderId),
    );
  }
  if (d.quote.coupon) {
    list.push(
      db
        .prepare(`INSERT INTO coupon_uses (coupon_id, customer_id, order_pk, created_at) VALUES (?, ?, ${orderPk}, ?)`)
        .bind(d.quote.coupon.id, d.userId, d.orderId, d.invoiceId, d.now),
    );
  }
  // The day it should arrive, from the delivery area's days (none for a shop without areas).
  const expected = expectedDeliveryDate(d.now, d.quote.delivery.daysMax);
  if (expected) {
    list.push(db.prepare(`UPDATE orders SET expected_delivery_date = ? WHERE id = ${orderPk}`).bind(expected, d.orderId, d.invoiceId));
  }
  if (d.buyerGstin) {
    list.push(db.prepare(`UPDATE orders SET buyer_gstin = ? WHERE id = ${orderPk}`).bind(d.buyerGstin, d.orderId, d.invoiceId));
  }
  // An order holding a prescription medicine waits for the prescription (docs/india.md).
  list.push(
    db
      .prepare(
        `UPDATE orders SET prescription_status = 'awaited' WHERE id = ${orderPk} AND EXISTS (
           SELECT 1 FROM order_products op JOIN products p ON p.id = op.product_id
           WHERE op.order_pk = orders.id AND p.prescription_required = 1)`,
      )
      .bind(d.orderId, d.invoiceId),
    // The prescription uploaded in the cart goes with it, and the shop's admins hear of it.
    ...attachCartPrescription(db, orderPk, [d.orderId, d.invoiceId], d.distributorId, d.userId),
    eventStatement(
      db,
      { distributorId: d.distributorId, type: 'prescription.uploaded', orderId: d.orderId, customerId: d.userId },
      { sql: "EXISTS (SELECT 1 FROM orders WHERE order_id = ? AND invoice_id = ? AND prescription_status = 'uploaded')", binds: [d.orderId, d.invoiceId] },
    ),
    // Time to pay by UPI starts when the shop accepts the prescription (data/prescriptions.ts),
    // not now: the shopper must not lose the order while the shop has not looked yet.
    db
      .prepare(`UPDATE orders SET payment_expires_at = NULL WHERE id = ${orderPk} AND prescription_status IS NOT NULL AND gateway_order_id IS NULL`)
      .bind(d.orderId, d.invoiceId),
  );
  list.push(...placingMoneyStatements(db, d));
  if (d.cartLines) list.push(db.prepare('DELETE FROM cart_items WHERE customer_id = ?').bind(d.userId));
  return list;
}

/** Which guard stopped the batch, from the database's error text. */
function classifyWriteError(message: string): Exclude<WriteOutcome, 'ok'> | null {
  if (/CHECK constraint failed/i.test(message) && /total_stock/i.test(message)) return 'stock';
  if (/coupon_use_limit/.test(message)) return 'coupon_limit';
  if (/UNIQUE constraint failed: orders\.user_id, orders\.idempotency_key/i.test(message)) return 'duplicate_key';
  if (/UNIQUE constraint failed: orders\.(order_id|invoice_id)/i.test(message)) return 'duplicate_id';
  if (/NOT NULL constraint failed: order_products\.order_pk/i.test(message)) return 'cart_changed';
  return null;
}

export async function writeOrder(db: D1Database, draft: OrderDraft): Promise<WriteOutcome> {
  try {
    await db.batch(statements(db, draft));
    return 'ok';
  } catch (err) {
    const outcome = classifyWriteError(err instanceof Error ? err.message : String(err));
    if (outcome) return outcome;
    throw err;
  }
}
