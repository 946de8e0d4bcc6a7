import type { PaymentSettingsView } from '@/contract/payments';
import { gatewayKeysSummary, removeGatewayKeys, saveGatewayKeys } from '../data/gateway-keys';
import { saveShopPaymentSettings, shopPaymentSettings, storedPayee } from '../data/shop-payments';
import type { RequestEvents } from '../events/request-events';
import type { ShopEvent } from '../events/shop-events';
import type { RazorpayKeys } from '../payment/razorpay';

// A shop's payment settings for its admin: the direct UPI payee, the time an
// unpaid order holds its stock, and the gateway keys (set or removed, never
// read back: the answer says only whether they are set and the key id's last 4).
// The audit log keeps only that they changed: an event here carries no detail.

const shopEvent = (type: 'shop.payment_settings' | 'shop.payment_keys' | 'shop.payment_keys_removed'): ShopEvent => ({ type, target: { kind: 'shop', ref: null } });

export async function paymentSettingsOf(db: D1Database, shopId: number): Promise<PaymentSettingsView> {
  const [settings, payee, keys] = await Promise.all([shopPaymentSettings(db, shopId), storedPayee(db, shopId), gatewayKeysSummary(db, shopId)]);
  return {
    payee_vpa: payee.vpa,
    payee_name: payee.name,
    unpaid_expiry_minutes: settings.unpaidExpiryMinutes,
    gateway: { provider: 'razorpay', keys_set: keys.set, key_id_last4: keys.key_id_last4 },
  };
}

export async function updatePaymentSettings(
  db: D1Database,
  events: RequestEvents,
  shopId: number,
  s: { payeeVpa: string | null; payeeName: string | null; unpaidExpiryMinutes: number },
): Promise<PaymentSettingsView> {
  await saveShopPaymentSettings(events.database(db, shopEvent('shop.payment_settings')), shopId, s);
  return paymentSettingsOf(db, shopId);
}

export async function setGatewayKeys(env: Env, db: D1Database, events: RequestEvents, shopId: number, keys: RazorpayKeys): Promise<PaymentSettingsView> {
  await saveGatewayKeys(events.database(db, shopEvent('shop.payment_keys')), env.PAYMENT_KEYS_SECRET, shopId, keys);
  return paymentSettingsOf(db, shopId);
}

export async function clearGatewayKeys(db: D1Database, events: RequestEvents, shopId: number): Promise<PaymentSettingsView> {
  await removeGatewayKeys(events.database(db, shopEvent('shop.payment_keys_removed')), shopId);
  return paymentSettingsOf(db, shopId);
}
