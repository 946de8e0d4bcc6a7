import { env } from 'cloudflare:workers';
import type { Distributor } from '@/contract/catalogue';
import { readRound, type RoundOrder } from '@/contract/rider';
import { authenticate } from '../auth/guard';
import { DomainError } from '../domain-error';
import { readRiderPagePass } from '../auth/rider-page-pass';
import { riderRound } from '../services/orders';
import { databaseForSlug } from '../tenant-database';

/**
 * The round /rider draws into its HTML: the orders of the rider whose pass
 * the browser sent (see auth/rider-page-pass.ts), checked as the API checks a
 * session (this shop's, not ended, account live, a rider), read by the
 * service the API's round route calls and through the reader the island
 * uses. Null for anyone else, and when the API is elsewhere (API_ROOT): then
 * the page is drawn as before, and the island loads the round.
 */
export async function riderPageRound(distributor: Distributor, pass: string | undefined): Promise<RoundOrder[] | null> {
  if (!pass || env.API_ROOT?.trim()) return null;
  const claims = await readRiderPagePass(env.JWT_SECRET, distributor.slug, pass);
  if (!claims) return null;
  // The primary database, not a replica: the round as it is now.
  const db = databaseForSlug(env, distributor.slug);
  try {
    const rider = await authenticate(db, distributor, claims, ['delivery']);
    return readRound({ orders: await riderRound(db, distributor.id, rider, rider.id) });
  } catch (err) {
    // Refused (ended, deleted, not a rider): the page as a stranger gets it.
    if (err instanceof DomainError) return null;
    throw err;
  }
}
