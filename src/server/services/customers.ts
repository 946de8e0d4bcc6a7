import type { profilePatchPayload } from '@/contract/account.input';
import { MESSAGES } from '@/lib/messages';
import { WORDS } from '@/lib/words';
import type { z } from 'zod';
import { verifyPassword } from '../auth/password';
import { consume, limit, release } from '../auth/throttle';
import { signToken } from '../auth/tokens';
import { DomainError, badRequest, conflict, forbidden, notFound } from '../domain-error';
import {
  emailTaken,
  findLoginAccount,
  getCustomer,
  listAddresses,
  listCustomers,
  setDeleted,
  toProfile,
  updateProfile,
  type CustomerRow,
} from '../data/customers';
import type { RequestEvents } from '../events/request-events';
import type { ShopEvent } from '../events/shop-events';
import type { AuthUser } from '../types';

// Customer accounts: a profile and its addresses (the caller's own, or any
// customer of the shop for its admin), the profile change, and the
// operators' customer list, soft delete and restore.

/** The shop's database, the verified caller and the request's events (an operator's change is audited, a shopper's is not). */
export interface CustomerCaller {
  db: D1Database;
  distributorId: number;
  user: AuthUser;
  events: RequestEvents;
}

const accountEvent = (type: 'customer.edit' | 'customer.delete' | 'customer.restore', id: number): ShopEvent => ({ type, target: { kind: 'customer', ref: id } });

export function customersOfShop(db: D1Database, distributorId: number, q: { text?: string; limit: number; offset: number }) {
  return listCustomers(db, distributorId, q);
}

/** The customer `id`, after the caller proved it may see it (its own account, or any for an admin). */
export async function customerFor(caller: CustomerCaller, id: number): Promise<CustomerRow> {
  if (caller.user.id !== id && caller.user.role !== 'admin') throw forbidden(WORDS.apiAnswers.auth.ownAccountOnly);
  const row = await getCustomer(caller.db, caller.distributorId, id);
  if (!row) throw notFound(WORDS.account.customerNotFound);
  return row;
}

export async function addressesOf(caller: CustomerCaller, id: number) {
  return { address: await listAddresses(caller.db, await customerFor(caller, id)) };
}

export async function profileOf(caller: CustomerCaller, id: number) {
  return toProfile(await customerFor(caller, id));
}

/** The caller's own current password must come with the request (400 missing, 403 wrong). */
async function assertCallerPassword(caller: CustomerCaller, password: string | undefined): Promise<void> {
  if (!password) throw badRequest(WORDS.security.currentPasswordRequired);
  const { db, distributorId } = caller;
  const self = await getCustomer(db, distributorId, caller.user.id);
  if (!self) throw forbidden(WORDS.security.currentPasswordWrong);
  // Guessing is slowed per account, apart from login: strangers failing logins
  // must not block the signed-in owner, and only a signed-in caller reaches this.
  const guard = limit('currentPassword', distributorId, self.email.toLowerCase());
  await consume(db, [guard], WORDS.account.throttled);
  const account = await findLoginAccount(db, distributorId, self.email);
  if (!account || !(await verifyPassword(password, account.password_hash))) {
    throw forbidden(WORDS.security.currentPasswordWrong);
  }
  await release(db, [], [guard.key]);
}

/**
 * Changes a profile the caller may see (`row`, from customerFor). The e-mail
 * is the login and where reset links go: a stolen token alone must not take
 * the account over, nor may an operator point someone else's account (and its
 * reset links) at another mailbox.
 */
export async function changeProfile(caller: CustomerCaller, secret: string, row: CustomerRow, patch: z.output<typeof profilePatchPayload>) {
  const { db, distributorId, user } = caller;
  const { current_password, ...changes } = patch;
  const email = changes.email?.toLowerCase();
  const emailChanges = email !== undefined && email !== row.email.toLowerCase();
  if (emailChanges && row.id !== user.id) throw new DomainError('EMAIL_OWNER_ONLY', WORDS.security.emailOwnerOnly);
  if (emailChanges) await assertCallerPassword(caller, current_password);
  if (email && (await emailTaken(db, distributorId, email, row.id))) throw conflict(WORDS.signup.emailExists);
  const updated = await updateProfile(caller.events.database(db, accountEvent('customer.edit', row.id)), distributorId, row.id, { ...changes, email }, emailChanges);
  if (!updated) throw conflict(WORDS.signup.emailExists);
  // A new e-mail ends every other session; the caller's own goes on with a fresh token.
  const token = emailChanges && updated.id === user.id ? await signToken(secret, { ...user, tokenVersion: updated.token_version }) : undefined;
  return { message: MESSAGES.account.profileUpdated, user: toProfile(updated), ...(token ? { token } : {}) };
}

/** Soft-deletes (or restores) a customer; an admin never deletes itself. */
export async function setCustomerDeleted(caller: CustomerCaller, id: number, deleted: boolean) {
  if (id === caller.user.id) throw badRequest(WORDS.account.cannotDeleteSelf);
  const row = await getCustomer(caller.db, caller.distributorId, id);
  if (!row) throw notFound(WORDS.account.customerNotFound);
  await setDeleted(caller.events.database(caller.db, accountEvent(deleted ? 'customer.delete' : 'customer.restore', row.id)), caller.distributorId, row.id, deleted);
  return { message: deleted ? MESSAGES.account.userDeleted : MESSAGES.account.userRestored };
}
