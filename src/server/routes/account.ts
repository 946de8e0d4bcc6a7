import { Hono, type Context } from 'hono';
import { forgotPasswordPayload, loginPayload, registerPayload, resetPasswordPayload } from '@/lib/api/schemas/account';
import { MESSAGES } from '@/lib/messages';
import { presentedToken, requireAuth } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/password';
import { clientAddress, consume, consumeDistinct, limit, release, withAddress } from '../auth/throttle';
import { mailResetLink } from '../auth/reset-mail';
import { signToken } from '../auth/tokens';
import { emailTaken, findLoginAccount, insertCustomer, toSessionUser, type CustomerRow } from '../data/customers';
import { applyPasswordReset, claimResetToken } from '../data/password-resets';
import { ApiError, badRequest, conflict, unauthorized } from '../http/errors';
import { readJson } from '../http/validate';
import { afterAnswer } from '../http/after-answer';
import type { AppEnv } from '../types';
import { customers } from './account-customers';

// EcomLogin: register, login, logout, forgot and reset password.
// The customer and operator calls live in account-customers.ts.

// A well-formed hash that no known password matches: login verifies against it
// when the e-mail is unknown, so both answers cost the same hashing time.
const DUMMY_HASH = 'pbkdf2-sha256$100000$q83vEjRWeJCrze8SNFZ4kA==$3ZrQ8Qm1lV2t1Ue7mGm6b8d4c9oQ0yYw0m2r0sQ7h0c=';

function issueToken(c: Context<AppEnv>, row: CustomerRow): Promise<string> {
  return signToken(c.env.JWT_SECRET, {
    id: row.id,
    distributorId: c.var.distributor.id,
    shop: c.var.distributor.slug,
    role: row.role,
    tokenVersion: row.token_version,
  });
}

export const account = new Hono<AppEnv>()
  .post('/Ecomregister', async (c) => {
    const input = await readJson(c, registerPayload);
    const db = c.env.DB;
    const distributorId = c.var.distributor.id;
    const email = input.email.toLowerCase();
    // Every sign-up costs a password hash: limited per address and per e-mail.
    await consume(
      db,
      [
        limit('signupEmail', distributorId, email),
        ...withAddress(clientAddress(c), (ip) => [limit('signupAddress', ip)]),
      ],
      MESSAGES.throttle.signup,
    );
    // Checked before hashing so a duplicate costs no CPU; the insert re-checks (UNIQUE).
    if (await emailTaken(db, distributorId, email)) throw conflict(MESSAGES.signup.emailExists);
    const row = await insertCustomer(db, distributorId, {
      name: input.name,
      email,
      mobile: input.mobile,
      passwordHash: await hashPassword(input.password),
    });
    if (!row) throw conflict(MESSAGES.signup.emailExists);
    const token = await issueToken(c, row);
    return c.json({ message: MESSAGES.signup.success, token, user: toSessionUser(row) }, 201);
  })
  .post('/Ecomlogin', async (c) => {
    const input = await readJson(c, loginPayload);
    const db = c.env.DB;
    const email = input.email.toLowerCase();
    const distributorId = c.var.distributor.id;
    const ip = clientAddress(c);
    // Counted before the password is checked, in one statement per key, so a
    // burst checks at most the account's allowance of passwords.
    const accountLimit = limit('loginAccount', distributorId, email);
    const addressLimits = withAddress(ip, (a) => [limit('loginAddress', a)]);
    await consume(db, [accountLimit, ...addressLimits], MESSAGES.account.throttled);
    const distinct = ip ? limit('loginAccountsPerAddress', ip) : null;
    const pairKey = `loginPair:${ip}:${distributorId}:${email}`;
    const pairCounted = distinct ? await consumeDistinct(db, distinct, pairKey, MESSAGES.throttle.loginAddress) : false;
    const row = await findLoginAccount(db, distributorId, email);
    const valid = await verifyPassword(input.password, row?.password_hash ?? DUMMY_HASH);
    if (!row || !valid) throw unauthorized(MESSAGES.login.invalidEmailOrPassword);
    // Told only to someone who knows the password.
    if (row.deleted_at) throw new ApiError(403, MESSAGES.login.accountDeleted);
    // A success gives back what it counted: only failures slow an address.
    await release(
      db,
      [...addressLimits.map((l) => l.key), ...(pairCounted && distinct ? [distinct.key] : [])],
      [accountLimit.key, ...(pairCounted ? [pairKey] : [])],
    );
    const token = await issueToken(c, row);
    return c.json({ message: MESSAGES.login.success, token, user: toSessionUser(row) });
  })
  .post('/EcomCustomer/forgot-password', async (c) => {
    const { email: rawEmail } = await readJson(c, forgotPasswordPayload);
    const db = c.env.DB;
    const distributor = c.var.distributor;
    const email = rawEmail.toLowerCase();
    // Every request counts (each may send a mail), whether or not the e-mail has an account.
    await consume(
      db,
      [
        limit('forgotAccount', distributor.id, email),
        ...withAddress(clientAddress(c), (ip) => [limit('forgotAddress', ip)]),
      ],
      MESSAGES.throttle.forgot,
    );
    const row = await findLoginAccount(db, distributor.id, email);
    // The link is made and mailed after the answer, so a known account answers
    // as fast as an unknown one: the timing must not tell who has an account.
    if (row && !row.deleted_at) afterAnswer(c, 'Password reset mail', () => mailResetLink(c.env, distributor, row));
    // The same answer whether or not the e-mail has an account.
    return c.json({ message: MESSAGES.password.emailSent });
  })
  .post('/logout', requireAuth(), async (c) => {
    // Ends the presented token on the server; other sessions go on.
    const { jti, exp } = await presentedToken(c);
    await c.env.DB.batch([
      c.env.DB.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, expires_at) VALUES (?, ?)').bind(jti, exp),
      c.env.DB.prepare('DELETE FROM revoked_tokens WHERE expires_at < ?').bind(Math.floor(Date.now() / 1000)),
    ]);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ message: MESSAGES.security.loggedOut });
  })
  .post('/EcomCustomer/reset-password/:token', async (c) => {
    const { password } = await readJson(c, resetPasswordPayload);
    const db = c.env.DB;
    const customerId = await claimResetToken(db, c.var.distributor.id, c.req.param('token'));
    if (!customerId) throw badRequest(MESSAGES.password.invalidLink);
    await applyPasswordReset(db, customerId, await hashPassword(password));
    return c.json({ message: MESSAGES.password.resetSuccess });
  })
  .route('/EcomCustomer', customers);
