import type { ProductRequestInput } from '@/contract/search.input';
import { listSynonymGroups, replaceSynonymGroups } from '../data/product-search';
import { eventStatement } from '../events/record-event';
import type { RequestEvents } from '../events/request-events';

// The shop's side of search: its synonyms as the console reads and replaces
// them, and a shopper's "Ask the shop for it", which reaches the shop's
// admins as a message (a product.requested event, sent like every other).

export const shopSynonyms = (db: D1Database, distributorId: number) => listSynonymGroups(db, distributorId);

/** Replaces the shop's synonyms (already checked and normalised by the contract) and answers them as stored. */
export async function saveShopSynonyms(db: D1Database, events: RequestEvents, distributorId: number, groups: string[][]): Promise<string[][]> {
  await replaceSynonymGroups(events.database(db, { type: 'shop.search_synonyms', target: { kind: 'shop', ref: null } }), distributorId, groups);
  return listSynonymGroups(db, distributorId);
}

/** Records the request as an event for the shop's admins; the notification queue sends it. */
export async function askShopFor(db: D1Database, distributorId: number, request: ProductRequestInput): Promise<void> {
  const { what, name, phone } = request;
  await eventStatement(db, {
    distributorId,
    type: 'product.requested',
    payload: { request: { what, ...(name ? { name } : {}), ...(phone ? { phone } : {}) } },
  }).run();
}
