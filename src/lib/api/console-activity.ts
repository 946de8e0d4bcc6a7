import { readActivityPage } from '@/contract/activity';
import type { Transport } from './transport';

// The console's audit log: the shop's, or one order's or product's, a page at a time.

export function consoleActivityApi(t: Transport) {
  return {
    page: (query: { page: number; limit: number; order?: string; product?: number }) =>
      t.request('GET', 'admin/activity', readActivityPage, { auth: true, query }),
  };
}
