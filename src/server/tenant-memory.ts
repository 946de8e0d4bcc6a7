import type { Distributor } from '@/contract/catalogue';

// Every page, API request and public media file starts by finding its host's
// distributor (tenant.ts): a database round trip before the request's own first
// query. Distributors are only ever added, never renamed or moved between hosts
// by the shop itself, so each Worker instance keeps what it found for a minute.
// A row is kept per database it was read from: a Worker whose binding for a
// shop names another database (a shop moved by configuration) looks it up
// there. A slug not found is never kept, so a shop added a moment ago answers
// at once.

const KEEP_MS = 60_000;
const MAX_SHOPS = 1_000;

let kept = new WeakMap<D1Database, Map<string, { distributor: Distributor; until: number }>>();

/** The distributor `slug` names in `db`: the one kept from the last minute, or `read`'s answer (kept when found). */
export async function keptDistributor(db: D1Database, slug: string, read: () => Promise<Distributor | null>, now = Date.now()): Promise<Distributor | null> {
  let shops = kept.get(db);
  const found = shops?.get(slug);
  if (found && found.until > now) return found.distributor;
  const distributor = await read();
  if (!distributor) {
    shops?.delete(slug);
    return null;
  }
  if (!shops) kept.set(db, (shops = new Map()));
  // Hosts are the visitor's to make up: a crawler walking made-up shops must not grow this without bound.
  if (shops.size >= MAX_SHOPS) shops.clear();
  shops.set(slug, { distributor, until: now + KEEP_MS });
  return distributor;
}

/** Forgets every kept distributor, as a new Worker instance starts (the API tests, before each file). */
export function forgetKeptDistributors(): void {
  kept = new WeakMap();
}
