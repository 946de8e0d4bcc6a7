import { MESSAGES } from '@/lib/messages';
import { WORDS } from '@/lib/words';
import { guardedLogin, type LoginInput, type LoginPlace } from '../auth/login-guard';
import { issueToken } from '../auth/session-token';
import { forbidden, unauthorized } from '../domain-error';
import { toSessionUser } from '../data/customers';
import { revokeToken } from '../data/revoked-tokens';

// Login with an e-mail and a password (slowed and challenged by
// auth/login-guard.ts), and logout, which ends the token it presents.

export type LoginResult =
  /** Not a refusal: the login form solves the challenge and sends the login again with its proof. */
  | { kind: 'challenge'; answer: Record<string, unknown> & { message: string; code: 'LOGIN_CHALLENGE' } }
  | {
      kind: 'signed-in';
      account: { id: number; role: 'customer' | 'admin' | 'delivery' };
      token: string;
      user: ReturnType<typeof toSessionUser>;
      /** The device token this browser keeps for its next login. */
      device: string;
    };

export async function logIn(place: LoginPlace, input: LoginInput): Promise<LoginResult> {
  const outcome = await guardedLogin(place, input);
  if (outcome.kind === 'challenge') {
    return { kind: 'challenge', answer: { message: MESSAGES.login.challengeRequired, code: 'LOGIN_CHALLENGE', ...outcome.challenge } };
  }
  if (outcome.kind === 'wrong') throw unauthorized(WORDS.login.invalidEmailOrPassword);
  // Told only to someone who knows the password.
  if (outcome.account.deleted_at) throw forbidden(WORDS.login.accountDeleted);
  const { account } = outcome;
  return {
    kind: 'signed-in',
    account: { id: account.id, role: account.role },
    token: await issueToken(place.secret, place.distributor, account),
    user: toSessionUser(account),
    device: outcome.device,
  };
}

/** Ends one session token on the server (its id and expiry); the account's other sessions go on. */
export async function logOut(db: D1Database, token: { jti: string; exp: number }) {
  await revokeToken(db, token.jti, token.exp);
  return { message: MESSAGES.security.loggedOut };
}
