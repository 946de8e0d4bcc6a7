import { openKey, sealKey } from '../payment/key-vault';

// Each shop's stored SMS and WhatsApp settings (table shop_messaging_settings).
// The provider key is sealed with PAYMENT_KEYS_SECRET like the gateway keys,
// bound to the shop and channel; reading a summary never opens it.

export type MessagingChannel = 'sms' | 'whatsapp';

export interface StoredMessaging {
  enabled: boolean;
  sender: string;
  keySet: boolean;
  keyLast4: string | null;
  approved: string[];
  /** The shop's own MSG91 flow template ids, keyed `<template>_<en|hi>` (SMS only; empty: none). */
  templateIds: Record<string, string>;
}

interface Row {
  channel: MessagingChannel;
  enabled: number;
  sender: string;
  key_enc: string | null;
  key_last4: string | null;
  approved: string;
  template_ids: string;
}

const keyContext = (distributorId: number, channel: MessagingChannel) => `shop:${distributorId}:${channel}:key`;

function approvedList(text: string): string[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

function idMap(text: string): Record<string, string> {
  try {
    const map: unknown = JSON.parse(text);
    if (!map || typeof map !== 'object' || Array.isArray(map)) return {};
    return Object.fromEntries(Object.entries(map).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

const toStored = (row: Row): StoredMessaging => ({
  enabled: row.enabled === 1,
  sender: row.sender,
  keySet: row.key_enc !== null,
  keyLast4: row.key_last4,
  approved: approvedList(row.approved),
  templateIds: idMap(row.template_ids),
});

/** The shop's stored settings per channel (a channel without a row is absent). */
export async function storedMessaging(db: D1Database, distributorId: number): Promise<Partial<Record<MessagingChannel, StoredMessaging>>> {
  const { results } = await db
    .prepare('SELECT channel, enabled, sender, key_enc, key_last4, approved, template_ids FROM shop_messaging_settings WHERE distributor_id = ?')
    .bind(distributorId)
    .all<Row>();
  return Object.fromEntries(results.map((row) => [row.channel, toStored(row)]));
}

/**
 * Saves a channel's settings. `key`: a new key to seal, or undefined to keep
 * the stored one, or null to remove it. `templateIds`: the shop's MSG91 ids,
 * or undefined to keep the stored ones.
 */
export async function saveMessaging(
  db: D1Database,
  secret: string | undefined,
  distributorId: number,
  channel: MessagingChannel,
  s: { enabled: boolean; sender: string; approved: string[]; key: string | null | undefined; templateIds?: Record<string, string> },
): Promise<void> {
  const sealed = s.key ? await sealKey(secret, keyContext(distributorId, channel), s.key) : null;
  const keepKey = s.key === undefined ? 1 : 0;
  const keepIds = s.templateIds === undefined ? 1 : 0;
  // A batch, so a shop event's audit row can join it (events/request-events.ts).
  await db.batch([
    db
      .prepare(
        `INSERT INTO shop_messaging_settings (distributor_id, channel, enabled, sender, key_enc, key_last4, approved, updated_at, template_ids)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?10)
         ON CONFLICT (distributor_id, channel) DO UPDATE SET enabled = excluded.enabled, sender = excluded.sender,
           key_enc = CASE WHEN ?9 = 1 THEN key_enc ELSE excluded.key_enc END,
           key_last4 = CASE WHEN ?9 = 1 THEN key_last4 ELSE excluded.key_last4 END,
           template_ids = CASE WHEN ?11 = 1 THEN template_ids ELSE excluded.template_ids END,
           approved = excluded.approved, updated_at = excluded.updated_at`,
      )
      .bind(
        distributorId, channel, s.enabled ? 1 : 0, s.sender, sealed, s.key ? s.key.slice(-4) : null, JSON.stringify(s.approved), new Date().toISOString(),
        keepKey, JSON.stringify(s.templateIds ?? {}), keepIds,
      ),
  ]);
}

/** The channel's key in clear, for one provider call; null when none is stored. */
export async function messagingKey(db: D1Database, secret: string | undefined, distributorId: number, channel: MessagingChannel): Promise<string | null> {
  const row = await db
    .prepare('SELECT key_enc FROM shop_messaging_settings WHERE distributor_id = ? AND channel = ?')
    .bind(distributorId, channel)
    .first<{ key_enc: string | null }>();
  return row?.key_enc ? openKey(secret, keyContext(distributorId, channel), row.key_enc) : null;
}
