import { discountedPaise } from '@/lib/pricing';
import { forbidden, notFound } from '../domain-error';
import type { AuthUser } from '../types';
import { ledgerSums } from './ledger-sums';
import { WORDS } from '@/lib/words';
import type { GivenNames } from '@/contract/translation-fields';
import { productNamesSql } from './translations';

// Order reads. Rows keep paise (order-shape.ts answers in rupees). Every query
// filters by distributor; a just-placed order is read here too, so placing and
// reading answer the same shape.

export interface OrderRow {
  id: number;
  distributor_id: number;
  order_id: string;
  invoice_id: string;
  user_id: number;
  order_status: string;
  payment_method: string;
  payment_gateway: string;
  payment_status: string | null;
  transaction_id: string | null;
  transaction_type: string;
  payment_date: string | null;
  delivery_address: string;
  upi_id: string | null;
  card_name: string | null;
  card_last4: string | null;
  bank_name: string | null;
  account_number_masked: string | null;
  is_manual_payment: number;
  verified_by: string | null;
  admin_notes: string | null;
  /** While payment_status is pending: when the order stops holding its stock. */
  payment_expires_at: string | null;
  cancel_reason: string | null;
  /** Gateway payments: the gateway's order and the payment that paid it. */
  gateway_order_id: string | null;
  gateway_payment_id: string | null;
  /** A refund sent to the gateway: 'pending' until the gateway confirms it. */
  gateway_refund_status: 'pending' | 'processed' | null;
  /** Prescription medicines: the review's state, the private file and the rejection's reason (migration 0027). */
  prescription_status: 'awaited' | 'uploaded' | 'accepted' | 'rejected' | null;
  prescription_key: string | null;
  prescription_type: string | null;
  prescription_reason: string | null;
  /** The language the order was placed in (migration 0029); its messages are written in it. */
  language: string;
  items_total_paise: number;
  delivery_charge_paise: number;
  coupon_code: string | null;
  coupon_discount_paise: number;
  final_price_after_coupon_paise: number;
  assigned_deliveryboy_id: number | null;
  deliveryboy_status: string | null;
  delivered_at: string | null;
  /** "YYYY-MM-DD" in India, fixed when placed (migration 0046); null without delivery areas. */
  expected_delivery_date: string | null;
  delivery_failed_reason: string | null;
  /** The 4-digit code the shopper gives the rider, set when the order goes out for delivery (migration 0041); null on older orders. */
  delivery_code: string | null;
  /** Wrong codes entered since the code was set; at the limit only an admin's override delivers. */
  delivery_code_attempts: number;
  refund_transaction_id: string | null;
  refund_date: string | null;
  refund_processed_by: string | null;
  refund_amount_paise: number;
  coupon_id: number | null;
  /** The coupon's terms when the order was placed (null without a coupon). */
  coupon_kind: 'percent' | 'flat' | null;
  coupon_value: number | null;
  coupon_max_discount_paise: number | null;
  coupon_min_order_paise: number | null;
  /** The direct UPI payee copied when the order was placed (migration 0032). */
  payee_vpa: string | null;
  payee_name: string | null;
  /** Sums of the order's ledger rows (ledger-sums.ts), read with the order: received, refunded, and cash taken at the door. */
  ledger_paid_paise: number;
  ledger_refunded_paise: number;
  ledger_cash_paise: number;
  /** How many credit notes the order has (read with the order). */
  credit_note_count: number;
  /** Bumped by every change; a change applies only while the order still has the version it read. */
  version: number;
  created_at: string;
  updated_at: string;
}

/** A line as stored, with its product's names in other languages today (the line keeps the English name it was placed with). */
export type OrderProductRow = OrderLineRow & { [K in keyof GivenNames]?: string | null };

interface OrderLineRow {
  id: number;
  order_pk: number;
  product_id: number;
  product_name: string;
  price_paise: number;
  discount: number;
  quantity: number;
  image: string | null;
  status: string;
  return_reason: string | null;
  returned_at: string | null;
  /** The unit price charged (after the product discount). */
  unit_price_paise: number | null;
  coupon_share_paise: number;
  refund_amount_paise: number | null;
  /** Returns (migration 0044): units sent back, the preset reason, and units received good (restocked) or damaged. */
  returned_quantity: number;
  return_reason_code: string | null;
  restocked_quantity: number;
  damaged_quantity: number;
}

/** The unit price a line was charged (rows from before it was stored get it by the rule of the time). */
export function unitPaiseOf(line: Pick<OrderProductRow, 'unit_price_paise' | 'price_paise' | 'discount'>): number {
  return line.unit_price_paise ?? discountedPaise(line.price_paise, line.discount);
}

/** An order with its product lines (removed lines included; shaping hides them). */
export interface LoadedOrder {
  order: OrderRow;
  products: OrderProductRow[];
}

/** An order named in a path: its numeric id, or its order_id text (e.g. ORD-5-1700000000000). */
export type OrderRef = { pk: number } | { orderId: string };

const CREDIT_NOTE_COUNT = '(SELECT COUNT(*) FROM credit_notes WHERE credit_notes.order_pk = orders.id) AS credit_note_count';

/** Newest first; a customer with a very long history gets the latest 500. */
const LIST_LIMIT = 500;

async function loadWhere(db: D1Database, where: string, binds: unknown[]): Promise<LoadedOrder[]> {
  const [orders, lines] = await db.batch([
    db.prepare(`SELECT *, ${ledgerSums('orders')}, ${CREDIT_NOTE_COUNT} FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${LIST_LIMIT}`).bind(...binds),
    db
      .prepare(
        `SELECT op.*, ${productNamesSql()} FROM order_products op LEFT JOIN products p ON p.id = op.product_id
         WHERE op.order_pk IN (SELECT id FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${LIST_LIMIT}) ORDER BY op.id`,
      )
      .bind(...binds),
  ]);
  const byOrder = new Map<number, OrderProductRow[]>();
  for (const line of (lines?.results ?? []) as unknown as OrderProductRow[]) {
    const list = byOrder.get(line.order_pk) ?? [];
    list.push(line);
    byOrder.set(line.order_pk, list);
  }
  return ((orders?.results ?? []) as unknown as OrderRow[]).map((order) => ({ order, products: byOrder.get(order.id) ?? [] }));
}

export function ordersOfUser(db: D1Database, distributorId: number, userId: number) {
  return loadWhere(db, 'distributor_id = ? AND user_id = ?', [distributorId, userId]);
}

export function ordersAssignedTo(db: D1Database, distributorId: number, deliveryId: number) {
  return loadWhere(db, 'distributor_id = ? AND assigned_deliveryboy_id = ?', [distributorId, deliveryId]);
}

export async function findOrder(db: D1Database, distributorId: number, ref: OrderRef): Promise<LoadedOrder | null> {
  const [found] =
    'pk' in ref
      ? await loadWhere(db, 'distributor_id = ? AND id = ?', [distributorId, ref.pk])
      : await loadWhere(db, 'distributor_id = ? AND order_id = ?', [distributorId, ref.orderId]);
  return found ?? null;
}

/** The customer's own order with this idempotency key or order id, or null (placing and its replays). */
export async function findCustomerOrder(
  db: D1Database,
  args: { distributorId: number; userId: number } & ({ idempotencyKey: string } | { orderId: string }),
): Promise<LoadedOrder | null> {
  const [column, value] = 'idempotencyKey' in args ? ['idempotency_key', args.idempotencyKey] : ['order_id', args.orderId];
  const [found] = await loadWhere(db, `distributor_id = ? AND user_id = ? AND ${column} = ?`, [args.distributorId, args.userId, value]);
  return found ?? null;
}

/** The order, which must exist in this shop and be the caller's own unless they are an admin. */
export async function orderForCaller(db: D1Database, distributorId: number, user: AuthUser, ref: OrderRef): Promise<LoadedOrder> {
  const loaded = await findOrder(db, distributorId, ref);
  if (!loaded) throw notFound(WORDS.apiAnswers.notFound.order);
  assertOwnerOrAdmin(user, loaded.order);
  return loaded;
}

function assertOwnerOrAdmin(user: AuthUser, order: OrderRow): void {
  if (user.role === 'admin' || order.user_id === user.id) return;
  throw forbidden(WORDS.apiAnswers.auth.ownOrdersOnly);
}

/** A user whose orders are asked for: the caller themself, or any customer of this shop for an admin. */
export async function assertUserOfShop(db: D1Database, distributorId: number, user: AuthUser, userId: number): Promise<void> {
  if (user.id === userId) return;
  if (user.role !== 'admin') throw forbidden(WORDS.apiAnswers.auth.ownOrdersOnly);
  const row = await db.prepare('SELECT 1 AS ok FROM customers WHERE id = ? AND distributor_id = ?').bind(userId, distributorId).first();
  if (!row) throw notFound(WORDS.apiAnswers.notFound.customer);
}

/** The hash stored with the customer's order under this key, or undefined when there is no such order. */
export async function storedRequestHash(
  db: D1Database,
  args: { distributorId: number; userId: number; idempotencyKey: string },
): Promise<string | null | undefined> {
  const row = await db
    .prepare('SELECT request_hash FROM orders WHERE distributor_id = ? AND user_id = ? AND idempotency_key = ?')
    .bind(args.distributorId, args.userId, args.idempotencyKey)
    .first<{ request_hash: string | null }>();
  return row ? row.request_hash : undefined;
}
