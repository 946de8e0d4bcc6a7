import type { Context } from 'hono';
import { MESSAGES } from '@/lib/messages';
import { ApiError } from '../http/errors';

// Throttle for login and forgot-password: fixed one-minute windows in the
// rate_limits table (D1 works the same in local workerd, tests and deployed).
// A key is blocked once it holds MAX_FAILURES in its current window; keys are
// per e-mail (within a distributor) and per client address.

export const MAX_FAILURES = 5;
export const WINDOW_MS = 60_000;
/** Rows older than this are swept when a new failure is written. */
const SWEEP_AFTER_MS = 10 * WINDOW_MS;

export const THROTTLE_MESSAGE = MESSAGES.account.throttled;

export type ThrottleAction = 'login' | 'forgot';

/** The client's address as Cloudflare reports it ('unknown' when absent, e.g. some local runs). */
export function clientAddress(c: Context): string {
  const ip = c.req.header('cf-connecting-ip')?.trim();
  return ip && ip.length <= 64 ? ip : 'unknown';
}

export function throttleKeys(action: ThrottleAction, distributorId: number, email: string, ip: string): string[] {
  const keys = [`${action}:email:${distributorId}:${email.toLowerCase()}`];
  // Without a known address (local runs without CF-Connecting-IP) every client
  // would share one key and five typos anywhere would lock everybody out.
  if (ip !== 'unknown') keys.push(`${action}:ip:${ip}`);
  return keys;
}

/** Throws 429 when any key has used up its window; else the keys that hold failures. */
export async function assertNotThrottled(db: D1Database, keys: string[], now = Date.now()): Promise<string[]> {
  const placeholders = keys.map(() => '?').join(', ');
  const { results } = await db
    .prepare(`SELECT key, count, window_start FROM rate_limits WHERE key IN (${placeholders})`)
    .bind(...keys)
    .all<{ key: string; count: number; window_start: number }>();
  const blocked = results.find((r) => r.window_start > now - WINDOW_MS && r.count >= MAX_FAILURES);
  if (blocked) {
    const retryAfter = Math.max(1, Math.ceil((blocked.window_start + WINDOW_MS - now) / 1000));
    throw new ApiError(429, THROTTLE_MESSAGE, { 'Retry-After': String(retryAfter) });
  }
  return results.map((r) => r.key);
}

/** Counts one failure against every key (a stale window starts afresh). */
export async function recordFailure(db: D1Database, keys: string[], now = Date.now()): Promise<void> {
  const stale = now - WINDOW_MS;
  await db.batch([
    ...keys.map((key) =>
      db
        .prepare(
          `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
           ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN window_start <= ?3 THEN 1 ELSE count + 1 END,
             window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END`,
        )
        .bind(key, now, stale),
    ),
    db.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(now - SWEEP_AFTER_MS),
  ]);
}

/** Forgets a key's failures (the e-mail's after a successful login). */
export async function clearFailures(db: D1Database, key: string): Promise<void> {
  await db.prepare('DELETE FROM rate_limits WHERE key = ?').bind(key).run();
}
