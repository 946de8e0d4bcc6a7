import type { MailMessage } from './message';

// The local outbox: every message sent in local development and tests is a
// row here: the mails, and what the local SMS and WhatsApp stand-ins
// received (channel 'sms' or 'whatsapp', migration 0037). Tests read it;
// /dev/outbox lists it for a person.

export type OutboxChannel = 'email' | 'sms' | 'whatsapp' | 'push';

export interface OutboxEntry {
  id: number;
  channel: OutboxChannel;
  to_email: string;
  subject: string;
  body_text: string;
  /** The order the message is about, when it is about one. */
  order_id: string | null;
  created_at: string;
}

export async function writeOutbox(db: D1Database, distributorId: number, message: MailMessage): Promise<void> {
  await db
    .prepare('INSERT INTO outbox (distributor_id, to_email, subject, body_text, body_html, event_id, order_id) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(distributorId, message.to, message.subject, message.text, message.html ?? null, message.about?.eventId ?? null, message.about?.orderId ?? null)
    .run();
}

/** A text message a local stand-in received (SMS or WhatsApp): the number, a title naming the template, the lines to show. */
export async function writeOutboxText(
  db: D1Database,
  distributorId: number,
  entry: { channel: Exclude<OutboxChannel, 'email'>; to: string; subject: string; text: string; orderId: string | null },
): Promise<void> {
  await db
    .prepare('INSERT INTO outbox (distributor_id, channel, to_email, subject, body_text, order_id) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(distributorId, entry.channel, entry.to, entry.subject, entry.text, entry.orderId)
    .run();
}

/** The distributor's latest messages, newest first. */
export async function listOutbox(db: D1Database, distributorId: number, limit = 20): Promise<OutboxEntry[]> {
  const { results } = await db
    .prepare(
      'SELECT id, channel, to_email, subject, body_text, order_id, created_at FROM outbox WHERE distributor_id = ? ORDER BY id DESC LIMIT ?',
    )
    .bind(distributorId, limit)
    .all<OutboxEntry>();
  return results;
}
