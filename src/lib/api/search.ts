import { readRequestReceipt, readSynonyms } from '@/contract/search';
import type { Transport } from './transport';

// The search routes' calls: a shopper's "Ask the shop for it", and the
// console's synonyms (with the admin's token; the server checks the role and
// every word).

export interface ProductRequest {
  what: string;
  name?: string;
  phone?: string;
}

export const askShopFor = (t: Transport, request: ProductRequest) => t.request('POST', 'search/requests', readRequestReceipt, { body: { ...request } });

export function synonymsApi(t: Transport) {
  return {
    list: () => t.request('GET', 'admin/search-synonyms', readSynonyms, { auth: true }),
    save: (groups: string[][]) => t.request('PUT', 'admin/search-synonyms', readSynonyms, { auth: true, body: { groups } }),
  };
}
