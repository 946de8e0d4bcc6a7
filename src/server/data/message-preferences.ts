import { MESSAGE_CHANNELS, MESSAGE_KINDS, type MessageChannel, type MessageKind, type MessagePreferences } from '@/contract/message-preferences';

// A shopper's message preferences, always of one shop's customer. A missing
// row is the default: on for e-mail and SMS; WhatsApp only once the shopper
// chose it (a business may message someone on WhatsApp only with their opt-in).

/** What a shopper who never chose gets: every kind by e-mail and SMS, nothing by WhatsApp. */
function defaults(): MessagePreferences {
  const out = {} as MessagePreferences;
  for (const kind of MESSAGE_KINDS) out[kind] = { email: true, sms: true, whatsapp: false };
  return out;
}

export async function readPreferences(db: D1Database, distributorId: number, customerId: number): Promise<MessagePreferences> {
  const { results } = await db
    .prepare('SELECT kind, channel, enabled FROM message_preferences WHERE distributor_id = ? AND customer_id = ?')
    .bind(distributorId, customerId)
    .all<{ kind: string; channel: string; enabled: number }>();
  const prefs = defaults();
  for (const row of results) {
    if ((MESSAGE_KINDS as readonly string[]).includes(row.kind) && (MESSAGE_CHANNELS as readonly string[]).includes(row.channel)) {
      prefs[row.kind as MessageKind][row.channel as MessageChannel] = row.enabled === 1;
    }
  }
  return prefs;
}

/** Writes the given choices (one batch: all or nothing). */
export async function writePreferences(
  db: D1Database,
  distributorId: number,
  customerId: number,
  choices: Array<{ kind: MessageKind; channel: MessageChannel; enabled: boolean }>,
): Promise<void> {
  if (!choices.length) return;
  await db.batch(
    choices.map((c) =>
      db
        .prepare(
          `INSERT INTO message_preferences (distributor_id, customer_id, kind, channel, enabled) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (distributor_id, customer_id, kind, channel)
           DO UPDATE SET enabled = excluded.enabled, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
        )
        .bind(distributorId, customerId, c.kind, c.channel, c.enabled ? 1 : 0),
    ),
  );
}
