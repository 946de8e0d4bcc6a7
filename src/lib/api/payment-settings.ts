import { readPaymentSettings, readPaymentSettingsSaved } from '@/contract/payments';
import type { Transport } from './transport';

// The console's payment settings calls (admin token): the payee and time to
// pay, and the gateway keys, which are sent but never read back.

const auth = { auth: true } as const;

export interface PayeeFields {
  payee_vpa: string | null;
  payee_name: string | null;
  unpaid_expiry_minutes: number;
}

export interface GatewayKeyFields {
  key_id: string;
  key_secret: string;
  webhook_secret: string;
}

export function paymentSettingsApi(t: Transport) {
  return {
    get: () => t.request('GET', 'admin/payment-settings', readPaymentSettings, auth),
    save: (fields: PayeeFields) => t.request('PUT', 'admin/payment-settings', readPaymentSettingsSaved, { ...auth, body: fields }),
    setKeys: (keys: GatewayKeyFields) => t.request('PUT', 'admin/payment-keys', readPaymentSettingsSaved, { ...auth, body: keys }),
    removeKeys: () => t.request('DELETE', 'admin/payment-keys', readPaymentSettingsSaved, auth),
  };
}
