import type { CustomerRow } from './customers';

// Device sessions of staff (migration 0048): rows keyed by the SHA-256 of the
// token the browser keeps in its cookie; the token itself is never stored.

/** How long a device session lasts after its last use. */
export const DEVICE_SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type DeviceAccount = Pick<CustomerRow, 'id' | 'name' | 'email' | 'role' | 'token_version'>;

function expiry(now: number): string {
  return new Date(now + DEVICE_SESSION_DAYS * DAY_MS).toISOString();
}

export async function insertDeviceSession(db: D1Database, distributorId: number, customerId: number, tokenHash: string, now = Date.now()): Promise<void> {
  const at = new Date(now).toISOString();
  await db.batch([
    // The account's dead rows (expired, or from before its token version moved on) go first.
    db
      .prepare(
        `DELETE FROM device_sessions WHERE distributor_id = ?1 AND customer_id = ?2
           AND (expires_at <= ?3 OR token_version <> (SELECT token_version FROM customers WHERE id = ?2 AND distributor_id = ?1))`,
      )
      .bind(distributorId, customerId, at),
    // The account's token version now: a later bump leaves the row dead.
    db
      .prepare(
        `INSERT INTO device_sessions (distributor_id, customer_id, token_hash, token_version, created_at, last_used_at, expires_at)
         SELECT ?1, id, ?3, token_version, ?4, ?4, ?5 FROM customers WHERE id = ?2 AND distributor_id = ?1`,
      )
      .bind(distributorId, customerId, tokenHash, at, expiry(now)),
  ]);
}

/**
 * The live staff account behind a device session, its expiry slid forward in
 * the same statement, or null: unknown, expired, another shop's, token version
 * moved on, account deleted or no longer staff.
 */
export async function useDeviceSession(db: D1Database, distributorId: number, tokenHash: string, now = Date.now()): Promise<DeviceAccount | null> {
  const at = new Date(now).toISOString();
  const row = await db
    .prepare(
      `UPDATE device_sessions SET last_used_at = ?3, expires_at = ?4
       WHERE token_hash = ?2 AND distributor_id = ?1 AND expires_at > ?3
         AND EXISTS (SELECT 1 FROM customers c WHERE c.id = device_sessions.customer_id AND c.distributor_id = ?1
                     AND c.deleted_at IS NULL AND c.role IN ('admin', 'delivery') AND c.token_version = device_sessions.token_version)
       RETURNING customer_id`,
    )
    .bind(distributorId, tokenHash, at, expiry(now))
    .first<{ customer_id: number }>();
  if (!row) return null;
  return db
    .prepare('SELECT id, name, email, role, token_version FROM customers WHERE id = ? AND distributor_id = ?')
    .bind(row.customer_id, distributorId)
    .first<DeviceAccount>();
}

/** Ends one device session (logout, or another login on that browser). */
export async function deleteDeviceSession(db: D1Database, distributorId: number, tokenHash: string): Promise<void> {
  await db.prepare('DELETE FROM device_sessions WHERE token_hash = ? AND distributor_id = ?').bind(tokenHash, distributorId).run();
}

/**
 * Ends every other session of the account: bumps its token version (every
 * token issued before stops working) and deletes its other device rows, the
 * kept one moving to the new version, in one batch. Answers the new version.
 */
export async function endOtherSessions(db: D1Database, distributorId: number, customerId: number, keepHash: string | null): Promise<number | null> {
  const results = await db.batch([
    db
      .prepare(`UPDATE customers SET token_version = token_version + 1 WHERE id = ? AND distributor_id = ? AND deleted_at IS NULL RETURNING token_version`)
      .bind(customerId, distributorId),
    db
      .prepare('DELETE FROM device_sessions WHERE customer_id = ? AND distributor_id = ? AND token_hash IS NOT ?')
      .bind(customerId, distributorId, keepHash),
    db
      .prepare(
        `UPDATE device_sessions SET token_version = (SELECT token_version FROM customers WHERE id = ?1 AND distributor_id = ?2)
         WHERE customer_id = ?1 AND distributor_id = ?2 AND token_hash = ?3`,
      )
      .bind(customerId, distributorId, keepHash),
  ]);
  const version = (results[0]?.results?.[0] as { token_version?: number } | undefined)?.token_version;
  return typeof version === 'number' ? version : null;
}

