import { Hono, type Context } from 'hono';
import { forgotPasswordPayload, loginPayload, registerPayload, resetPasswordPayload } from '@/contract/account.input';
import { MESSAGES } from '@/lib/messages';
import { presentedToken, requireAuth } from '../auth/guard';
import { guardedLogin } from '../auth/login-guard';
import { hashPassword } from '../auth/password';
import { clientAddress, consume, limit, withAddress } from '../auth/throttle';
import { mailResetLink } from '../auth/reset-mail';
import { verifyToken } from '../auth/tokens';
import { issueToken } from '../auth/session-token';
import { clearRiderPageCookie, setRiderPageCookie } from '../http/rider-page-cookie';
import { emailTaken, findLoginAccount, insertCustomer, toSessionUser } from '../data/customers';
import { applyPasswordReset, claimResetToken } from '../data/password-resets';
import { badRequest, conflict, forbidden, unauthorized } from '../domain-error';
import { readJson } from '../http/validate';
import { afterAnswer } from '../http/after-answer';
import { revokeToken } from '../data/revoked-tokens';
import type { AppEnv } from '../types';
import { customers } from './account-customers';
import { messagePreferences } from './message-preferences';
import { mobileLogin } from './account-otp';
import { deviceSessions } from './device-sessions';
import { clearDeviceSessionCookie, presentedDeviceToken, setDeviceSessionCookie } from '../http/device-session-cookie';
import { endDeviceSession, mayKeepSignedIn, startDeviceSession } from '../services/device-sessions';
import { WORDS } from '@/lib/words';

// EcomLogin: register, login, logout, forgot and reset password.
// The customer and operator calls live in account-customers.ts.
// A rider's login (and the rider page, asking with its token) also gets the
// rider page's pass cookie; any other login, a sign-up and a logout take it
// away, so a browser never keeps one person's pass for another.

/** This browser's device session, if it has one, ends (a logout, or someone else's login or sign-up). */
async function endBrowserDeviceSession(c: Context<AppEnv>): Promise<void> {
  const token = presentedDeviceToken(c);
  if (!token) return;
  await endDeviceSession(c.env.DB, c.var.distributor.id, token);
  clearDeviceSessionCookie(c);
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
    const token = await issueToken(c, row);
    clearRiderPageCookie(c);
    await endBrowserDeviceSession(c);
    return c.json({ message: MESSAGES.signup.success, token, user: toSessionUser(row) }, 201);
  })
  .post('/Ecomlogin', async (c) => {
    const input = await readJson(c, loginPayload);
    const outcome = await guardedLogin(c, input);
    // Not a refusal: the login form solves the challenge and sends the login again with its proof.
    if (outcome.kind === 'challenge') {
      return c.json({ message: MESSAGES.login.challengeRequired, code: 'LOGIN_CHALLENGE', ...outcome.challenge }, 401);
    }
    if (outcome.kind === 'wrong') throw unauthorized(WORDS.login.invalidEmailOrPassword);
    // Told only to someone who knows the password.
    if (outcome.account.deleted_at) throw forbidden(WORDS.login.accountDeleted);
    const token = await issueToken(c, outcome.account);
    const claims = outcome.account.role === 'delivery' ? await verifyToken(c.env.JWT_SECRET, token) : null;
    if (claims) await setRiderPageCookie(c, claims);
    else clearRiderPageCookie(c);
    // Staff who tick "Keep me signed in" get a device session; a shopper's answer is unchanged.
    if (input.keep_signed_in && mayKeepSignedIn(outcome.account.role)) {
      setDeviceSessionCookie(c, await startDeviceSession(c.env.DB, c.var.distributor.id, outcome.account.id, presentedDeviceToken(c)));
      return c.json({ message: MESSAGES.login.success, token, user: toSessionUser(outcome.account), device: outcome.device, kept_signed_in: true });
    }
    await endBrowserDeviceSession(c);
    return c.json({ message: MESSAGES.login.success, token, user: toSessionUser(outcome.account), device: outcome.device });
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
      WORDS.throttle.forgot,
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
    await revokeToken(c.env.DB, jti, exp);
    clearRiderPageCookie(c);
    await endBrowserDeviceSession(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ message: MESSAGES.security.loggedOut });
  })
  .post('/rider-page-session', requireAuth(), async (c) => {
    // Read by /rider only, to draw the round into its HTML; the API never reads it.
    if (c.var.user.role !== 'delivery') {
      clearRiderPageCookie(c);
      throw forbidden(WORDS.rider.pageOnlyForRiders);
    }
    await setRiderPageCookie(c, await presentedToken(c));
    return c.json({ message: MESSAGES.rider.pageReady });
  })
  .post('/EcomCustomer/reset-password/:token', async (c) => {
    const { password } = await readJson(c, resetPasswordPayload);
    const db = c.env.DB;
    const customerId = await claimResetToken(db, c.var.distributor.id, c.req.param('token'));
    if (!customerId) throw badRequest(WORDS.password.invalidLink);
    await applyPasswordReset(db, c.var.distributor.id, customerId, await hashPassword(password));
    return c.json({ message: MESSAGES.password.resetSuccess });
  })
  .route('/', deviceSessions)
  .route('/EcomCustomer', customers)
  .route('/', messagePreferences)
  .route('/otp', mobileLogin);
