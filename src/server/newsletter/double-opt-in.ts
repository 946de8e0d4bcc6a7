import { randomHex, sha256Hex } from '../secret-tokens';

// Newsletter double opt-in: subscribing stores the address unconfirmed with
// the hash of a random token and mails the token as a link; opening the link
// confirms it. Anyone can type anyone's address into the form, so only the
// mailbox's owner can make it a subscription.

/**
 * Records the request; answers the token to mail, or null when the address is
 * already confirmed (nothing to send).
 */
export async function requestSubscription(db: D1Database, distributorId: number, email: string): Promise<string | null> {
  const token = randomHex(24);
  const row = await db
    .prepare(
      `INSERT INTO newsletter_subscribers (distributor_id, email, confirm_token_hash) VALUES (?1, ?2, ?3)
       ON CONFLICT (distributor_id, email) DO UPDATE SET confirm_token_hash = excluded.confirm_token_hash
         WHERE newsletter_subscribers.confirmed_at IS NULL
       RETURNING id`,
    )
    .bind(distributorId, email, await sha256Hex(token))
    .first<{ id: number }>();
  return row ? token : null;
}

/** Confirms the subscription the token was mailed for; false when it is unknown or already used. */
export async function confirmSubscription(db: D1Database, distributorId: number, token: string): Promise<boolean> {
  if (!/^[0-9a-f]{48}$/.test(token)) return false;
  const row = await db
    .prepare(
      `UPDATE newsletter_subscribers SET confirmed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), confirm_token_hash = NULL
       WHERE distributor_id = ? AND confirm_token_hash = ? AND confirmed_at IS NULL RETURNING id`,
    )
    .bind(distributorId, await sha256Hex(token))
    .first<{ id: number }>();
  return row !== null;
}

export const confirmPath = (token: string) => `/ecommerce/newsletter/confirm/${token}`;
