import { eventStatement } from '../events/record-event';
import { randomBase64Url, sha256Hex } from '../secret-tokens';

// Password reset tokens: 32 random bytes sent by mail, only their SHA-256
// stored; single use, valid 30 minutes. A reset bumps token_version, so every
// session token issued before it is refused by requireAuth. A link also
// records the token version it was mailed under: anything that bumps it (an
// e-mail change, a password change, a soft delete) voids every open link, so
// a link sent to an old mailbox can never take the account back.

export const RESET_TOKEN_MINUTES = 30;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Looks like a token we could have issued (cheap check before any query). */
export function isResetTokenShaped(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** Creates a token for the customer; returns the plain token (for the mail only). */
export async function createResetToken(db: D1Database, customerId: number, now = Date.now()): Promise<string> {
  const token = randomBase64Url(32);
  const expiresAt = new Date(now + RESET_TOKEN_MINUTES * 60_000).toISOString();
  await db
    .prepare(
      `INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at, token_version)
       SELECT ?1, ?2, ?3, token_version FROM customers WHERE id = ?2`,
    )
    .bind(await sha256Hex(token), customerId, expiresAt)
    .run();
  return token;
}

/**
 * Claims a token for one reset: marks it used and returns its customer, only
 * when it is unused, unexpired, was mailed under the account's current token
 * version and belongs to a live account of this distributor. One UPDATE, so two concurrent resets cannot both win.
 */
export async function claimResetToken(db: D1Database, distributorId: number, token: string, now = Date.now()): Promise<number | null> {
  if (!isResetTokenShaped(token)) return null;
  const nowIso = new Date(now).toISOString();
  const row = await db
    .prepare(
      `UPDATE password_reset_tokens SET used_at = ?
       WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
         AND customer_id IN (SELECT id FROM customers WHERE distributor_id = ? AND deleted_at IS NULL
                               AND token_version = password_reset_tokens.token_version)
       RETURNING customer_id`,
    )
    .bind(nowIso, await sha256Hex(token), nowIso, distributorId)
    .first<{ customer_id: number }>();
  return row?.customer_id ?? null;
}

/** Sets the new password, ends every older session and voids the customer's other reset links. */
export async function applyPasswordReset(db: D1Database, distributorId: number, customerId: number, passwordHash: string, now = Date.now()): Promise<void> {
  const nowIso = new Date(now).toISOString();
  await db.batch([
    // The account's owner hears that the password changed (the link they used was mailed separately).
    eventStatement(db, { distributorId, type: 'account.password_reset', customerId }),
    db
      .prepare(
        `UPDATE customers SET password_hash = ?, token_version = token_version + 1, updated_at = ? WHERE id = ?`,
      )
      .bind(passwordHash, nowIso, customerId),
    db.prepare('UPDATE password_reset_tokens SET used_at = ? WHERE customer_id = ? AND used_at IS NULL').bind(nowIso, customerId),
  ]);
}
