import type { Context } from 'hono';
import { routeList } from '../http/route-list';
import { otpRequestPayload, otpVerifyPayload } from '@/contract/mobile-login.input';
import { MESSAGES } from '@/lib/messages';
import { clientAddress } from '../http/client-address';
import { issueToken } from '../auth/session-token';
import { afterAnswer } from '../http/after-answer';
import { clearRiderPageCookie } from '../http/rider-page-cookie';
import { readJson } from '../http/validate';
import { requestLoginCode, verifyLoginCode, type MobileLoginContext } from '../services/mobile-login';
import type { AppEnv } from '../types';

// EcomLogin/otp: login by mobile number and a code sent by SMS
// (services/mobile-login.ts). A code login answers as the e-mail login does.

const contextOf = (c: Context<AppEnv>): MobileLoginContext => ({
  env: c.env,
  db: c.var.db,
  distributor: c.var.distributor,
  ip: clientAddress(c),
  later: (what, work) => afterAnswer(c, what, work),
});

export const mobileLogin = routeList()
  .post('/request', { access: 'public', body: otpRequestPayload }, async (c) => {
    const { mobile } = await readJson(c, otpRequestPayload);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await requestLoginCode(contextOf(c), mobile));
  })
  .post('/verify', { access: 'public', body: otpVerifyPayload }, async (c) => {
    const input = await readJson(c, otpVerifyPayload);
    const { account, user, device } = await verifyLoginCode(contextOf(c), input);
    const token = await issueToken(c.env.JWT_SECRET, c.var.distributor, account);
    // Only shoppers log in by code: no rider's page pass stays in this browser.
    clearRiderPageCookie(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ message: MESSAGES.login.success, token, user, device });
  });
