import { keyContext as context, openKey, sealKey } from '../payment/key-vault';
import type { RazorpayKeys } from '../payment/razorpay';

// Each shop's gateway keys (table shop_gateway_keys), sealed with
// PAYMENT_KEYS_SECRET. Reading gives the keys for a payment; the console and
// the API only ever learn whether keys are set and the key id's last 4.

export interface GatewayKeysSummary {
  set: boolean;
  key_id_last4: string | null;
}

export async function saveGatewayKeys(db: D1Database, secret: string | undefined, distributorId: number, keys: RazorpayKeys): Promise<void> {
  const [keyId, keySecret, webhookSecret] = await Promise.all([
    sealKey(secret, context(distributorId, 'key_id'), keys.keyId),
    sealKey(secret, context(distributorId, 'key_secret'), keys.keySecret),
    sealKey(secret, context(distributorId, 'webhook_secret'), keys.webhookSecret),
  ]);
  // Batches, so a shop event's audit row can join them (events/request-events.ts).
  await db.batch([
    db
      .prepare(
        `INSERT INTO shop_gateway_keys (distributor_id, provider, key_id_enc, key_id_last4, key_secret_enc, webhook_secret_enc, updated_at)
         VALUES (?, 'razorpay', ?, ?, ?, ?, ?)
         ON CONFLICT (distributor_id) DO UPDATE SET key_id_enc = excluded.key_id_enc, key_id_last4 = excluded.key_id_last4,
           key_secret_enc = excluded.key_secret_enc, webhook_secret_enc = excluded.webhook_secret_enc, updated_at = excluded.updated_at`,
      )
      .bind(distributorId, keyId, keys.keyId.slice(-4), keySecret, webhookSecret, new Date().toISOString()),
  ]);
}

export async function removeGatewayKeys(db: D1Database, distributorId: number): Promise<void> {
  await db.batch([db.prepare('DELETE FROM shop_gateway_keys WHERE distributor_id = ?').bind(distributorId)]);
}

export async function gatewayKeysSummary(db: D1Database, distributorId: number): Promise<GatewayKeysSummary> {
  const row = await db.prepare('SELECT key_id_last4 FROM shop_gateway_keys WHERE distributor_id = ?').bind(distributorId).first<{ key_id_last4: string }>();
  return { set: Boolean(row), key_id_last4: row?.key_id_last4 ?? null };
}

/** The shop's keys in clear, for one payment call; null when the shop has none. */
export async function gatewayKeys(db: D1Database, secret: string | undefined, distributorId: number): Promise<RazorpayKeys | null> {
  const row = await db
    .prepare('SELECT key_id_enc, key_secret_enc, webhook_secret_enc FROM shop_gateway_keys WHERE distributor_id = ?')
    .bind(distributorId)
    .first<{ key_id_enc: string; key_secret_enc: string; webhook_secret_enc: string }>();
  if (!row) return null;
  const [keyId, keySecret, webhookSecret] = await Promise.all([
    openKey(secret, context(distributorId, 'key_id'), row.key_id_enc),
    openKey(secret, context(distributorId, 'key_secret'), row.key_secret_enc),
    openKey(secret, context(distributorId, 'webhook_secret'), row.webhook_secret_enc),
  ]);
  return { keyId, keySecret, webhookSecret };
}
