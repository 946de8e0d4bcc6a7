import { readActivityPage } from '@/contract/activity';
import type { Transport } from './transport';

// The console's audit log: the shop's, or one order's or product's, a page at a time,
// narrowed by kind of thing and by who did it.

export function consoleActivityApi(t: Transport) {
  return {
    page: (query: { page: number; limit: number; order?: string; product?: number; kind?: string; who?: number }) =>
      t.request('GET', 'admin/activity', readActivityPage, { auth: true, query }),
  };
}
