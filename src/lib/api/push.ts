import { readPushSettings } from '@/contract/push-subscriptions';
import { readMessage } from '@/contract/read';
import type { Transport } from './transport';

// The console's Web Push calls: whether push is on (and the key), and this
// browser's subscription saved or forgotten for the signed-in admin.

const auth = { auth: true } as const;
const PATH = 'admin/push-subscriptions';

export function pushApi(t: Transport) {
  return {
    settings: () => t.request('GET', PATH, readPushSettings, auth),
    subscribe: (subscription: PushSubscriptionJSON) => t.request('POST', PATH, readMessage, { ...auth, body: subscription }),
    unsubscribe: (endpoint: string) => t.request('DELETE', PATH, readMessage, { ...auth, body: { endpoint } }),
  };
}
