import type { Distributor } from '@/contract/catalogue';
import type { LoginChallenge } from '@/lib/login-challenge';
import { findLoginAccount, type LoginAccount } from '../data/customers';
import { verifyPassword } from './password';
import { BASE_DIFFICULTY, difficultyFor, issueChallenge, spendChallenge } from './login-challenge';
import { isKnownAddress, isKnownDevice, rememberLogin } from './known-logins';
import { consume, consumeDistinct, countAttempt, limit, release, withAddress } from './throttle';
import { WORDS } from '@/lib/words';

// Who may have their password checked, and when. Password guessing is slowed
// without letting a stranger lock the owner out:
// - every login counts against the account for a minute, whatever its result;
// - within the allowance (5), the password is simply checked;
// - past it, a login from a device or address the account has logged in from
//   before is still checked (the owner gets in), while any other must first
//   solve a proof-of-work challenge: a second or so for a person's browser,
//   a real cost for each further guess, and growing while the attack goes on;
// - a success clears the account's count; only failures slow an address.
// docs/sessions.md gives the rule and its reasons.

// A well-formed hash that no known password matches: login verifies against it
// when the e-mail is unknown, so both answers cost the same hashing time.
const DUMMY_HASH = 'pbkdf2-sha256$100000$q83vEjRWeJCrze8SNFZ4kA==$3ZrQ8Qm1lV2t1Ue7mGm6b8d4c9oQ0yYw0m2r0sQ7h0c=';

export interface LoginInput {
  email: string;
  password: string;
  challenge?: string;
  proof?: string;
  device?: string;
}

export type LoginOutcome =
  | { kind: 'challenge'; challenge: LoginChallenge }
  | { kind: 'wrong' }
  | { kind: 'ok'; account: LoginAccount; device: string };

/** Where a login is checked: the shop's database, the token secret, the host's shop and the caller's address. */
export interface LoginPlace {
  db: D1Database;
  secret: string;
  distributor: Pick<Distributor, 'id' | 'slug'>;
  ip: string | null;
}

export async function guardedLogin(place: LoginPlace, input: LoginInput): Promise<LoginOutcome> {
  const { db, secret, ip } = place;
  const email = input.email.toLowerCase();
  const distributorId = place.distributor.id;
  const account = await findLoginAccount(db, distributorId, email);
  const deviceKnown = account ? await isKnownDevice(db, account.id, input.device) : false;

  // Address limits slow an address that fails a lot; the owner's own device is exempt.
  const addressLimits = deviceKnown ? [] : withAddress(ip, (a) => [limit('loginAddress', a)]);
  await consume(db, addressLimits, WORDS.account.throttled);
  const distinct = ip && !deviceKnown ? limit('loginAccountsPerAddress', ip) : null;
  const pairKey = `loginPair:${ip}:${distributorId}:${email}`;
  const pairCounted = distinct ? await consumeDistinct(db, distinct, pairKey, WORDS.throttle.loginAddress) : false;

  // Counted before the password is checked, so a burst cannot slip past the allowance.
  const accountLimit = limit('loginAccount', distributorId, email);
  const attempts = await countAttempt(db, accountLimit);
  if (attempts > accountLimit.max && !deviceKnown && !(await knownAddressWithinAllowance(db, account, ip, distributorId, email))) {
    const accountKey = `${place.distributor.slug}|${email}`;
    const solved =
      input.challenge && input.proof
        ? await spendChallenge(db, secret, accountKey, input.challenge, input.proof, BASE_DIFFICULTY)
        : false;
    if (!solved) return { kind: 'challenge', challenge: await issueChallenge(secret, accountKey, difficultyFor(attempts, accountLimit.max)) };
  }

  const valid = await verifyPassword(input.password, account?.password_hash ?? DUMMY_HASH);
  if (!account || !valid) return { kind: 'wrong' };
  // A success gives back what it counted: only failures slow an address or an account.
  await release(
    db,
    [...addressLimits.map((l) => l.key), ...(pairCounted && distinct ? [distinct.key] : [])],
    [accountLimit.key, ...(pairCounted ? [pairKey] : []), ...(ip ? [limit('loginKnownAddress', ip, distributorId, email).key] : [])],
  );
  if (account.deleted_at) return { kind: 'ok', account, device: '' };
  return { kind: 'ok', account, device: await rememberLogin(db, account.id, ip, input.device, deviceKnown) };
}

/**
 * A known address passes only while it has not itself spent the allowance on
 * this account: a stranger behind the same carrier NAT cannot guess freely.
 */
async function knownAddressWithinAllowance(
  db: D1Database,
  account: LoginAccount | null,
  ip: string | null,
  distributorId: number,
  email: string,
): Promise<boolean> {
  if (!account || !ip || !(await isKnownAddress(db, account.id, ip))) return false;
  const own = limit('loginKnownAddress', ip, distributorId, email);
  return (await countAttempt(db, own)) <= own.max;
}
