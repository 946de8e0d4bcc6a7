import { env } from 'cloudflare:workers';
import { signToken } from '@/server/auth/tokens';
import { KIRANA, SEHAT, call, distributorId } from './helpers';
import { dbOf } from './databases';

// The delivery code as a rider gets it at the door: from the shopper, who
// reads it on their own order page. Here the shopper's order page is the
// order API called with the shopper's token (the order's owner, signed in as
// the login API would sign them in).

type Slug = 'sehat' | 'kirana';

/** A token of the customer who placed the order. */
async function ownerToken(orderRef: string | number, slug: Slug = 'sehat'): Promise<string> {
  const did = await distributorId(slug);
  const row = await dbOf(slug)
    .prepare(
      `SELECT c.id, c.token_version FROM orders o JOIN customers c ON c.id = o.user_id
       WHERE o.distributor_id = ? AND (o.order_id = ? OR o.id = ?)`,
    )
    .bind(did, String(orderRef), typeof orderRef === 'number' ? orderRef : -1)
    .first<{ id: number; token_version: number }>();
  if (!row) throw new Error(`no order ${orderRef} at ${slug}`);
  return signToken(env.JWT_SECRET, { id: row.id, distributorId: did, shop: slug, role: 'customer', tokenVersion: row.token_version });
}

/** The code the shopper's order page shows while the order is out for delivery. */
export async function codeFromShopper(orderRef: string | number, slug: Slug = 'sehat'): Promise<string> {
  const res = await call(`placeOrder/${orderRef}`, { token: await ownerToken(orderRef, slug), host: slug === 'sehat' ? SEHAT : KIRANA });
  const code: unknown = res.json?.delivery_code;
  if (res.status !== 200 || typeof code !== 'string') throw new Error(`order ${orderRef} shows its shopper no delivery code (${res.status})`);
  return code;
}

/** The body of a delivery step; Delivered carries the code the shopper gives. */
export async function stepBody(orderRef: string | number, step: string, slug: Slug = 'sehat'): Promise<Record<string, string>> {
  return step === 'delivered' ? { deliveryboy_status: step, delivery_code: await codeFromShopper(orderRef, slug) } : { deliveryboy_status: step };
}
