import { randomHex, sha256Hex } from '../secret-tokens';

// Where an account has logged in from: devices (a random token the login
// answer hands the browser, stored here only as its hash) and client
// addresses (only their hash). A correct password from either goes through
// even while strangers are failing logins on the account.

/** Whether the account has logged in before with this device or address (looked up by its hash only). */
async function seenBefore(db: D1Database, query: string, customerId: number, value: string): Promise<boolean> {
  return (await db.prepare(query).bind(customerId, await sha256Hex(value)).first()) !== null;
}

export async function isKnownDevice(db: D1Database, customerId: number, device: string | undefined): Promise<boolean> {
  return !!device && seenBefore(db, 'SELECT 1 FROM login_devices WHERE customer_id = ? AND device_hash = ?', customerId, device);
}

export async function isKnownAddress(db: D1Database, customerId: number, ip: string | null): Promise<boolean> {
  return !!ip && seenBefore(db, 'SELECT 1 FROM login_addresses WHERE customer_id = ? AND address_hash = ?', customerId, ip);
}

/**
 * Remembers a successful login's device and address; returns the device token
 * the browser should keep (the one it sent when that was already known, else a new one).
 */
export async function rememberLogin(db: D1Database, customerId: number, ip: string | null, device: string | undefined, deviceKnown: boolean): Promise<string> {
  const token = deviceKnown && device ? device : randomHex(32);
  const now = new Date().toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO login_devices (customer_id, device_hash, last_seen) VALUES (?, ?, ?)
         ON CONFLICT (customer_id, device_hash) DO UPDATE SET last_seen = excluded.last_seen`,
      )
      .bind(customerId, await sha256Hex(token), now),
    ...(ip
      ? [
          db
            .prepare(
              `INSERT INTO login_addresses (customer_id, address_hash, last_seen) VALUES (?, ?, ?)
               ON CONFLICT (customer_id, address_hash) DO UPDATE SET last_seen = excluded.last_seen`,
            )
            .bind(customerId, await sha256Hex(ip), now),
        ]
      : []),
  ]);
  return token;
}
