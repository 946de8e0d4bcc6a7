import type { Quote } from '@/server/data/order-quote';
import type { OrderDraft } from '@/server/data/order-write';
import { call, distributorId } from './helpers';
import { dbOf } from './databases';

// Fixtures for the cart and checkout API tests: fresh customers, products and
// coupons written straight into the test's D1, and tokens minted with the
// test secret (the same claims the login API issues).

import { hostOf, mintToken, type Slug } from './support';

export { hostOf, type Slug };

export interface Shopper {
  id: number;
  token: string;
  slug: Slug;
}

let seq = 0;

/** A new customer of the shop, with a token. */
export async function newShopper(slug: Slug = 'sehat', address = ''): Promise<Shopper> {
  const n = ++seq;
  const did = await distributorId(slug);
  const row = await dbOf(slug).prepare(
    `INSERT INTO customers (distributor_id, name, email, mobile, password_hash, address)
     VALUES (?, ?, ?, '9876543210', 'unused', ?) RETURNING id`,
  )
    .bind(did, `Shopper ${n}`, `checkout-${n}-${Date.now()}@example.com`, address)
    .first<{ id: number }>();
  return { id: row!.id, token: await mintToken(row!.id, slug), slug };
}

/** A seeded account (admin@example.com, shopper@example.com...) with a token. */
export async function seededAccount(email: string, slug: Slug = 'sehat'): Promise<Shopper> {
  const row = await dbOf(slug).prepare('SELECT id FROM customers WHERE email = ? AND distributor_id = ?')
    .bind(email, await distributorId(slug))
    .first<{ id: number }>();
  return { id: row!.id, token: await mintToken(row!.id, slug), slug };
}

export interface TestProduct {
  id: number;
  pricePaise: number;
  discount: number;
}

/** A new product of the shop (prices in paise). */
export async function newProduct(slug: Slug, p: { pricePaise: number; discount?: number; stock: number; name?: string }): Promise<TestProduct> {
  const n = ++seq;
  const row = await dbOf(slug).prepare(
    `INSERT INTO products (distributor_id, product_name, price_paise, discount, total_stock, image)
     VALUES (?, ?, ?, ?, ?, 'test.svg') RETURNING id`,
  )
    .bind(await distributorId(slug), p.name ?? `Test product ${n}`, p.pricePaise, p.discount ?? 0, p.stock)
    .first<{ id: number }>();
  return { id: row!.id, pricePaise: p.pricePaise, discount: p.discount ?? 0 };
}

/** Ids are per database: say which shop's product (sehat's by default). */
export async function stockOf(productId: number, slug: Slug = 'sehat'): Promise<number> {
  const row = await dbOf(slug).prepare('SELECT total_stock FROM products WHERE id = ?').bind(productId).first<{ total_stock: number }>();
  return row!.total_stock;
}

/** A coupon of the shop; times default to a window around now. */
export async function newCoupon(
  slug: Slug,
  c: { code: string; kind: 'percent' | 'flat'; value: number; maxPaise?: number | null; minPaise?: number; from?: string; to?: string; limit?: number; active?: boolean },
): Promise<number> {
  const day = 86_400_000;
  const row = await dbOf(slug).prepare(
    `INSERT INTO coupons (distributor_id, code, kind, value, max_discount_paise, min_order_paise, valid_from, valid_to,
     per_customer_limit, active) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      await distributorId(slug),
      c.code,
      c.kind,
      c.value,
      c.maxPaise ?? null,
      c.minPaise ?? 0,
      c.from ?? new Date(Date.now() - day).toISOString(),
      c.to ?? new Date(Date.now() + day).toISOString(),
      c.limit ?? 1,
      c.active === false ? 0 : 1,
    )
    .first<{ id: number }>();
  return row!.id;
}

export function addToCart(s: Shopper, productId: number, quantity: number) {
  return call('ecomProdCart/add', { method: 'POST', host: hostOf(s.slug), token: s.token, body: { user_id: s.id, product_id: productId, quantity } });
}

export function cartOf(s: Shopper) {
  return call(`ecomProdCart/${s.id}`, { host: hostOf(s.slug), token: s.token });
}

export async function countOf(s: Shopper): Promise<number> {
  return (await call(`ecomProdCart/cart/count/${s.id}`, { host: hostOf(s.slug), token: s.token })).json.count;
}

/** The contract's place/all payload for cash on delivery, to be overridden per test. */
export function placePayload(s: Shopper, over: Record<string, unknown> = {}) {
  return {
    user_id: s.id,
    payment_method: 'Cash on Delivery',
    delivery_address: s.slug === 'sehat' ? '12 MG Road, Camp, Pune 411001' : '12 MG Road, Bengaluru 560001',
    // In the shop's delivery area with cash on delivery and the shop's usual charge (Pune ₹40 at sehat, Bengaluru ₹30 at kirana).
    delivery_pincode: s.slug === 'sehat' ? '411001' : '560001',
    upi_id: null,
    card_details: null,
    net_banking_details: null,
    coupon_discount: 0,
    products: undefined,
    transaction_id: `TXN-${Date.now()}`,
    transaction_type: 'payment',
    payment_gateway: 'COD',
    payment_date: new Date().toISOString(),
    is_manual_payment: false,
    verified_by: 'admin',
    admin_notes: 'Manual review completed',
    refund_transaction_id: null,
    refund_date: null,
    refund_processed_by: null,
    ...over,
  };
}

export function placeAll(s: Shopper, body: unknown, key: string | null = crypto.randomUUID()) {
  return call('placeOrder/place/all', {
    method: 'POST',
    host: hostOf(s.slug),
    token: s.token,
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
}

export async function ordersOf(userId: number, slug: Slug = 'sehat') {
  const { results } = await dbOf(slug).prepare('SELECT * FROM orders WHERE user_id = ? ORDER BY id').bind(userId).all<Record<string, unknown>>();
  return results;
}

let drafts = 0;

/** A Cash on Delivery order for the batch, priced by `quote`, with ids no other draft shares. */
export function cashOrderDraft(
  s: Shopper,
  distributor: number,
  quote: Quote,
  cartLines: OrderDraft['cartLines'] = null,
): OrderDraft {
  const n = `${Date.now()}-${++drafts}`;
  return {
    distributorId: distributor,
    userId: s.id,
    orderId: `ORD-${s.id}-${n}`,
    invoiceId: `INV-TEST-${s.id}-${n}`,
    idempotencyKey: crypto.randomUUID(),
    paymentMethod: 'Cash on Delivery',
    gateway: 'COD',
    transactionId: `TXN-${n}`,
    deliveryAddress: '12 MG Road, Bengaluru 560001',
    upiId: null,
    cardName: null,
    cardLast4: null,
    bankName: null,
    accountNumberMasked: null,
    ifscCode: null,
    isManualPayment: false,
    adminNotes: null,
    quote,
    cartLines,
    now: new Date().toISOString(),
  };
}
