import type { Context } from 'hono';
import type { CustomerRow } from '../data/customers';
import type { AppEnv } from '../types';
import { signToken } from './tokens';

/** A session token for the account, in the host's shop (every way of logging in issues the same). */
export function issueToken(c: Context<AppEnv>, row: Pick<CustomerRow, 'id' | 'role' | 'token_version'>): Promise<string> {
  return signToken(c.env.JWT_SECRET, {
    id: row.id,
    distributorId: c.var.distributor.id,
    shop: c.var.distributor.slug,
    role: row.role,
    tokenVersion: row.token_version,
  });
}
