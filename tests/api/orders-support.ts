import { env } from 'cloudflare:workers';
import { allocatePaise, discountedPaise } from '@/lib/pricing';
import { signToken } from '@/server/auth/tokens';
import { call, distributorId } from './helpers';
import { ADMIN, RIDER, SHOPPER, tokenFor } from './support';
import { dbOf } from './databases';
import { stepBody } from './delivery-code-support';

// Orders for the orders and reviews tests, placed by the seeded people.

export async function accountId(email: string, slug: 'sehat' | 'kirana' = 'sehat'): Promise<number> {
  const row = await dbOf(slug).prepare('SELECT id FROM customers WHERE email = ? AND distributor_id = ?')
    .bind(email, await distributorId(slug))
    .first<{ id: number }>();
  if (!row) throw new Error(`no account ${email} at ${slug}`);
  return row.id;
}

// The seeded people and their tokens live in ./support; re-exported for the tests that read them here.
export { ADMIN, PRIYA, RAHUL, RIDER, SHOPPER, tokenFor } from './support';

/** A new account straight in D1 (the accounts API is another area's). */
/** Sehat's seeded shopper, admin and rider (tokens, and the shopper's and rider's ids), and products to order. */
export async function seededCrew(productCount: number) {
  const [shopper, admin, rider, shopperId, riderId, products] = await Promise.all([
    tokenFor(...SHOPPER),
    tokenFor(...ADMIN),
    tokenFor(...RIDER),
    accountId(SHOPPER[0]),
    accountId(RIDER[0]),
    productsOf('sehat', productCount),
  ]);
  return { shopper, admin, rider, shopperId, riderId, products };
}

export async function makeAccount(slug: 'sehat' | 'kirana', role: 'customer' | 'delivery' | 'admin', name = 'Test Person') {
  const did = await distributorId(slug);
  const email = `t-${role}-${crypto.randomUUID()}@example.com`;
  const row = await dbOf(slug).prepare(
    `INSERT INTO customers (distributor_id, name, email, mobile, password_hash, role) VALUES (?, ?, ?, '9876543210', 'x', ?) RETURNING id`,
  )
    .bind(did, name, email, role)
    .first<{ id: number }>();
  const id = row!.id;
  const token = await signToken(env.JWT_SECRET, { id, distributorId: did, shop: slug, role, tokenVersion: 0 });
  return { id, email, token };
}

export interface Product {
  id: number;
  price_paise: number;
  discount: number;
  total_stock: number;
  product_name: string;
}

export async function productsOf(slug: 'sehat' | 'kirana', limit = 10, offset = 30): Promise<Product[]> {
  const { results } = await dbOf(slug).prepare(
    'SELECT id, price_paise, discount, total_stock, product_name FROM products WHERE distributor_id = ? AND total_stock > 5 ORDER BY id LIMIT ? OFFSET ?',
  )
    .bind(await distributorId(slug), limit, offset)
    .all<Product>();
  return results;
}

/** Ids are per database: say which shop's product (sehat's by default). */
export async function stockOf(productId: number, slug: 'sehat' | 'kirana' = 'sehat'): Promise<number> {
  const row = await dbOf(slug).prepare('SELECT total_stock FROM products WHERE id = ?').bind(productId).first<{ total_stock: number }>();
  return row!.total_stock;
}

export interface OrderSeed {
  slug?: 'sehat' | 'kirana';
  userId: number;
  status?: string;
  createdAgoHours?: number;
  deliveredAgoHours?: number | null;
  delivery?: { riderId: number; status: string } | null;
  lines: Array<{ product: Product; quantity: number; status?: string }>;
  couponPaise?: number;
  /** The coupon the order used (its use is recorded too). */
  couponId?: number;
  deliveryPaise?: number;
  /** How the order is paid (UPI by default). */
  paymentMethod?: 'UPI' | 'Cash on Delivery';
  /** No money in its ledger, whatever its state says: for tests that delete the order row by hand (a paid order is kept). */
  noLedger?: boolean;
}

let serial = 0;

/** Inserts an order the way checkout stores one (stock already taken). */
export async function insertOrder(seed: OrderSeed): Promise<{ pk: number; orderId: string }> {
  const did = await distributorId(seed.slug ?? 'sehat');
  const db = dbOf(seed.slug ?? 'sehat');
  serial += 1;
  const now = Date.now();
  const created = new Date(now - (seed.createdAgoHours ?? 1) * 3_600_000).toISOString();
  const delivered = seed.deliveredAgoHours == null ? null : new Date(now - seed.deliveredAgoHours * 3_600_000).toISOString();
  const items = seed.lines.reduce((s, l) => s + discountedPaise(l.product.price_paise, l.product.discount) * l.quantity, 0);
  const delivery = seed.deliveryPaise ?? 4000;
  const coupon = seed.couponPaise ?? 0;
  const orderId = `ORD-${seed.userId}-${now}${serial}`;
  const row = await db.prepare(
    `INSERT INTO orders (distributor_id, order_id, invoice_id, user_id, order_status, payment_method, payment_gateway,
     delivery_address, items_total_paise, delivery_charge_paise, coupon_id, coupon_discount_paise, final_price_after_coupon_paise,
     assigned_deliveryboy_id, deliveryboy_status, delivered_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, '14 MG Road, Pune 411001', ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      did,
      orderId,
      `INV-T-${now}-${serial}`,
      seed.userId,
      seed.status ?? 'completed',
      seed.paymentMethod ?? 'UPI',
      seed.paymentMethod === 'Cash on Delivery' ? 'COD' : 'UPI',
      items,
      delivery,
      seed.couponId ?? null,
      coupon,
      Math.max(0, items + delivery - coupon),
      seed.delivery?.riderId ?? null,
      // An order with a delivery time was delivered.
      seed.delivery?.status ?? (delivered ? 'delivered' : null),
      delivered,
      created,
    )
    .first<{ id: number }>();
  // Lines as checkout stores them: the charged unit price (filled by the
  // database from price and discount) and the coupon shared out over the lines.
  const shares = allocatePaise(coupon, seed.lines.map((l) => discountedPaise(l.product.price_paise, l.product.discount) * l.quantity));
  await db.batch([
    ...seed.lines.map((l, i) =>
      db.prepare(
        `INSERT INTO order_products (order_pk, product_id, product_name, price_paise, discount, quantity, image, status, coupon_share_paise)
         VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
      ).bind(row!.id, l.product.id, l.product.product_name, l.product.price_paise, l.product.discount, l.quantity, l.status ?? 'ordered', shares[i]!),
    ),
    ...(seed.couponId ? [db.prepare('INSERT INTO coupon_uses (coupon_id, customer_id, order_pk) VALUES (?, ?, ?)').bind(seed.couponId, seed.userId, row!.id)] : []),
    // Its ledger, as the ledger's migration gives an order placed before payment
    // states: settled at placing, or for cash, once the rider delivered it.
    ...(seed.noLedger ? [] : [db.prepare(
      `INSERT INTO payments (distributor_id, order_pk, kind, method, amount_paise, actor_role, created_at)
       SELECT distributor_id, id, CASE WHEN payment_gateway = 'COD' THEN 'cash' ELSE 'capture' END,
         CASE WHEN payment_gateway = 'COD' THEN 'cash' ELSE 'upi' END, final_price_after_coupon_paise, 'system', created_at
       FROM orders WHERE id = ? AND final_price_after_coupon_paise > 0 AND (payment_gateway <> 'COD' OR deliveryboy_status = 'delivered')`,
    ).bind(row!.id)]),
  ]);
  return { pk: row!.id, orderId };
}

/** The stored money of an order's lines, in id order. */
export async function linesOf(orderPk: number, slug: 'sehat' | 'kirana' = 'sehat') {
  const { results } = await dbOf(slug).prepare(
    'SELECT product_id, status, unit_price_paise, coupon_share_paise, refund_amount_paise FROM order_products WHERE order_pk = ? ORDER BY id',
  )
    .bind(orderPk)
    .all<{ product_id: number; status: string; unit_price_paise: number; coupon_share_paise: number; refund_amount_paise: number | null }>();
  return results;
}

export async function couponUsesOf(orderPk: number, slug: 'sehat' | 'kirana' = 'sehat'): Promise<number> {
  const row = await dbOf(slug).prepare('SELECT COUNT(*) AS n FROM coupon_uses WHERE order_pk = ?').bind(orderPk).first<{ n: number }>();
  return row!.n;
}

/** Takes an order through the operator and rider calls to delivered (as the shop does). */
export async function deliver(orderPk: number, admin: string, rider: string, riderId: number): Promise<void> {
  const steps: Array<[string, string, unknown, string]> = [
    [`placeOrder/${orderPk}/status`, 'PUT', { status: 'approved' }, admin],
    [`placeOrder/assign-deliveryBoy/${orderPk}`, 'PUT', { assigned_deliveryboy_id: riderId }, admin],
    ...['picked_up', 'out_for_delivery', 'delivered'].map(
      (s): [string, string, unknown, string] => [`placeOrder/update-deliveryboy-status/${orderPk}`, 'PUT', s, rider],
    ),
  ];
  for (const [path, method, body, token] of steps) {
    // A delivery step's body is made when it is sent: Delivered carries the code the shopper has by then.
    const res = await call(path, { method, body: typeof body === 'string' ? await stepBody(orderPk, body) : body, token });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.json?.message}`);
  }
}
