import type { registerPayload } from '@/contract/account.input';
import type { Distributor } from '@/contract/catalogue';
import { MESSAGES } from '@/lib/messages';
import { WORDS } from '@/lib/words';
import type { z } from 'zod';
import { hashPassword } from '../auth/password';
import { issueToken } from '../auth/session-token';
import { consume, limit, withAddress } from '../auth/throttle';
import { conflict } from '../domain-error';
import { emailTaken, insertCustomer, toSessionUser } from '../data/customers';

// Sign-up with an e-mail and a password: a customer account of the host's
// shop, signed in at once.

export interface SignUpPlace {
  db: D1Database;
  /** The secret session tokens are signed with. */
  secret: string;
  distributor: Pick<Distributor, 'id' | 'slug'>;
  /** The client's address, null where unknown (local runs). */
  ip: string | null;
}

export async function signUp(place: SignUpPlace, input: z.output<typeof registerPayload>) {
  const { db } = place;
  const distributorId = place.distributor.id;
  const email = input.email.toLowerCase();
  // Every sign-up costs a password hash: limited per address and per e-mail.
  await consume(
    db,
    [limit('signupEmail', distributorId, email), ...withAddress(place.ip, (ip) => [limit('signupAddress', ip)])],
    WORDS.throttle.signup,
  );
  // Checked before hashing so a duplicate costs no CPU; the insert re-checks (UNIQUE).
  if (await emailTaken(db, distributorId, email)) throw conflict(WORDS.signup.emailExists);
  const row = await insertCustomer(db, distributorId, {
    name: input.name,
    email,
    mobile: input.mobile,
    passwordHash: await hashPassword(input.password),
  });
  if (!row) throw conflict(WORDS.signup.emailExists);
  const token = await issueToken(place.secret, place.distributor, row);
  return { message: MESSAGES.signup.success, token, user: toSessionUser(row) };
}
