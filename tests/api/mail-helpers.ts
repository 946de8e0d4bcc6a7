import { dbOf } from './databases';
import { pause } from './support';

// The outbox as the tests read it. Mail goes out after the answer (so its
// cost never shows in the answer's timing): wait a moment for it.

export interface OutboxMail {
  distributor_id: number;
  subject: string;
  body_text: string;
  body_html: string;
}


/** The newest mail to `to` once at least `count` have arrived (null after two seconds without). */
export async function awaitMail(to: string, slug = 'sehat', count = 1): Promise<OutboxMail | null> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const n = await mailCount(to, slug);
    if (n >= count) {
      return dbOf(slug)
        .prepare('SELECT distributor_id, subject, body_text, body_html FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1')
        .bind(to)
        .first<OutboxMail>();
    }
    if (Date.now() > deadline) return null;
    await pause(20);
  }
}

export async function mailCount(to: string, slug = 'sehat'): Promise<number> {
  const row = await dbOf(slug).prepare('SELECT COUNT(*) AS n FROM outbox WHERE to_email = ?').bind(to).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The mail count after any mail still on its way has had time to arrive. */
export async function settledMailCount(to: string, slug = 'sehat'): Promise<number> {
  await pause(300);
  return mailCount(to, slug);
}

/** The reset link in a mail ('' when there is none). */
export const resetLinkIn = (text = '') => /(https?:\/\/\S+\/ecommerce\/reset-password\/reset\/[A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
