import type { Distributor } from '@/contract/catalogue';
import { distributorForHost } from '../tenant';

// Every page starts by finding its host's distributor: a database round trip
// before any of the page's own reads could start. Distributors are only ever
// added (never renamed or moved between hosts by the shop itself), so each
// Worker instance keeps the hosts it has found for a minute. Unknown hosts are
// never kept: a shop added a moment ago answers at once.

const KEEP_MS = 60_000;
const MAX_HOSTS = 1_000;
const found = new Map<string, { distributor: Distributor; until: number }>();

export async function distributorForPage(env: Env, host: string, now = Date.now()): Promise<Distributor | null> {
  const key = host.toLowerCase();
  const kept = found.get(key);
  if (kept && kept.until > now) return kept.distributor;
  const distributor = await distributorForHost(env, host);
  if (distributor) {
    // A crawler walking made-up subdomains of real shops must not grow this without bound.
    if (found.size >= MAX_HOSTS) found.clear();
    found.set(key, { distributor, until: now + KEEP_MS });
  } else found.delete(key);
  return distributor;
}
