import { Hono, type Context } from 'hono';
import { forgotPasswordPayload, loginPayload, registerPayload, resetPasswordPayload } from '@/lib/api/schemas/account';
import { MESSAGES } from '@/lib/messages';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertNotThrottled, clearFailures, clientAddress, recordFailure, throttleKeys } from '../auth/throttle';
import { signToken } from '../auth/tokens';
import { emailTaken, findLoginAccount, insertCustomer, toSessionUser, type CustomerRow } from '../data/customers';
import { applyPasswordReset, claimResetToken, createResetToken } from '../data/password-resets';
import { ApiError, badRequest, conflict, unauthorized } from '../http/errors';
import { readJson } from '../http/validate';
import { isLocalEnv, mailerFor } from '../mail/mailer';
import { resetPasswordMail } from '../mail/templates';
import type { AppEnv } from '../types';
import { customers } from './account-customers';

// EcomLogin (spec 7, Account): register, login, forgot and reset password.
// The customer and operator calls live in account-customers.ts.

// A well-formed hash that no known password matches: login verifies against it
// when the e-mail is unknown, so both answers cost the same hashing time.
const DUMMY_HASH = 'pbkdf2-sha256$100000$q83vEjRWeJCrze8SNFZ4kA==$3ZrQ8Qm1lV2t1Ue7mGm6b8d4c9oQ0yYw0m2r0sQ7h0c=';

function issueToken(c: Context<AppEnv>, row: CustomerRow): Promise<string> {
  return signToken(c.env.JWT_SECRET, {
    id: row.id,
    distributorId: c.var.distributor.id,
    role: row.role,
    tokenVersion: row.token_version,
  });
}

/** Where a reset link points: the shop's public address when deployed, the request's locally. */
function shopOrigin(c: Context<AppEnv>): string {
  const domain = c.env.SHOP_DOMAIN?.trim();
  if (isLocalEnv(c.env) || !domain || domain === 'localhost') return new URL(c.req.url).origin;
  const { slug } = c.var.distributor;
  return slug === c.env.DEFAULT_DISTRIBUTOR ? `https://${domain}` : `https://${slug}.${domain}`;
}

export const account = new Hono<AppEnv>()
  .post('/Ecomregister', async (c) => {
    const input = await readJson(c, registerPayload);
    const db = c.env.DB;
    const distributorId = c.var.distributor.id;
    const email = input.email.toLowerCase();
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
    const keys = throttleKeys('login', c.var.distributor.id, email, clientAddress(c));
    const failing = await assertNotThrottled(db, keys);
    const row = await findLoginAccount(db, c.var.distributor.id, email);
    const valid = await verifyPassword(input.password, row?.password_hash ?? DUMMY_HASH);
    if (!row || !valid) {
      await recordFailure(db, keys);
      throw unauthorized(MESSAGES.login.invalidEmailOrPassword);
    }
    // Told only to someone who knows the password.
    if (row.deleted_at) throw new ApiError(403, MESSAGES.login.accountDeleted);
    const emailKey = keys[0];
    if (emailKey && failing.includes(emailKey)) await clearFailures(db, emailKey);
    const token = await issueToken(c, row);
    return c.json({ message: MESSAGES.login.success, token, user: toSessionUser(row) });
  })
  .post('/EcomCustomer/forgot-password', async (c) => {
    const { email: rawEmail } = await readJson(c, forgotPasswordPayload);
    const db = c.env.DB;
    const distributor = c.var.distributor;
    const email = rawEmail.toLowerCase();
    const keys = throttleKeys('forgot', distributor.id, email, clientAddress(c));
    await assertNotThrottled(db, keys);
    // Every request counts: each one may send a mail.
    await recordFailure(db, keys);
    const row = await findLoginAccount(db, distributor.id, email);
    if (row && !row.deleted_at) {
      const token = await createResetToken(db, row.id);
      const link = `${shopOrigin(c)}/ecommerce/reset-password/reset/${token}`;
      try {
        await mailerFor(c.env, distributor).send(
          resetPasswordMail({ to: row.email, name: row.name, shopName: distributor.name, link }),
        );
      } catch (err) {
        console.error('Password reset mail failed', err instanceof Error ? err.message : String(err));
        throw new ApiError(503, MESSAGES.password.emailFailed);
      }
    }
    // The same answer whether or not the e-mail has an account.
    return c.json({ message: MESSAGES.password.emailSent });
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
