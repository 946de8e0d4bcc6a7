// The demo shop sehat takes cards through the local Razorpay stand-in: npm
// start gives it stand-in test keys (sealed with .dev.vars' PAYMENT_KEYS_SECRET,
// as the admin API would) unless it has keys already. Kirana keeps none, so
// both ways are there to click through. These keys work only with the stand-in.
import path from 'node:path';
import { ROOT, openPlatform, readDevVars } from './local.mjs';
import { dataTargets } from './databases.mjs';
import { bindingOf } from './seed-state.mjs';

const DEMO_GATEWAY_KEYS = {
  keyId: 'rzp_test_StandInSehat01',
  keySecret: 'stand-in-demo-key-secret',
  webhookSecret: 'stand-in-demo-webhook-secret',
};

/** True when it gave sehat the demo keys now. */
export async function ensureDemoGatewayKeys(persistTo) {
  const secret = readDevVars().PAYMENT_KEYS_SECRET;
  const { sealKey, keyContext } = await import(path.join(ROOT, 'src/server/payment/key-vault.ts'));
  const { bindings } = await dataTargets();
  const platform = await openPlatform(persistTo);
  try {
    const db = platform.env[bindingOf('sehat', bindings)];
    const shop = await db.prepare("SELECT id FROM distributors WHERE slug = 'sehat'").first();
    if (!shop) return false;
    if (await db.prepare('SELECT 1 FROM shop_gateway_keys WHERE distributor_id = ?').bind(shop.id).first()) return false;
    const seal = (field, value) => sealKey(secret, keyContext(shop.id, field), value);
    await db
      .prepare(
        `INSERT INTO shop_gateway_keys (distributor_id, provider, key_id_enc, key_id_last4, key_secret_enc, webhook_secret_enc, updated_at)
         VALUES (?, 'razorpay', ?, ?, ?, ?, ?)`,
      )
      .bind(
        shop.id,
        await seal('key_id', DEMO_GATEWAY_KEYS.keyId),
        DEMO_GATEWAY_KEYS.keyId.slice(-4),
        await seal('key_secret', DEMO_GATEWAY_KEYS.keySecret),
        await seal('webhook_secret', DEMO_GATEWAY_KEYS.webhookSecret),
        new Date().toISOString(),
      )
      .run();
    return true;
  } finally {
    await platform.dispose();
  }
}
