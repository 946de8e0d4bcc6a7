import { DomainError } from '../domain-error';
import type { WordKey } from '@/contract/word-key';
// Rate limits for login, forgot-password, sign-up and the newsletter: fixed
// windows in the rate_limits table (D1 works the same locally, in tests and
// deployed). Each attempt is counted and checked in ONE statement (an UPSERT
// that returns the new count), so a burst of concurrent requests can never
// slip past the check before the first of them is counted.

export interface Limit {
  key: string;
  /** Attempts allowed in one window; the next one is refused. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
/** Rows whose window started longer ago than this are swept. */
const SWEEP_AFTER_MS = 2 * 60 * MINUTE;

/**
 * The limits per action. Addresses get high limits: a carrier NAT puts many
 * shoppers behind one address, so a person's typos must never lock out the
 * others, while an address that tries many accounts is still slowed.
 */
export const LIMITS = {
  /**
   * Logins per account a minute before a login from an unknown address or
   * device must solve a challenge (never a refusal: see login-guard.ts).
   */
  loginAccount: { max: 5, windowMs: MINUTE },
  /** Logins per account from one of its known addresses before that address is treated as unknown. */
  loginKnownAddress: { max: 5, windowMs: MINUTE },
  /** Wrong current passwords per account (e-mail change) a minute: only a signed-in caller can spend them. */
  currentPassword: { max: 5, windowMs: MINUTE },
  /** Failed logins per address, whatever the account. */
  loginAddress: { max: 100, windowMs: MINUTE },
  /** Different accounts one address may try to log into in 10 minutes. */
  loginAccountsPerAddress: { max: 50, windowMs: 10 * MINUTE },
  /**
   * Login codes by SMS: per number of a shop (each costs an SMS, and a
   * stranger may spend at most this before the owner waits out the window),
   * and per address (spread over many numbers).
   */
  otpNumber: { max: 5, windowMs: 15 * MINUTE },
  otpAddress: { max: 30, windowMs: 15 * MINUTE },
  /** Wrong codes per address, whatever the number (a success gives its try back). */
  otpVerifyAddress: { max: 100, windowMs: MINUTE },
  /** Reset mails per account. */
  forgotAccount: { max: 3, windowMs: 15 * MINUTE },
  forgotAddress: { max: 30, windowMs: 15 * MINUTE },
  /**
   * Sign-ups and newsletter sign-ups per address: a burst limit. It stops a
   * flood (each sign-up costs a 100,000-round password hash) while a whole
   * carrier NAT signing up at a normal pace never meets it.
   */
  signupAddress: { max: 30, windowMs: MINUTE },
  signupEmail: { max: 3, windowMs: 60 * MINUTE },
  newsletterAddress: { max: 30, windowMs: MINUTE },
  newsletterEmail: { max: 3, windowMs: 60 * MINUTE },
  /** "Ask the shop for it" requests (each a message to the admins) per address, and per shop from everyone. */
  productRequestAddress: { max: 5, windowMs: 10 * MINUTE },
  productRequestShop: { max: 200, windowMs: 60 * MINUTE },
} as const;

export function limit(name: keyof typeof LIMITS, ...parts: Array<string | number>): Limit {
  return { key: `${name}:${parts.join(':')}`, ...LIMITS[name] };
}

/**
 * Per-address limits only when the address is known: without one (local runs
 * without CF-Connecting-IP) every client would share one key.
 */
export function withAddress(ip: string | null, build: (ip: string) => Limit[]): Limit[] {
  return ip ? build(ip) : [];
}

const upsertSql = `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN window_start <= ?3 THEN 1 ELSE count + 1 END,
    window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END
  RETURNING count, window_start`;

/**
 * Counts one attempt against every limit, then refuses (429 with Retry-After
 * and `message`) when any limit is now over its maximum.
 */
export async function consume(db: D1Database, limits: Limit[], message: WordKey, now = Date.now()): Promise<void> {
  if (!limits.length) return;
  const results = await db.batch<{ count: number; window_start: number }>([
    ...limits.map((l) => db.prepare(upsertSql).bind(l.key, now, now - l.windowMs)),
    db.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(now - SWEEP_AFTER_MS),
  ]);
  let retryAfterMs = 0;
  limits.forEach((l, i) => {
    const row = results[i]?.results[0];
    if (row && row.count > l.max) retryAfterMs = Math.max(retryAfterMs, row.window_start + l.windowMs - now);
  });
  if (retryAfterMs > 0) {
    throw new DomainError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
  }
}

/** Counts one attempt against `l` and answers the window's count so far (this one included). */
export async function countAttempt(db: D1Database, l: Limit, now = Date.now()): Promise<number> {
  const row = await db.prepare(upsertSql).bind(l.key, now, now - l.windowMs).first<{ count: number }>();
  return row?.count ?? 1;
}

/**
 * Counts a new (address, account) pair once per window against `distinct`, so
 * an address that tries many different accounts is slowed while retries of
 * one account cost nothing extra. Same single-transaction batch as consume.
 * True when this call counted the pair (release it after a success).
 */
export async function consumeDistinct(
  db: D1Database,
  distinct: Limit,
  pairKey: string,
  message: WordKey,
  now = Date.now(),
): Promise<boolean> {
  const stale = now - distinct.windowMs;
  const [counted] = await db.batch<{ count: number; window_start: number }>([
    db
      .prepare(
        `INSERT INTO rate_limits (key, window_start, count)
         SELECT ?1, ?2, 1 WHERE NOT EXISTS (SELECT 1 FROM rate_limits WHERE key = ?4 AND window_start > ?3)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN window_start <= ?3 THEN 1 ELSE count + 1 END,
           window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END
         RETURNING count, window_start`,
      )
      .bind(distinct.key, now, stale, pairKey),
    db.prepare(upsertSql).bind(pairKey, now, stale),
  ]);
  const row = counted?.results[0];
  if (row && row.count > distinct.max) {
    const seconds = Math.max(1, Math.ceil((row.window_start + distinct.windowMs - now) / 1000));
    throw new DomainError('RATE_LIMITED', message, { retryAfterSeconds: seconds });
  }
  return Boolean(row);
}

/** Gives back attempts that turned out fine (a successful login) and forgets keys. */
export async function release(db: D1Database, giveBack: string[], forget: string[] = []): Promise<void> {
  if (!giveBack.length && !forget.length) return;
  await db.batch([
    ...giveBack.map((key) => db.prepare('UPDATE rate_limits SET count = MAX(count - 1, 0) WHERE key = ?').bind(key)),
    ...forget.map((key) => db.prepare('DELETE FROM rate_limits WHERE key = ?').bind(key)),
  ]);
}
