import type { CustomerRow } from '../data/customers';
import type { Distributor } from '@/contract/catalogue';
import { signToken } from './tokens';

/** A session token for the account, in the host's shop (every way of logging in issues the same). */
export function issueToken(
  secret: string,
  distributor: Pick<Distributor, 'id' | 'slug'>,
  row: Pick<CustomerRow, 'id' | 'role' | 'token_version'>,
): Promise<string> {
  return signToken(secret, {
    id: row.id,
    distributorId: distributor.id,
    shop: distributor.slug,
    role: row.role,
    tokenVersion: row.token_version,
  });
}
