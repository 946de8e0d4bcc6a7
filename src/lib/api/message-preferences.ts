import { readMessagePreferences } from '@/contract/message-preferences';
import type { MessagePreferencesPayload } from '@/contract/message-preferences.input';
import type { Transport } from './transport';

const PATH = 'EcomLogin/message-preferences';
const PRIVATE = { auth: true, distributor: false } as const;

/** The signed-in shopper's own message preferences (the session says whose). */
export function messagePreferencesApi(t: Transport) {
  return {
    get: () => t.request('GET', PATH, readMessagePreferences, PRIVATE),
    save: (preferences: MessagePreferencesPayload['preferences']) =>
      t.request('PUT', PATH, readMessagePreferences, { ...PRIVATE, body: { preferences } }),
  };
}
