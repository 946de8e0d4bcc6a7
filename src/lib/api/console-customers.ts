import { readConsoleCustomers } from '@/contract/console';
import { readMessage } from '@/contract/read';
import type { Transport } from './transport';

// The console's customer calls: the shop's accounts a page at a time, or
// those matching a search (the total comes in X-Total-Count, and
// X-Total-More when a search counted only some way past the page), soft delete and restore.

const auth = { auth: true } as const;
const BASE = 'EcomLogin/EcomCustomer';

export function consoleCustomersApi(t: Transport) {
  return {
    page: async (query: { limit: number; offset: number; q?: string }) => {
      const { data, headers } = await t.requestWithHeaders('GET', `${BASE}/getAllCustomers`, readConsoleCustomers, { ...auth, query });
      return { customers: data, total: Number(headers.get('X-Total-Count')) || data.length, more: headers.get('X-Total-More') === '1' };
    },
    remove: (id: number) => t.request('DELETE', `${BASE}/delete-user/${id}`, readMessage, auth),
    restore: (id: number) => t.request('PATCH', `${BASE}/restore-user/${id}`, readMessage, auth),
  };
}
