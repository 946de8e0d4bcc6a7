import { env } from 'cloudflare:workers';
import { signToken } from '@/server/auth/tokens';
import { KIRANA, SEHAT, call, distributorId } from '../helpers';
import { dbOf } from '../databases';

// Sessions for API tests: the seeded people, the login call, and tokens, from
// the login API or signed here with the test secret (the claims the login API
// issues) for an account written straight into D1.

export type Slug = 'sehat' | 'kirana';
export const hostOf = (slug: Slug) => (slug === 'sehat' ? SEHAT : KIRANA);

export const SHOPPER = ['shopper@example.com', 'shopper123'] as const;
export const ADMIN = ['admin@example.com', 'admin123'] as const;
export const RIDER = ['rider@example.com', 'rider123'] as const;
export const PRIYA = ['priya.sharma@example.com', 'reviewer123'] as const;
export const RAHUL = ['rahul.verma@example.com', 'reviewer123'] as const;

/** The login API's answer, as a client gets it. */
export const loginCall = (email: string, password: string, { host = SEHAT, headers = {} }: { host?: string; headers?: Record<string, string> } = {}) =>
  call('EcomLogin/Ecomlogin', { method: 'POST', body: { email, password }, host, headers });

/** A token for the account `id` of the shop, signed as the login API would. */
export async function mintToken(id: number, slug: Slug): Promise<string> {
  const row = await dbOf(slug).prepare('SELECT role, token_version, distributor_id FROM customers WHERE id = ?')
    .bind(id)
    .first<{ role: 'customer' | 'admin' | 'delivery'; token_version: number; distributor_id: number }>();
  if (!row || row.distributor_id !== (await distributorId(slug))) throw new Error(`no account ${id} at ${slug}`);
  return signToken(env.JWT_SECRET, { id, distributorId: row.distributor_id, shop: slug, role: row.role, tokenVersion: row.token_version });
}

/** A seeded account's token: from the login API, else signed here for the account. */
export async function tokenFor(email: string, password: string, slug: Slug = 'sehat'): Promise<string> {
  const login = await loginCall(email, password, { host: hostOf(slug) });
  if (login.status === 200 && typeof login.json?.token === 'string') return login.json.token;
  const row = await dbOf(slug).prepare('SELECT id FROM customers WHERE email = ? AND distributor_id = ?')
    .bind(email, await distributorId(slug))
    .first<{ id: number }>();
  if (!row) throw new Error(`no account ${email} at ${slug}`);
  return mintToken(row.id, slug);
}
