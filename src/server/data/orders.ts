import type { Context } from 'hono';
import { discountedPaise, toRupees } from '@/lib/pricing';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { AppEnv, AuthUser } from '../types';

// Order reads. Rows keep paise; `shapeOrder` answers in the contract's field
// names, with rupees converted from paise at this edge. Every query filters by
// distributor.

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
  payment_date: string | null;
  delivery_address: string;
  upi_id: string | null;
  card_name: string | null;
  card_last4: string | null;
  bank_name: string | null;
  items_total_paise: number;
  delivery_charge_paise: number;
  coupon_code: string | null;
  coupon_discount_paise: number;
  final_price_after_coupon_paise: number;
  assigned_deliveryboy_id: number | null;
  deliveryboy_status: string | null;
  delivered_at: string | null;
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
  /** Bumped by every change; a change applies only while the order still has the version it read. */
  version: number;
  created_at: string;
  updated_at: string;
}

export interface OrderProductRow {
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

const RETURN_STATUSES = new Set(['return_requested', 'returned', 'refunded']);

export function shapeOrder({ order: o, products }: LoadedOrder) {
  const lines = products.filter((p) => p.status !== 'removed');
  return {
    id: o.id,
    order_id: o.order_id,
    invoice_id: o.invoice_id,
    user_id: o.user_id,
    product_id: lines[0]?.product_id ?? null,
    status: o.order_status,
    order_status: o.order_status,
    createdAt: o.created_at,
    items_total: toRupees(o.items_total_paise),
    coupon_code: o.coupon_code,
    coupon_discount: toRupees(o.coupon_discount_paise),
    delivery_charges: toRupees(o.delivery_charge_paise),
    final_price_after_coupon: toRupees(Math.max(0, o.final_price_after_coupon_paise)),
    refund_amount: toRupees(o.refund_amount_paise ?? 0),
    returns_info: lines.filter((p) => RETURN_STATUSES.has(p.status)).map((p) => ({ product_id: p.product_id, status: p.status })),
    products: lines.map((p) => ({
      product_id: p.product_id,
      product_name: p.product_name,
      price: toRupees(p.price_paise),
      quantity: p.quantity,
      discount: p.discount,
      unit_price: toRupees(unitPaiseOf(p)),
      coupon_share: toRupees(p.coupon_share_paise ?? 0),
      refund_amount: p.status === 'refunded' ? toRupees(p.refund_amount_paise ?? 0) : null,
      status: p.status,
      image: p.image,
    })),
    assigned_deliveryboy_id: o.assigned_deliveryboy_id,
    deliveryboy_status: o.deliveryboy_status,
    delivered_at: o.delivered_at,
    payment_status: o.payment_status,
    payment_method: o.payment_method,
    payment_gateway: o.payment_gateway,
    transaction_id: o.transaction_id,
    payment_date: o.payment_date,
    delivery_address: o.delivery_address,
    refund_transaction_id: o.refund_transaction_id,
    refund_date: o.refund_date,
  };
}
export type ApiOrder = ReturnType<typeof shapeOrder>;

/** An order named in a path: its numeric id, or its order_id text (e.g. ORD-5-1700000000000). */
export type OrderRef = { pk: number } | { orderId: string };

export function orderRefParam(c: Context<AppEnv>, name: string): OrderRef {
  const raw = c.req.param(name) ?? '';
  if (/^\d{1,10}$/.test(raw)) {
    const pk = Number(raw);
    if (pk >= 1 && pk <= 2 ** 31 - 1) return { pk };
  } else if (/^[A-Za-z][A-Za-z0-9_-]{0,79}$/.test(raw)) {
    return { orderId: raw };
  }
  throw badRequest('Invalid order id.');
}

/** Newest first; a customer with a very long history gets the latest 500. */
const LIST_LIMIT = 500;

async function loadWhere(db: D1Database, where: string, binds: unknown[]): Promise<LoadedOrder[]> {
  const [orders, lines] = await db.batch([
    db.prepare(`SELECT * FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${LIST_LIMIT}`).bind(...binds),
    db
      .prepare(
        `SELECT * FROM order_products WHERE order_pk IN
         (SELECT id FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${LIST_LIMIT}) ORDER BY id`,
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

/** The order as it is now, shaped for an answer after a change (null once deleted). */
export async function currentOrder(c: Context<AppEnv>, ref: OrderRef) {
  const loaded = await findOrder(c.env.DB, c.var.distributor.id, ref);
  return loaded ? shapeOrder(loaded) : null;
}

/** The order, which must exist in this shop (404) and be the caller's own unless they are an admin (403). */
export async function orderForCaller(c: Context<AppEnv>, ref: OrderRef): Promise<LoadedOrder> {
  const loaded = await findOrder(c.env.DB, c.var.distributor.id, ref);
  if (!loaded) throw notFound('Order not found.');
  assertOwnerOrAdmin(c.var.user, loaded.order);
  return loaded;
}

export function assertOwnerOrAdmin(user: AuthUser, order: OrderRow): void {
  if (user.role === 'admin' || order.user_id === user.id) return;
  throw forbidden('You can only access your own orders.');
}

/** A user id in a path: it must be the caller's own unless they are an admin of this shop. */
export async function assertUserOfShop(c: Context<AppEnv>, userId: number): Promise<void> {
  const user = c.var.user;
  if (user.id === userId) return;
  if (user.role !== 'admin') throw forbidden('You can only access your own orders.');
  const row = await c.env.DB.prepare('SELECT 1 AS ok FROM customers WHERE id = ? AND distributor_id = ?')
    .bind(userId, c.var.distributor.id)
    .first();
  if (!row) throw notFound('Customer not found.');
}
