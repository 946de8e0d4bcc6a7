import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { api, login, register, tokenOf, uniqueEmail } from '../account-helpers';
import { awaitMail, resetLinkIn } from '../mail-helpers';
import { report, tallyOf } from './probe';

// A reset link mailed before the account changed hands (a new e-mail, a new
// password, a soft delete) must not set a password afterwards: whoever still
// reads the old mailbox could otherwise take the account back.

const CLASS = 'stale reset links';

async function mailedLink(email: string, count = 1): Promise<string> {
  const res = await api('EcomLogin/EcomCustomer/forgot-password', { method: 'POST', body: { email } });
  expect(res.status).toBe(200);
  const link = resetLinkIn((await awaitMail(email, 'sehat', count))?.body_text);
  expect(link).not.toBe('');
  return new URL(link).pathname.split('/').pop()!;
}

/** Tries the link; counts it as let through when it set a password. */
async function tryLink(token: string, password: string) {
  const res = await api(`EcomLogin/EcomCustomer/reset-password/${token}`, { method: 'POST', body: { password } });
  const tally = tallyOf(CLASS);
  tally.ran += 1;
  if (res.status >= 500) tally.serverErrors.push(`${res.status} ${res.text}`);
  else if (res.status < 400) tally.allowed.push(`reset ${res.status} ${res.text}`);
  return res;
}

describe('reset links die with the account state they were mailed for', () => {
  it('an e-mail change voids a link mailed to the old address', async () => {
    const owner = await register();
    const stale = await mailedLink(owner.email);
    const newEmail = uniqueEmail('moved');
    const change = await api(`EcomLogin/EcomCustomer/profile/${owner.id}`, {
      method: 'PATCH',
      token: owner.token,
      body: { email: newEmail, current_password: owner.password },
    });
    expect(change.status).toBe(200);
    const res = await tryLink(stale, 'attacker999');
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(MESSAGES.password.invalidLink);
    // The attacker cannot log in; the owner's fresh session goes on.
    expect((await login(newEmail, 'attacker999')).status).toBe(401);
    expect((await api(`EcomLogin/EcomCustomer/user/${owner.id}`, { token: change.json.token })).status).toBe(200);
    expect((await login(newEmail, owner.password)).status).toBe(200);
  });

  it('a password change voids every other link', async () => {
    const owner = await register();
    const first = await mailedLink(owner.email, 1);
    const second = await mailedLink(owner.email, 2);
    expect((await api(`EcomLogin/EcomCustomer/reset-password/${second}`, { method: 'POST', body: { password: 'newsecret456' } })).status).toBe(200);
    expect((await tryLink(first, 'attacker999')).status).toBe(400);
    expect((await login(owner.email, 'newsecret456')).status).toBe(200);
  });

  it('a soft delete voids open links, and a restore does not bring them back', async () => {
    const owner = await register();
    const stale = await mailedLink(owner.email);
    const admin = await tokenOf('admin@example.com', 'admin123');
    expect((await api(`EcomLogin/EcomCustomer/delete-user/${owner.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await tryLink(stale, 'attacker999')).status).toBe(400);
    expect((await api(`EcomLogin/EcomCustomer/restore-user/${owner.id}`, { method: 'PATCH', token: admin })).status).toBe(200);
    expect((await tryLink(stale, 'attacker999')).status).toBe(400);
    expect((await login(owner.email, owner.password)).status).toBe(200);
  });

  it('reports the class', () => {
    const tally = report(CLASS);
    expect(tally.ran).toBe(4);
    expect(tally.allowed).toEqual([]);
    expect(tally.serverErrors).toEqual([]);
  });
});
