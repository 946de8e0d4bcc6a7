import { NOTIFICATION_MESSAGES } from '@/lib/notification-messages';
import { ON_DEMAND_MESSAGES } from '@/lib/on-demand-messages';
import { isKnownDevice, rememberLogin } from '../auth/known-logins';
import { consume, limit, release, withAddress } from '../auth/throttle';
import { toSessionUser } from '../data/customers';
import { accountsByMobile, dropLoginCode, markMobileVerified, spendLoginCode, storeLoginCode, tryLoginCode, type MobileAccount } from '../data/login-codes';
import { conflict, DomainError, unauthorized } from '../domain-error';
import { requestTag } from '../i18n/request-language';
import { loginCodeSender, loginCodesOn } from '../sms/login-code-sender';
import { WORDS } from '@/lib/words';

// Login by mobile number: a 6-digit code by SMS, then the code for a session.
// - A code works for 5 minutes and once; only its keyed hash is stored.
// - Each code takes 5 tries; the fifth wrong one ends it (ask for a new one).
// - Codes per number and per address are limited (auth/throttle.ts); wrong
//   codes slow an address, never an account.
// - Asking answers the same whether or not the number has an account, and the
//   SMS goes after the answer, so neither words nor timing tell.
// docs/sessions.md gives the rule and its reasons.

const L = ON_DEMAND_MESSAGES.mobileLogin;
const CODE_LIFETIME_MS = 5 * 60_000;
const CODE_TRIES = 5;

export interface MobileLoginContext {
  env: Env;
  /** The shop's database. */
  db: D1Database;
  distributor: { id: number; slug: string; name: string };
  /** The client's address, null where unknown (local runs). */
  ip: string | null;
  /** Runs work after the answer has gone out. */
  later: (what: string, work: () => Promise<void>) => void;
}

/** A uniformly random 6-digit code (rejection sampling keeps every code equally likely). */
function randomCode(): string {
  const box = new Uint32Array(1);
  do crypto.getRandomValues(box);
  while (box[0]! >= 4_294_000_000);
  return String(box[0]! % 1_000_000).padStart(6, '0');
}

/** HMAC-SHA256 under the Worker's secret: a copied table cannot be tried against the million codes. */
async function codeHash(secret: string, shop: string, mobile: string, code: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`login-code|${shop}|${mobile}|${code}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The account a number logs into: the one that proved it, else the only one holding it. */
function accountOf(accounts: MobileAccount[]): MobileAccount | 'ambiguous' | null {
  const [first] = accounts;
  if (!first) return null;
  return first.mobile_verified_at || accounts.length === 1 ? first : 'ambiguous';
}

export function mobileLoginAvailable(env: Env, distributor: { slug: string }): boolean {
  return loginCodesOn(env, distributor);
}

/** Sends a code to the number when it has an account; the same answer either way. */
export async function requestLoginCode(ctx: MobileLoginContext, mobile: string): Promise<{ message: string }> {
  const { env, distributor } = ctx;
  const sender = loginCodeSender(env, distributor, NOTIFICATION_MESSAGES.sms.loginCodeOutbox);
  if (!sender) throw new DomainError('UNAVAILABLE', WORDS.onDemand.mobileLogin.unavailable);
  // Every request counts, account or not: each may cost an SMS.
  await consume(
    ctx.db,
    [limit('otpNumber', distributor.id, mobile), ...withAddress(ctx.ip, (ip) => [limit('otpAddress', ip)])],
    WORDS.onDemand.mobileLogin.throttled,
  );
  // The SMS goes in the language the shopper asked in.
  const language = requestTag() === 'hi-IN' ? 'hi-IN' : 'en-IN';
  ctx.later('Login code SMS', async () => {
    if (!accountOf(await accountsByMobile(ctx.db, distributor.id, mobile))) return;
    const code = randomCode();
    await storeLoginCode(ctx.db, distributor.id, mobile, await codeHash(env.JWT_SECRET, distributor.slug, mobile, code), Date.now() + CODE_LIFETIME_MS);
    await sender.send(`91${mobile}`, code, language);
  });
  return { message: L.sent };
}

export interface CodeLogin {
  mobile: string;
  code: string;
  device?: string;
}

/** Spends a right code for the number's account and a device token; refuses anything else. */
export async function verifyLoginCode(ctx: MobileLoginContext, input: CodeLogin): Promise<{ account: MobileAccount; user: ReturnType<typeof toSessionUser>; device: string }> {
  const { env, distributor } = ctx;
  const db = ctx.db;
  // Wrong codes slow the address (whatever the number); a success gives its try back.
  const addressLimits = withAddress(ctx.ip, (ip) => [limit('otpVerifyAddress', ip)]);
  await consume(db, addressLimits, WORDS.throttle.loginAddress);
  const hash = await codeHash(env.JWT_SECRET, distributor.slug, input.mobile, input.code);
  // The try is counted in the statement that reads the code: a burst cannot pass the limit.
  const open = await tryLoginCode(db, distributor.id, input.mobile, Date.now(), CODE_TRIES);
  if (!open) throw unauthorized(WORDS.onDemand.mobileLogin.wrong);
  if (!sameHash(open.code_hash, hash)) {
    if (open.attempts < CODE_TRIES) throw unauthorized(WORDS.onDemand.mobileLogin.wrong);
    await dropLoginCode(db, distributor.id, input.mobile);
    throw unauthorized(WORDS.onDemand.mobileLogin.tooManyTries);
  }
  // Of two requests with the same right code, one spends it.
  if (!(await spendLoginCode(db, distributor.id, input.mobile, hash))) throw unauthorized(WORDS.onDemand.mobileLogin.wrong);
  await release(db, addressLimits.map((l) => l.key));

  const account = accountOf(await accountsByMobile(db, distributor.id, input.mobile));
  if (!account) throw unauthorized(WORDS.onDemand.mobileLogin.wrong);
  if (account === 'ambiguous') throw conflict(WORDS.onDemand.mobileLogin.ambiguous);
  // The code proved the number: it is now this account's, and no other account's, in this shop.
  if (!account.mobile_verified_at && !(await markMobileVerified(db, distributor.id, account.id, input.mobile))) throw conflict(WORDS.onDemand.mobileLogin.ambiguous);
  const device = await rememberLogin(db, account.id, ctx.ip, input.device, await isKnownDevice(db, account.id, input.device));
  return { account, user: toSessionUser(account), device };
}
