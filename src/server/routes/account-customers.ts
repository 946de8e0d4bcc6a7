import { Hono, type Context } from 'hono';
import { profilePatchPayload } from '@/contract/account.input';
import { MESSAGES } from '@/lib/messages';
import { assertSelfOrAdmin, requireAuth } from '../auth/guard';
import { verifyPassword } from '../auth/password';
import { consume, limit, release } from '../auth/throttle';
import { signToken } from '../auth/tokens';
import {
  emailTaken,
  findLoginAccount,
  getCustomer,
  listAddresses,
  listCustomers,
  setDeleted,
  toProfile,
  updateProfile,
} from '../data/customers';
import { DomainError, badRequest, forbidden, notFound, conflict } from '../domain-error';
import { idParam, intQuery, readJson } from '../http/validate';
import type { AppEnv } from '../types';
import { WORDS } from '@/lib/words';

/** The operators' customer search: longer text is refused, not cut. */
const MAX_CUSTOMER_SEARCH = 100;

// EcomLogin/EcomCustomer: profile and addresses (the caller's own, or any
// customer of the distributor for its admin) and the operators' customer list,
// soft delete and restore. Mounted under /EcomLogin by account.ts.

/** The path's customer, after the caller proved it may see it. */
async function ownedCustomer(c: Context<AppEnv>, param: string) {
  const id = idParam(c, param);
  assertSelfOrAdmin(c, id);
  const row = await getCustomer(c.env.DB, c.var.distributor.id, id);
  if (!row) throw notFound(WORDS.account.customerNotFound);
  return row;
}

/** A customer an admin may delete or restore (never the admin itself). */
async function targetCustomer(c: Context<AppEnv>) {
  const id = idParam(c);
  if (id === c.var.user.id) throw badRequest(WORDS.account.cannotDeleteSelf);
  const row = await getCustomer(c.env.DB, c.var.distributor.id, id);
  if (!row) throw notFound(WORDS.account.customerNotFound);
  return row;
}

/** The caller's own current password must come with the request (400 missing, 403 wrong). */
async function assertCallerPassword(c: Context<AppEnv>, password: string | undefined): Promise<void> {
  if (!password) throw badRequest(WORDS.security.currentPasswordRequired);
  const caller = await getCustomer(c.env.DB, c.var.distributor.id, c.var.user.id);
  if (!caller) throw forbidden(WORDS.security.currentPasswordWrong);
  // Guessing is slowed per account, apart from login: strangers failing logins
  // must not block the signed-in owner, and only a signed-in caller reaches this.
  const guard = limit('currentPassword', c.var.distributor.id, caller.email.toLowerCase());
  await consume(c.env.DB, [guard], WORDS.account.throttled);
  const account = await findLoginAccount(c.env.DB, c.var.distributor.id, caller.email);
  if (!account || !(await verifyPassword(password, account.password_hash))) {
    throw forbidden(WORDS.security.currentPasswordWrong);
  }
  await release(c.env.DB, [], [guard.key]);
}

export const customers = new Hono<AppEnv>()
  .get('/getAllCustomers', requireAuth('admin'), async (c) => {
    const text = c.req.query('q')?.trim() || undefined;
    if (text !== undefined && text.length > MAX_CUSTOMER_SEARCH) throw badRequest(WORDS.console.customers.searchTooLong(MAX_CUSTOMER_SEARCH));
    const result = await listCustomers(c.env.DB, c.var.distributor.id, {
      text,
      limit: intQuery(c, 'limit', 100, 1, 500),
      offset: intQuery(c, 'offset', 0, 0, 1_000_000),
    });
    c.header('X-Total-Count', String(result.total));
    return c.json(result.customers);
  })
  .get('/address/:userId', requireAuth(), async (c) => {
    const row = await ownedCustomer(c, 'userId');
    return c.json({ address: await listAddresses(c.env.DB, row) });
  })
  .get('/user/:id', requireAuth(), async (c) => {
    const row = await ownedCustomer(c, 'id');
    return c.json(toProfile(row));
  })
  .patch('/profile/:id', requireAuth(), async (c) => {
    const row = await ownedCustomer(c, 'id');
    const { current_password, ...changes } = await readJson(c, profilePatchPayload);
    const email = changes.email?.toLowerCase();
    const emailChanges = email !== undefined && email !== row.email.toLowerCase();
    // The e-mail is the login and where reset links go: a stolen token alone
    // must not be able to take the account over, nor may an operator point
    // someone else's account (and its reset links) at another mailbox.
    if (emailChanges && row.id !== c.var.user.id) throw new DomainError('EMAIL_OWNER_ONLY', WORDS.security.emailOwnerOnly);
    if (emailChanges) await assertCallerPassword(c, current_password);
    if (email && (await emailTaken(c.env.DB, c.var.distributor.id, email, row.id))) {
      throw conflict(WORDS.signup.emailExists);
    }
    const updated = await updateProfile(c.env.DB, c.var.distributor.id, row.id, { ...changes, email }, emailChanges);
    if (!updated) throw conflict(WORDS.signup.emailExists);
    // A new e-mail ends every other session; the caller's own goes on with a fresh token.
    const token =
      emailChanges && updated.id === c.var.user.id
        ? await signToken(c.env.JWT_SECRET, { ...c.var.user, tokenVersion: updated.token_version })
        : undefined;
    return c.json({ message: MESSAGES.account.profileUpdated, user: toProfile(updated), ...(token ? { token } : {}) });
  })
  .delete('/delete-user/:id', requireAuth('admin'), async (c) => {
    const row = await targetCustomer(c);
    await setDeleted(c.env.DB, c.var.distributor.id, row.id, true);
    return c.json({ message: MESSAGES.account.userDeleted });
  })
  .patch('/restore-user/:id', requireAuth('admin'), async (c) => {
    const row = await targetCustomer(c);
    await setDeleted(c.env.DB, c.var.distributor.id, row.id, false);
    return c.json({ message: MESSAGES.account.userRestored });
  });
