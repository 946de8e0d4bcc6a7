import type { Context } from 'hono';
import { routeList } from '../http/route-list';
import { forgotPasswordPayload, loginPayload, registerPayload, resetPasswordPayload } from '@/contract/account.input';
import { MESSAGES } from '@/lib/messages';
import { presentedToken } from '../auth/guard';
import { verifyToken } from '../auth/tokens';
import { clearRiderPageCookie, setRiderPageCookie } from '../http/rider-page-cookie';
import { forbidden } from '../domain-error';
import { readJson } from '../http/validate';
import { afterAnswer } from '../http/after-answer';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../types';
import { customers } from './account-customers';
import { messagePreferences } from './message-preferences';
import { mobileLogin } from './account-otp';
import { deviceSessions } from './device-sessions';
import { clearDeviceSessionCookie, presentedDeviceToken, setDeviceSessionCookie } from '../http/device-session-cookie';
import { endDeviceSession, mayKeepSignedIn, startDeviceSession } from '../services/device-sessions';
import { logIn, logOut } from '../services/login';
import { requestPasswordReset, resetPassword } from '../services/password-reset';
import { signUp } from '../services/sign-up';
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
  await endDeviceSession(c.var.db, c.var.distributor.id, token);
  clearDeviceSessionCookie(c);
}

export const account = routeList()
  .post('/Ecomregister', { access: 'public', body: registerPayload }, async (c) => {
    const input = await readJson(c, registerPayload);
    const answer = await signUp({ db: c.var.db, secret: c.env.JWT_SECRET, distributor: c.var.distributor, ip: clientAddress(c) }, input);
    clearRiderPageCookie(c);
    await endBrowserDeviceSession(c);
    return c.json(answer, 201);
  })
  .post('/Ecomlogin', { access: 'public', body: loginPayload }, async (c) => {
    const input = await readJson(c, loginPayload);
    const outcome = await logIn({ db: c.var.db, secret: c.env.JWT_SECRET, distributor: c.var.distributor, ip: clientAddress(c) }, input);
    // Not a refusal: the login form solves the challenge and sends the login again with its proof.
    if (outcome.kind === 'challenge') return c.json(outcome.answer, 401);
    const { token, user, device, account: signedIn } = outcome;
    const claims = signedIn.role === 'delivery' ? await verifyToken(c.env.JWT_SECRET, token) : null;
    if (claims) await setRiderPageCookie(c, claims);
    else clearRiderPageCookie(c);
    // Staff who tick "Keep me signed in" get a device session; a shopper's answer is unchanged.
    if (input.keep_signed_in && mayKeepSignedIn(signedIn.role)) {
      setDeviceSessionCookie(c, await startDeviceSession(c.var.db, c.var.distributor.id, signedIn.id, presentedDeviceToken(c)));
      return c.json({ message: MESSAGES.login.success, token, user, device, kept_signed_in: true });
    }
    await endBrowserDeviceSession(c);
    return c.json({ message: MESSAGES.login.success, token, user, device });
  })
  .post('/EcomCustomer/forgot-password', { access: 'public', body: forgotPasswordPayload }, async (c) => {
    const { email } = await readJson(c, forgotPasswordPayload);
    const place = { env: c.env, db: c.var.db, distributor: c.var.distributor, ip: clientAddress(c), later: (what: string, work: () => Promise<void>) => afterAnswer(c, what, work) };
    return c.json(await requestPasswordReset(place, email));
  })
  .post('/logout', { access: 'signed-in' }, async (c) => {
    // Ends the presented token on the server; other sessions go on.
    const answer = await logOut(c.var.db, await presentedToken(c));
    clearRiderPageCookie(c);
    await endBrowserDeviceSession(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(answer);
  })
  .post('/rider-page-session', { access: 'signed-in' }, async (c) => {
    // Read by /rider only, to draw the round into its HTML; the API never reads it.
    if (c.var.user.role !== 'delivery') {
      clearRiderPageCookie(c);
      throw forbidden(WORDS.rider.pageOnlyForRiders);
    }
    await setRiderPageCookie(c, await presentedToken(c));
    return c.json({ message: MESSAGES.rider.pageReady });
  })
  .post('/EcomCustomer/reset-password/:token', { access: 'public', body: resetPasswordPayload }, async (c) => {
    const { password } = await readJson(c, resetPasswordPayload);
    return c.json(await resetPassword(c.var.db, c.var.distributor.id, c.req.param('token'), password));
  })
  .route('/', deviceSessions)
  .route('/EcomCustomer', customers)
  .route('/', messagePreferences)
  .route('/otp', mobileLogin);
