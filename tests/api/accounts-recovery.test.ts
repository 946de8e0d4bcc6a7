import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { solveQuickly } from './support/proof-of-work';
import { MESSAGES } from '@/lib/messages';
import { HI_IN } from '@/lib/i18n/hi-IN';
import { KIRANA, SEHAT } from './helpers';
import { api, login, register, row, tokenOf, uniqueEmail } from './account-helpers';
import { dbOf, describeLayoutFree, itLayoutFree, oneDatabase } from './databases';
import { awaitMail, settledMailCount } from './mail-helpers';

// Accounts API: the login and forgot-password throttle, password reset through
// the mail outbox, and the operators' customer list, soft delete and restore.
// Tests of sehat alone are layout-free (databases.ts): the split run skips them.

describeLayoutFree('throttle', () => {
  it('asks for a challenge, not a refusal, after 5 failed logins for one e-mail', async () => {
    const a = await register();
    for (let i = 0; i < 5; i++) expect((await login(a.email, 'wrong-pass')).status).toBe(401);
    const asked = await login(a.email, a.password);
    expect(asked.status).toBe(401);
    expect(asked.json).toMatchObject({ message: MESSAGES.login.challengeRequired, code: 'LOGIN_CHALLENGE', challenge: expect.any(String) });
    const proof = await solveQuickly(asked.json);
    expect((await login(a.email, a.password, SEHAT, {}, { challenge: asked.json.challenge, proof })).status).toBe(200);
    // Another account is not affected.
    const b = await register();
    expect((await login(b.email, b.password)).status).toBe(200);
  });

  it('never slows other accounts behind the same address after one person’s typos', async () => {
    // Carrier NAT: many shoppers share one address.
    const a = await register();
    const b = await register();
    const from = { 'cf-connecting-ip': '203.0.113.77' };
    for (let i = 0; i < 5; i++) expect((await login(a.email, 'wrong-pass', SEHAT, from)).status).toBe(401);
    expect((await login(a.email, a.password, SEHAT, from)).json.code).toBe('LOGIN_CHALLENGE');
    expect((await login(b.email, b.password, SEHAT, from)).status).toBe(200);
  });

  it('a successful login clears the e-mail’s earlier failures', async () => {
    const a = await register();
    for (let i = 0; i < 4; i++) await login(a.email, 'wrong-pass');
    expect((await login(a.email, a.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(a.email, 'wrong-pass')).status).toBe(401);
    expect((await login(a.email, a.password)).status).toBe(200);
  });

  it('counts from a fresh window once a minute has passed', async () => {
    const a = await register();
    for (let i = 0; i < 5; i++) await login(a.email, 'wrong-pass');
    expect((await login(a.email, a.password)).json.code).toBe('LOGIN_CHALLENGE');
    await env.DB.prepare('UPDATE rate_limits SET window_start = window_start - 61000').run();
    expect((await login(a.email, a.password)).status).toBe(200);
  });

  it('limits forgot-password requests per e-mail to 3 in 15 minutes', async () => {
    const a = await register();
    for (let i = 0; i < 3; i++) {
      const res = await api('EcomLogin/EcomCustomer/forgot-password', { method: 'POST', body: { email: a.email } });
      expect(res.status).toBe(200);
    }
    const blocked = await api('EcomLogin/EcomCustomer/forgot-password', { method: 'POST', body: { email: a.email } });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe(MESSAGES.throttle.forgot);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
  });
});

describe('password reset through the mail outbox', () => {
  const linkToken = (text: string) => /\/ecommerce\/reset-password\/reset\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  async function forgot(email: string, host = SEHAT) {
    return api('EcomLogin/EcomCustomer/forgot-password', { method: 'POST', body: { email }, host });
  }

  itLayoutFree('gives the same answer whether or not the e-mail has an account, and mails only an account', async () => {
    const a = await register();
    const known = await forgot(a.email);
    const nobody = uniqueEmail('nobody');
    const unknown = await forgot(nobody);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual({ message: MESSAGES.password.emailSent });
    expect(unknown.json).toEqual(known.json);
    const mail = await awaitMail(a.email);
    expect(await settledMailCount(nobody)).toBe(0);
    expect(mail?.body_text).toMatch(/^http:\/\/localhost\/ecommerce\/reset-password\/reset\/[A-Za-z0-9_-]{43}$/m);
    expect(mail?.body_html).toContain('href="http://localhost/ecommerce/reset-password/reset/');
    // Only the token's hash is stored.
    const stored = await env.DB.prepare('SELECT token_hash, expires_at FROM password_reset_tokens ORDER BY created_at DESC LIMIT 1').first<{ token_hash: string; expires_at: string }>();
    expect(stored?.token_hash).not.toBe(linkToken(mail!.body_text));
    const minutes = (Date.parse(stored!.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  itLayoutFree('mails the reset link in the language it was asked in, to the reset page in that language', async () => {
    const a = await register();
    const asked = await api('EcomLogin/EcomCustomer/forgot-password', { method: 'POST', body: { email: a.email }, headers: { 'accept-language': 'hi-IN' } });
    expect(asked.json).toEqual({ message: HI_IN.password.emailSent });
    const mail = await awaitMail(a.email);
    expect(mail?.subject).toBe(HI_IN.notifications.accountMail.resetSubject('Sehat Pharmacy'));
    expect(mail?.body_text).toContain(HI_IN.notifications.accountMail.resetWithin(30));
    expect(mail?.body_text).toMatch(/^http:\/\/localhost\/hi\/ecommerce\/reset-password\/reset\/[A-Za-z0-9_-]{43}$/m);
    expect(mail?.body_html).toContain(`>${HI_IN.notifications.accountMail.resetLink}</a>`);
  });

  itLayoutFree('resets the password once, and every older token is refused', async () => {
    const a = await register();
    const oldToken = await tokenOf(a.email, a.password);
    await forgot(a.email);
    const token = linkToken((await awaitMail(a.email))!.body_text);
    const path = `EcomLogin/EcomCustomer/reset-password/${token}`;

    const short = await api(path, { method: 'POST', body: { password: '12345' } });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe(MESSAGES.signup.passwordShort);

    const ok = await api(path, { method: 'POST', body: { password: 'newsecret456' } });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe(MESSAGES.password.resetSuccess);

    const again = await api(path, { method: 'POST', body: { password: 'another789' } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(MESSAGES.password.invalidLink);

    expect((await login(a.email, a.password)).status).toBe(401);
    expect((await login(a.email, 'newsecret456')).status).toBe(200);
    for (const t of [oldToken, a.token]) {
      const res = await api(`EcomLogin/EcomCustomer/user/${a.id}`, { token: t });
      expect(res.status).toBe(401);
    }
  });

  it('refuses an expired link, a link of the other shop, and voids older links after a reset', async () => {
    const a = await register();
    await forgot(a.email);
    const first = linkToken((await awaitMail(a.email))!.body_text);
    await forgot(a.email);
    const second = linkToken((await awaitMail(a.email, 'sehat', 2))!.body_text);
    expect(second).not.toBe(first);

    const otherShop = await api(`EcomLogin/EcomCustomer/reset-password/${second}`, { method: 'POST', body: { password: 'newsecret456' }, host: KIRANA });
    expect(otherShop.status).toBe(400);

    expect((await api(`EcomLogin/EcomCustomer/reset-password/${second}`, { method: 'POST', body: { password: 'newsecret456' } })).status).toBe(200);
    const stale = await api(`EcomLogin/EcomCustomer/reset-password/${first}`, { method: 'POST', body: { password: 'other999' } });
    expect(stale.status).toBe(400);

    const b = await register();
    await forgot(b.email);
    const expired = linkToken((await awaitMail(b.email))!.body_text);
    await env.DB.prepare("UPDATE password_reset_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE customer_id = ?").bind(b.id).run();
    const res = await api(`EcomLogin/EcomCustomer/reset-password/${expired}`, { method: 'POST', body: { password: 'newsecret456' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(MESSAGES.password.invalidLink);
    expect((await login(b.email, b.password)).status).toBe(200);
  });

  it('writes the kirana link on the kirana host into kirana’s outbox', async () => {
    const k = await register(KIRANA);
    await forgot(k.email, KIRANA);
    const mail = await awaitMail(k.email, 'kirana');
    expect(mail?.body_text).toContain('http://kirana.localhost/ecommerce/reset-password/reset/');
    const kiranaId = await dbOf('kirana').prepare("SELECT id FROM distributors WHERE slug = 'kirana'").first<{ id: number }>();
    expect(mail?.distributor_id).toBe(kiranaId?.id);
  });
});

describe('operators: customer list, soft delete and restore', () => {
  it('lists the shop’s customers for its admin only', async () => {
    const admin = await tokenOf('admin@example.com', 'admin123');
    const a = await register();
    const k = await register(KIRANA);
    const res = await api('EcomLogin/EcomCustomer/getAllCustomers?limit=500', { token: admin });
    expect(res.status).toBe(200);
    const ids = res.json.map((c: { id: number }) => c.id);
    expect(ids).toContain(a.id);
    // Row ids are per database: on a database of its own, kirana's customer id may be a sehat account's.
    if (oneDatabase()) expect(ids).not.toContain(k.id);
    expect(res.json.map((c: { email: string }) => c.email)).not.toContain(k.email);
    expect(Number(res.headers.get('x-total-count'))).toBe(res.json.length);
    expect((await api('EcomLogin/EcomCustomer/getAllCustomers', { token: a.token })).status).toBe(403);
    const rider = await tokenOf('rider@example.com', 'rider123');
    expect((await api('EcomLogin/EcomCustomer/getAllCustomers', { token: rider })).status).toBe(403);
  });

  itLayoutFree('soft-deletes: the token stops working, login says deleted, restore brings it back', async () => {
    const admin = await tokenOf('admin@example.com', 'admin123');
    const a = await register();
    expect((await api(`EcomLogin/EcomCustomer/delete-user/${a.id}`, { method: 'DELETE', token: a.token })).status).toBe(403);

    const del = await api(`EcomLogin/EcomCustomer/delete-user/${a.id}`, { method: 'DELETE', token: admin });
    expect(del.status).toBe(200);
    expect(del.json.message).toBe(MESSAGES.account.userDeleted);
    expect((await row(a.id))?.deleted_at).toBeTruthy();
    expect((await api(`EcomLogin/EcomCustomer/user/${a.id}`, { token: a.token })).status).toBe(401);

    const denied = await login(a.email, a.password);
    expect(denied.status).toBe(403);
    expect(denied.json.message).toBe(MESSAGES.login.accountDeleted);
    // Without the password nobody learns the account was deleted.
    expect((await login(a.email, 'wrong-pass')).status).toBe(401);
    // A deleted account gets no reset mail.
    await api('EcomLogin/EcomCustomer/forgot-password', { method: 'POST', body: { email: a.email } });
    expect(await settledMailCount(a.email)).toBe(0);

    const restore = await api(`EcomLogin/EcomCustomer/restore-user/${a.id}`, { method: 'PATCH', token: admin });
    expect(restore.status).toBe(200);
    expect(restore.json.message).toBe(MESSAGES.account.userRestored);
    expect((await login(a.email, a.password)).status).toBe(200);
  });

  it('an admin cannot delete itself nor a customer of the other shop', async () => {
    const adminLogin = (await login('admin@example.com', 'admin123')).json;
    const k = await register(KIRANA);
    const self = await api(`EcomLogin/EcomCustomer/delete-user/${adminLogin.user.id}`, { method: 'DELETE', token: adminLogin.token });
    expect(self.status).toBe(400);
    // Row ids are per database: on a database of its own, kirana's customer id may be a sehat account's.
    if (oneDatabase()) {
      const other = await api(`EcomLogin/EcomCustomer/delete-user/${k.id}`, { method: 'DELETE', token: adminLogin.token });
      expect(other.status).toBe(404);
    }
    expect((await row(k.id, 'kirana'))?.deleted_at).toBeNull();
  });
});
