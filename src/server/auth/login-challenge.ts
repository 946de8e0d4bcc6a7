import { base64Url, randomBase64Url } from '../secret-tokens';
import { leadingZeroBits, proofHash, type LoginChallenge } from '@/lib/login-challenge';

// Issues and checks the login's proof-of-work challenges. A challenge names
// the account (shop and e-mail), its difficulty and its expiry, signed with
// the server's secret, so it cannot be made up, moved to another account or
// made easier; each one is spent by the password check it buys.

/** Base difficulty: about 65,000 hashes, a second or so in a phone's browser. */
export const BASE_DIFFICULTY = 16;
/** The most it grows to while an account is under attack (16 times the base work). */
const MAX_DIFFICULTY = 20;
const LIFETIME_SECONDS = 120;

async function sign(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`login-challenge|${text}`))));
}

/**
 * The difficulty for an account with `attempts` logins in the current window
 * past an allowance of `allowance`: the base, one more bit each time the
 * attempts double, up to the maximum.
 */
export function difficultyFor(attempts: number, allowance: number): number {
  const doublings = Math.floor(Math.log2(Math.max(1, attempts / allowance)));
  return Math.min(MAX_DIFFICULTY, BASE_DIFFICULTY + doublings);
}

export async function issueChallenge(secret: string, account: string, difficulty: number, now = Date.now()): Promise<LoginChallenge> {
  const id = randomBase64Url(16);
  const expires = Math.floor(now / 1000) + LIFETIME_SECONDS;
  const body = `${id}.${difficulty}.${expires}`;
  return { challenge: `${body}.${await sign(secret, `${account}|${body}`)}`, difficulty };
}

/**
 * True when `challenge` was issued by us for this account, is unexpired and
 * unspent, has at least `minDifficulty`, and `proof` solves it. Spends it.
 */
export async function spendChallenge(
  db: D1Database,
  secret: string,
  account: string,
  challenge: string,
  proof: string,
  minDifficulty: number,
  now = Date.now(),
): Promise<boolean> {
  const parts = challenge.split('.');
  if (parts.length !== 4 || !/^\d{1,12}$/.test(proof)) return false;
  const [id, difficultyText, expiresText, mac] = parts as [string, string, string, string];
  const difficulty = Number(difficultyText);
  const expires = Number(expiresText);
  const nowSeconds = Math.floor(now / 1000);
  if (!Number.isInteger(difficulty) || difficulty < minDifficulty || !(expires > nowSeconds)) return false;
  if (mac !== (await sign(secret, `${account}|${id}.${difficultyText}.${expiresText}`))) return false;
  if (leadingZeroBits(await proofHash(challenge, proof)) < difficulty) return false;
  const [spent] = await db.batch([
    db.prepare('INSERT INTO spent_login_challenges (id, expires_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING RETURNING id').bind(id, expires),
    db.prepare('DELETE FROM spent_login_challenges WHERE expires_at < ?').bind(nowSeconds),
  ]);
  return Boolean(spent?.results.length);
}
