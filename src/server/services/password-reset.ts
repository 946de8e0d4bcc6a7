import type { Distributor } from '@/contract/catalogue';
import { MESSAGES } from '@/lib/messages';
import { WORDS } from '@/lib/words';
import { hashPassword } from '../auth/password';
import { mailResetLink } from '../auth/reset-mail';
import { consume, limit, withAddress } from '../auth/throttle';
import { badRequest } from '../domain-error';
import { findLoginAccount } from '../data/customers';
import { applyPasswordReset, claimResetToken } from '../data/password-resets';

// A forgotten password: a reset link by mail, then a new password through it.

export interface ResetRequestPlace {
  env: Env;
  /** The shop's database. */
  db: D1Database;
  distributor: Distributor;
  /** The client's address, null where unknown (local runs). */
  ip: string | null;
  /** Runs work after the answer has gone out. */
  later: (what: string, work: () => Promise<void>) => void;
}

export async function requestPasswordReset(place: ResetRequestPlace, rawEmail: string) {
  const { env, distributor } = place;
  const email = rawEmail.toLowerCase();
  // Every request counts (each may send a mail), whether or not the e-mail has an account.
  await consume(
    place.db,
    [limit('forgotAccount', distributor.id, email), ...withAddress(place.ip, (ip) => [limit('forgotAddress', ip)])],
    WORDS.throttle.forgot,
  );
  const row = await findLoginAccount(place.db, distributor.id, email);
  // The link is made and mailed after the answer, so a known account answers
  // as fast as an unknown one: the timing must not tell who has an account.
  if (row && !row.deleted_at) place.later('Password reset mail', () => mailResetLink(env, place.db, distributor, row));
  // The same answer whether or not the e-mail has an account.
  return { message: MESSAGES.password.emailSent };
}

export async function resetPassword(db: D1Database, distributorId: number, token: string, password: string) {
  const customerId = await claimResetToken(db, distributorId, token);
  if (!customerId) throw badRequest(WORDS.password.invalidLink);
  await applyPasswordReset(db, distributorId, customerId, await hashPassword(password));
  return { message: MESSAGES.password.resetSuccess };
}
