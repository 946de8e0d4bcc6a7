import type { LoginAccount } from './customers';

// Login codes sent by SMS, and the accounts a mobile number logs into. Every
// statement names the shop; a code is one row per (shop, number), checked and
// spent with single statements so two requests at once cannot both use it.

const ACCOUNT_COLUMNS = 'id, name, email, mobile, address, pincode, city, state_code, role, token_version, deleted_at, created_at, password_hash';

/** Stores a new code for the number, replacing any open one (and its wrong tries). */
export async function storeLoginCode(db: D1Database, distributorId: number, mobile: string, codeHash: string, expiresAt: number): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO login_codes (distributor_id, mobile, code_hash, expires_at, attempts) VALUES (?1, ?2, ?3, ?4, 0)
         ON CONFLICT (distributor_id, mobile) DO UPDATE SET code_hash = ?3, expires_at = ?4, attempts = 0`,
      )
      .bind(distributorId, mobile, codeHash, expiresAt),
    db.prepare('DELETE FROM login_codes WHERE expires_at < ?').bind(expiresAt - 24 * 3_600_000),
  ]);
}

/**
 * Counts one try against the number's open code, in the same statement that
 * reads it: a try past `maxTries`, or on an expired code, reads nothing.
 */
export async function tryLoginCode(
  db: D1Database,
  distributorId: number,
  mobile: string,
  now: number,
  maxTries: number,
): Promise<{ code_hash: string; attempts: number } | null> {
  return db
    .prepare(
      `UPDATE login_codes SET attempts = attempts + 1
       WHERE distributor_id = ? AND mobile = ? AND expires_at > ? AND attempts < ?
       RETURNING code_hash, attempts`,
    )
    .bind(distributorId, mobile, now, maxTries)
    .first();
}

/** Spends the code: true for exactly one caller, whoever else holds the same code. */
export async function spendLoginCode(db: D1Database, distributorId: number, mobile: string, codeHash: string): Promise<boolean> {
  const row = await db
    .prepare('DELETE FROM login_codes WHERE distributor_id = ? AND mobile = ? AND code_hash = ? RETURNING 1 AS spent')
    .bind(distributorId, mobile, codeHash)
    .first();
  return row !== null;
}

/** Forgets the number's code (tried too often). */
export async function dropLoginCode(db: D1Database, distributorId: number, mobile: string): Promise<void> {
  await db.prepare('DELETE FROM login_codes WHERE distributor_id = ? AND mobile = ?').bind(distributorId, mobile).run();
}

export type MobileAccount = LoginAccount & { mobile_verified_at: string | null };

/**
 * The live shopper accounts that hold the number, the one that proved it
 * first (the caller logs in only to a proven one, or to the only one that
 * holds it). Staff log in with their password only.
 */
export async function accountsByMobile(db: D1Database, distributorId: number, mobile: string): Promise<MobileAccount[]> {
  const { results } = await db
    .prepare(
      `SELECT ${ACCOUNT_COLUMNS}, mobile_verified_at FROM customers
       WHERE distributor_id = ? AND mobile = ? AND deleted_at IS NULL AND role = 'customer'
       ORDER BY mobile_verified_at IS NULL, id LIMIT 3`,
    )
    .bind(distributorId, mobile)
    .all<MobileAccount>();
  return results;
}

/**
 * Marks the account's number proven, unless another account of the shop
 * proved it first (the unique index): then false.
 */
export async function markMobileVerified(db: D1Database, distributorId: number, customerId: number, mobile: string): Promise<boolean> {
  try {
    await db
      .prepare(
        `UPDATE customers SET mobile_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE distributor_id = ? AND id = ? AND mobile = ? AND mobile_verified_at IS NULL`,
      )
      .bind(distributorId, customerId, mobile)
      .run();
    return true;
  } catch {
    return false;
  }
}
