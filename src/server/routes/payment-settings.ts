import { routeList } from '../http/route-list';
import { MESSAGES } from '@/lib/messages';
import { gatewayKeysPayload, paymentSettingsPayload } from '@/contract/payments.input';
import { readJson } from '../http/validate';
import { clearGatewayKeys, paymentSettingsOf, setGatewayKeys, updatePaymentSettings } from '../services/payment-settings';

// The shop admin's payment settings (mounted at /api/admin): payee, time to
// pay, and the gateway keys (write-only).

export const paymentSettings = routeList()
  .get('/payment-settings', { access: 'admin' }, async (c) => c.json(await paymentSettingsOf(c.var.db, c.var.distributor.id)))
  // Never a key field: the log keeps only that the keys changed.
  .put('/payment-settings', { access: 'admin', audit: 'shop.payment_settings', body: paymentSettingsPayload }, async (c) => {
    const body = await readJson(c, paymentSettingsPayload);
    const settings = await updatePaymentSettings(c.var.db, c.var.events, c.var.distributor.id, {
      payeeVpa: body.payee_vpa ?? null,
      payeeName: body.payee_name ?? null,
      unpaidExpiryMinutes: body.unpaid_expiry_minutes,
    });
    return c.json({ message: MESSAGES.console.payments.saved, settings });
  })
  .put('/payment-keys', { access: 'admin', audit: 'shop.payment_keys', body: gatewayKeysPayload }, async (c) => {
    const body = await readJson(c, gatewayKeysPayload);
    const settings = await setGatewayKeys(c.env, c.var.db, c.var.events, c.var.distributor.id, { keyId: body.key_id, keySecret: body.key_secret, webhookSecret: body.webhook_secret });
    return c.json({ message: MESSAGES.console.payments.keysSaved, settings });
  })
  .delete('/payment-keys', { access: 'admin', audit: 'shop.payment_keys_removed' }, async (c) => {
    const settings = await clearGatewayKeys(c.var.db, c.var.events, c.var.distributor.id);
    return c.json({ message: MESSAGES.console.payments.keysRemoved, settings });
  });
