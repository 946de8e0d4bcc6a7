import { readMessage } from '@/contract/read';
import type { Transport } from './transport';

// Logout, apart from the other account calls: every page's session watch
// loads it, and should not bring the account readers along.

/**
 * Ends a token on the server. The token is passed in, as the caller clears
 * the stored session at once; keepalive lets the call finish as the page
 * navigates away.
 */
export const revokeToken = async (t: Transport, token: string): Promise<void> => {
  await t.request('POST', 'EcomLogin/logout', readMessage, {
    distributor: false,
    headers: { authorization: `Bearer ${token}` },
    keepalive: true,
  });
};
