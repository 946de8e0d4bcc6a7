import { env } from 'cloudflare:workers';
import { SignJWT } from 'jose';
import { signToken } from '@/server/auth/tokens';
import { distributorId } from '../helpers';
import { newShopper, seededAccount, type Shopper } from '../checkout-fixtures';
import { insertOrder, productsOf } from '../orders-support';
import { dbOf } from '../databases';

// The people, ids and tokens the attack probes aim at: shopper A owns an
// order, a cart line and a review; shopper B owns nothing of A's; operators of
// both shops; and tokens that must never open a door.

export interface AttackWorld {
  a: Shopper;
  b: Shopper;
  /** Never calls anything: any row of theirs that appears came from a forged field. */
  c: Shopper;
  admin: Shopper;
  rider: Shopper;
  kiranaCustomer: Shopper;
  kiranaAdmin: Shopper;
  sehatId: number;
  kiranaId: number;
  productId: number;
  kiranaProductId: number;
  /** Bought by shopper A in a completed order, not yet reviewed. */
  reviewableProductId: number;
  categoryId: number;
  order: { pk: number; orderId: string };
  kiranaOrder: { pk: number; orderId: string };
  cartLineId: number;
  reviewId: number;
  /** A coupon of each shop (operators edit coupons of their own shop only). */
  couponId: number;
  kiranaCouponId: number;
  /** Tokens that must all be refused (401) on every route that needs one. */
  badTokens: Record<string, string>;
}

const b64url = (value: object | string) =>
  btoa(typeof value === 'string' ? value : JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

/** The same token with its claims rewritten and the old signature kept. */
function editClaims(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(atob(payload!.replaceAll('-', '+').replaceAll('_', '/')));
  return `${header}.${b64url({ ...claims, ...changes })}.${signature}`;
}

async function forgedTokens(a: Shopper, admin: Shopper, sehatId: number): Promise<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: String(admin.id), did: sehatId, role: 'admin', ver: 0, iss: 'edge-storefront', iat: now, exp: now + 3600 };
  const expired = await new SignJWT({ did: sehatId, role: 'customer', ver: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(a.id))
    .setIssuer('edge-storefront')
    .setIssuedAt(now - 2 * 86400)
    .setExpirationTime(now - 86400)
    .sign(new TextEncoder().encode(env.JWT_SECRET));
  return {
    'alg none': `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`,
    'wrong key': await signToken('another-secret-of-sufficient-length-0000', { id: admin.id, distributorId: sehatId, shop: 'sehat', role: 'admin', tokenVersion: 0 }),
    'edited claims (role admin)': editClaims(a.token, { role: 'admin' }),
    'edited claims (sub of admin)': editClaims(a.token, { sub: String(admin.id), role: 'admin' }),
    'edited claims (token version)': editClaims(a.token, { ver: 5 }),
    expired,
    garbage: 'not-a-token',
  };
}

/** The ids of the dead message buildWorld leaves in each shop. */
export const DEAD_EVENT = { sehat: 'attack-dead-sehat', kirana: 'attack-dead-kirana' } as const;

export async function buildWorld(): Promise<AttackWorld> {
  const [sehatId, kiranaId] = [await distributorId('sehat'), await distributorId('kirana')];
  const a = await newShopper('sehat', '14 MG Road, Pune 411001');
  const b = await newShopper('sehat', '22 Park Street, Kolkata 700016');
  const c = await newShopper('sehat', '3 Quiet Lane, Mysuru 570001');
  const admin = await seededAccount('admin@example.com');
  const rider = await seededAccount('rider@example.com');
  const kiranaCustomer = await newShopper('kirana', '1 Brigade Road, Bengaluru 560001');
  const kiranaAdmin = await seededAccount('admin@example.com', 'kirana');
  const [product, reviewable] = await productsOf('sehat', 2, 5);
  const [kiranaProduct] = await productsOf('kirana', 1, 5);
  const category = await env.DB.prepare('SELECT id FROM categories WHERE distributor_id = ? ORDER BY id LIMIT 1').bind(sehatId).first<{ id: number }>();
  // Approved: open to a return (by A), a refund after it, a cancel and delivery (by operators).
  const order = await insertOrder({ userId: a.id, status: 'approved', lines: [{ product: product!, quantity: 1 }] });
  await insertOrder({ userId: a.id, status: 'completed', deliveredAgoHours: 1, lines: [{ product: reviewable!, quantity: 1 }] });
  const kiranaOrder = await insertOrder({ slug: 'kirana', userId: kiranaCustomer.id, status: 'pending', lines: [{ product: kiranaProduct!, quantity: 1 }] });
  const line = await env.DB.prepare('INSERT INTO cart_items (customer_id, product_id, quantity) VALUES (?, ?, 1) RETURNING id')
    .bind(a.id, product!.id)
    .first<{ id: number }>();
  const couponOf = (did: number) =>
    dbOf(did === sehatId ? 'sehat' : 'kirana').prepare('SELECT id FROM coupons WHERE distributor_id = ? ORDER BY id LIMIT 1').bind(did).first<{ id: number }>();
  const [coupon, kiranaCoupon] = [await couponOf(sehatId), await couponOf(kiranaId)];
  // A message given up on in each shop (the console's retry names it by id).
  for (const [slug, did] of [['sehat', sehatId], ['kirana', kiranaId]] as const) {
    await dbOf(slug).prepare(`INSERT INTO notification_events (id, distributor_id, type, status, last_error) VALUES (?, ?, 'stock.low_daily', 'dead', 'probe')`).bind(DEAD_EVENT[slug], did).run();
  }
  const review = await env.DB.prepare("INSERT INTO reviews (product_id, customer_id, rating, review) VALUES (?, ?, 4, 'Good.') RETURNING id")
    .bind(product!.id, a.id)
    .first<{ id: number }>();
  return {
    a,
    b,
    c,
    admin,
    rider,
    kiranaCustomer,
    kiranaAdmin,
    sehatId,
    kiranaId,
    productId: product!.id,
    kiranaProductId: kiranaProduct!.id,
    reviewableProductId: reviewable!.id,
    categoryId: category!.id,
    order,
    kiranaOrder,
    cartLineId: line!.id,
    reviewId: review!.id,
    couponId: coupon!.id,
    kiranaCouponId: kiranaCoupon!.id,
    badTokens: await forgedTokens(a, admin, sehatId),
  };
}
