import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { KIRANA, SEHAT, call, type CallOptions, type CallResult } from './helpers';

// Accounts API (EcomLogin): who may see and change what, bad input, throttle,
// password reset through the outbox, soft delete. The database is fresh for
// this file; every test makes its own accounts.

let seq = 0;
/** A client address of its own, so one test's failures never throttle another. */
const ip = () => {
  seq += 1;
  return `10.0.${seq >> 8}.${seq & 255}`;
};
const uniqueEmail = (tag: string) => `${tag}-${++seq}@example.com`;

/** Every response must be free of passwords and hashes. */
function assertNoSecrets(res: CallResult, ...passwords: string[]) {
  const text = res.text.toLowerCase();
  expect(text).not.toContain('password_hash');
  expect(text).not.toContain('pbkdf2');
  for (const p of passwords) expect(res.text).not.toContain(p);
}

async function api(path: string, options: CallOptions = {}) {
  const res = await call(path, { ...options, headers: { 'cf-connecting-ip': ip(), ...options.headers } });
  assertNoSecrets(res, 'secret123', 'newsecret456', 'shopper123', 'admin123');
  return res;
}

interface Account {
  id: number;
  email: string;
  password: string;
  token: string;
  host: string;
}

async function register(host = SEHAT, overrides: Record<string, unknown> = {}): Promise<Account> {
  const email = uniqueEmail('acct');
  const body = { name: 'Asha Rao', email, mobile: '9876543210', password: 'secret123', ...overrides };
  const res = await api('EcomLogin/Ecomregister', { method: 'POST', body, host });
  expect(res.status, res.text).toBe(201);
  return { id: res.json.user.id, email: String(body.email), password: String(body.password), token: res.json.token, host };
}

async function login(email: string, password: string, host = SEHAT, headers: Record<string, string> = {}) {
  return api('EcomLogin/Ecomlogin', { method: 'POST', body: { email, password }, host, headers });
}

async function tokenOf(email: string, password: string, host = SEHAT): Promise<string> {
  const res = await login(email, password, host);
  expect(res.status, res.text).toBe(200);
  return res.json.token;
}

const row = (id: number) =>
  env.DB.prepare('SELECT name, email, mobile, address, role, deleted_at, token_version FROM customers WHERE id = ?')
    .bind(id)
    .first<Record<string, unknown>>();

describe('register and login', () => {
  it('registers a customer and answers the contract shape', async () => {
    const email = uniqueEmail('New.Shopper');
    const res = await api('EcomLogin/Ecomregister', {
      method: 'POST',
      body: { name: '  Ravi Kumar ', email, mobile: '+91 98765-43210', password: 'secret123', role: 'admin' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      message: MESSAGES.signup.success,
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      user: { id: expect.any(Number), name: 'Ravi Kumar', email: email.toLowerCase() },
    });
    const saved = await row(res.json.user.id);
    expect(saved).toMatchObject({ mobile: '9876543210', role: 'customer', email: email.toLowerCase() });
  });

  it('refuses a duplicate e-mail in the same shop, in any letter case, but not in the other shop', async () => {
    const a = await register();
    const again = await api('EcomLogin/Ecomregister', {
      method: 'POST',
      body: { name: 'Other', email: a.email.toUpperCase(), mobile: '9123456789', password: 'secret123' },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(MESSAGES.signup.emailExists);
    const kirana = await register(KIRANA, { email: a.email });
    expect(kirana.id).not.toBe(a.id);
  });

  it('logs in with the right password only, with one message for a wrong password or unknown e-mail', async () => {
    const a = await register();
    const ok = await login(a.email.toUpperCase(), a.password);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      message: MESSAGES.login.success,
      token: expect.any(String),
      user: { id: a.id, name: 'Asha Rao', email: a.email },
    });
    const wrong = await login(a.email, 'secret124');
    const unknown = await login(uniqueEmail('nobody'), 'secret123');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.message).toBe(MESSAGES.login.invalidEmailOrPassword);
    expect(unknown.json.message).toBe(MESSAGES.login.invalidEmailOrPassword);
  });

  it('logs in the seeded demo accounts with their roles', async () => {
    const res = await login('shopper@example.com', 'shopper123');
    expect(res.status).toBe(200);
    expect(res.json.user.name).toBe('Ananya Iyer');
  });

  it('refuses a token of one shop at the other shop', async () => {
    const a = await register();
    const res = await api(`EcomLogin/EcomCustomer/user/${a.id}`, { token: a.token, host: KIRANA });
    expect(res.status).toBe(401);
    const own = await api(`EcomLogin/EcomCustomer/user/${a.id}`, { token: a.token });
    expect(own.status).toBe(200);
  });

  it('refuses calls without a token or with a forged one', async () => {
    const a = await register();
    expect((await api(`EcomLogin/EcomCustomer/user/${a.id}`)).status).toBe(401);
    const [h, p] = a.token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect((await api(`EcomLogin/EcomCustomer/user/${a.id}`, { token: forged })).status).toBe(401);
  });
});

describe('profile and addresses', () => {
  it('shows the own profile without any password field', async () => {
    const a = await register();
    const res = await api(`EcomLogin/EcomCustomer/user/${a.id}`, { token: a.token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['address', 'createdAt', 'email', 'id', 'mobile', 'name']);
    expect(res.json).toMatchObject({ id: a.id, email: a.email, mobile: '9876543210', address: '' });
  });

  it('never lets customer A read or change customer B, in this shop or the other', async () => {
    const a = await register();
    const b = await register();
    const k = await register(KIRANA);
    for (const target of [b.id, k.id]) {
      expect((await api(`EcomLogin/EcomCustomer/user/${target}`, { token: a.token })).status).toBe(403);
      expect((await api(`EcomLogin/EcomCustomer/address/${target}`, { token: a.token })).status).toBe(403);
      const patch = await api(`EcomLogin/EcomCustomer/profile/${target}`, {
        method: 'PATCH',
        token: a.token,
        body: { name: 'Hacked', address: 'Somewhere 1' },
      });
      expect(patch.status).toBe(403);
    }
    expect(await row(b.id)).toMatchObject({ name: 'Asha Rao', address: '' });
    expect(await row(k.id)).toMatchObject({ name: 'Asha Rao', address: '' });
    // The kirana customer's own token on the sehat host is refused too.
    expect((await api(`EcomLogin/EcomCustomer/user/${k.id}`, { token: k.token })).status).toBe(401);
  });

  it('updates any subset of fields and saves a new address once', async () => {
    const a = await register();
    const path = `EcomLogin/EcomCustomer/profile/${a.id}`;
    const res = await api(path, { method: 'PATCH', token: a.token, body: { name: 'Asha R.', mobile: '07012345678' } });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ name: 'Asha R.', mobile: '7012345678', email: a.email });
    const addr = '221B, MG Road, Pune 411001';
    await api(path, { method: 'PATCH', token: a.token, body: { address: addr } });
    await api(path, { method: 'PATCH', token: a.token, body: { address: addr } });
    const list = await api(`EcomLogin/EcomCustomer/address/${a.id}`, { token: a.token });
    expect(list.status).toBe(200);
    expect(list.json.address).toEqual([{ id: expect.any(Number), full_address: addr }]);
    await api(path, { method: 'PATCH', token: a.token, body: { address: '9 Park Street, Kolkata' } });
    const two = await api(`EcomLogin/EcomCustomer/address/${a.id}`, { token: a.token });
    expect(two.json.address.map((x: { full_address: string }) => x.full_address)).toEqual(['9 Park Street, Kolkata', addr]);
  });

  it('lists the seeded shopper’s saved addresses with the profile address first', async () => {
    const { token, user } = (await login('shopper@example.com', 'shopper123')).json;
    const id = user.id;
    const profile = (await api(`EcomLogin/EcomCustomer/user/${id}`, { token })).json;
    const res = await api(`EcomLogin/EcomCustomer/address/${id}`, { token });
    expect(res.json.address).toHaveLength(2);
    expect(res.json.address[0].full_address).toBe(profile.address);
  });

  it('keeps an e-mail change unique within the shop', async () => {
    const a = await register();
    const b = await register();
    const clash = await api(`EcomLogin/EcomCustomer/profile/${a.id}`, { method: 'PATCH', token: a.token, body: { email: b.email.toUpperCase() } });
    expect(clash.status).toBe(409);
    expect(clash.json.message).toBe(MESSAGES.signup.emailExists);
    const fresh = uniqueEmail('moved');
    const ok = await api(`EcomLogin/EcomCustomer/profile/${a.id}`, { method: 'PATCH', token: a.token, body: { email: fresh } });
    expect(ok.status).toBe(200);
    expect((await login(fresh, a.password)).status).toBe(200);
  });

  it('lets an admin read a customer of its own shop, but not of the other shop', async () => {
    const admin = await tokenOf('admin@example.com', 'admin123');
    const a = await register();
    const k = await register(KIRANA);
    expect((await api(`EcomLogin/EcomCustomer/user/${a.id}`, { token: admin })).status).toBe(200);
    expect((await api(`EcomLogin/EcomCustomer/user/${k.id}`, { token: admin })).status).toBe(404);
  });
});

describe('bad input gets a 4xx message and changes nothing', () => {
  const long = (n: number) => 'x'.repeat(n);
  const registerCases: Array<[string, unknown]> = [
    ['name too long', { name: long(101), email: 'long-name@example.com', mobile: '9876543210', password: 'secret123' }],
    ['e-mail too long', { name: 'A', email: `${long(250)}@x.in`, mobile: '9876543210', password: 'secret123' }],
    ['invalid e-mail', { name: 'A', email: 'not-an-email', mobile: '9876543210', password: 'secret123' }],
    ['invalid mobile', { name: 'A', email: 'bad-mobile@example.com', mobile: '12345', password: 'secret123' }],
    ['mobile as number', { name: 'A', email: 'num-mobile@example.com', mobile: 9876543210, password: 'secret123' }],
    ['short password', { name: 'A', email: 'short@example.com', mobile: '9876543210', password: '12345' }],
    ['password too long', { name: 'A', email: 'longpw@example.com', mobile: '9876543210', password: long(129) }],
    ['password as number', { name: 'A', email: 'numpw@example.com', mobile: '9876543210', password: 12345678 }],
    ['missing fields', {}],
    ['array body', []],
    ['malformed JSON', '{"name":'],
  ];
  for (const [name, body] of registerCases) {
    it(`register: ${name}`, async () => {
      const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM customers').first<{ n: number }>();
      const res = await api('EcomLogin/Ecomregister', { method: 'POST', body });
      expect(res.status, res.text).toBe(400);
      expect(typeof res.json.message).toBe('string');
      const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM customers').first<{ n: number }>();
      expect(after?.n).toBe(before?.n);
    });
  }

  it('register: gives the spec’s messages', async () => {
    const res = await api('EcomLogin/Ecomregister', { method: 'POST', body: { name: '', email: 'a@b.in', mobile: '9876543210', password: 'secret123' } });
    expect(res.json.message).toBe(MESSAGES.signup.nameRequired);
    const mobile = await api('EcomLogin/Ecomregister', { method: 'POST', body: { name: 'A', email: 'a@b.in', mobile: '5876543210', password: 'secret123' } });
    expect(mobile.json.message).toBe(MESSAGES.signup.mobileInvalid);
  });

  it('login: wrong types and sizes', async () => {
    for (const body of [{ email: 42, password: 'x' }, { email: 'a@b.in' }, { email: 'a@b.in', password: ['x'] }, { email: `${long(260)}@b.in`, password: 'x' }]) {
      const res = await api('EcomLogin/Ecomlogin', { method: 'POST', body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  const patchCases: Array<[string, unknown]> = [
    ['name too long', { name: long(101) }],
    ['empty name', { name: '   ' }],
    ['address too long', { address: long(501) }],
    ['empty address', { address: '' }],
    ['invalid e-mail', { email: 'nope' }],
    ['invalid mobile', { mobile: '99999' }],
    ['name as number', { name: 7 }],
    ['unknown field (role)', { role: 'admin' }],
    ['password is not editable here', { password: 'newsecret456' }],
    ['nothing to change', {}],
    ['a string body', 'address'],
  ];
  for (const [name, body] of patchCases) {
    it(`profile: ${name}`, async () => {
      const a = await register();
      const before = await row(a.id);
      const res = await api(`EcomLogin/EcomCustomer/profile/${a.id}`, { method: 'PATCH', token: a.token, body });
      expect(res.status, res.text).toBe(400);
      expect(typeof res.json.message).toBe('string');
      expect(await row(a.id)).toEqual(before);
    });
  }

  it('profile: bad ids in the path', async () => {
    const a = await register();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await api(`EcomLogin/EcomCustomer/user/${id}`, { token: a.token });
      expect(res.status, id).toBe(400);
    }
  });

  it('reset: bad bodies and tokens', async () => {
    const bad = await api(`EcomLogin/EcomCustomer/reset-password/${'a'.repeat(43)}`, { method: 'POST', body: { password: 'secret999' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(MESSAGES.password.invalidLink);
    const shape = await api('EcomLogin/EcomCustomer/reset-password/not-a-token', { method: 'POST', body: { password: 'secret999' } });
    expect(shape.json.message).toBe(MESSAGES.password.invalidLink);
    const forgot = await api('EcomLogin/EcomCustomer/forgot-password', { method: 'POST', body: { email: 5 } });
    expect(forgot.status).toBe(400);
  });
});

describe('throttle', () => {
  it('answers 429 after 5 failed logins for one e-mail, even with the right password', async () => {
    const a = await register();
    for (let i = 0; i < 5; i++) expect((await login(a.email, 'wrong-pass')).status).toBe(401);
    const blocked = await login(a.email, a.password);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe(MESSAGES.account.throttled);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not affected.
    const b = await register();
    expect((await login(b.email, b.password)).status).toBe(200);
  });

  it('answers 429 after 5 failures from one client address, whatever the e-mail', async () => {
    const a = await register();
    const from = { 'cf-connecting-ip': '203.0.113.77' };
    for (let i = 0; i < 5; i++) expect((await login(uniqueEmail('guess'), 'x', SEHAT, from)).status).toBe(401);
    expect((await login(a.email, a.password, SEHAT, from)).status).toBe(429);
    expect((await login(a.email, a.password, SEHAT, { 'cf-connecting-ip': '203.0.113.78' })).status).toBe(200);
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
    expect((await login(a.email, a.password)).status).toBe(429);
    await env.DB.prepare('UPDATE rate_limits SET window_start = window_start - 61000').run();
    expect((await login(a.email, a.password)).status).toBe(200);
  });

  it('limits forgot-password requests per e-mail to 5 a minute', async () => {
    const a = await register();
    for (let i = 0; i < 5; i++) {
      const res = await api('EcomLogin/EcomCustomer/forgot-password', { method: 'POST', body: { email: a.email } });
      expect(res.status).toBe(200);
    }
    const blocked = await api('EcomLogin/EcomCustomer/forgot-password', { method: 'POST', body: { email: a.email } });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe(MESSAGES.account.throttled);
  });
});

describe('password reset through the mail outbox', () => {
  const latestMail = (to: string) =>
    env.DB.prepare('SELECT distributor_id, subject, body_text, body_html FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1')
      .bind(to)
      .first<{ distributor_id: number; subject: string; body_text: string; body_html: string }>();
  const linkToken = (text: string) => /\/ecommerce\/reset-password\/reset\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  async function forgot(email: string, host = SEHAT) {
    return api('EcomLogin/EcomCustomer/forgot-password', { method: 'POST', body: { email }, host });
  }

  it('gives the same answer whether or not the e-mail has an account, and mails only an account', async () => {
    const a = await register();
    const known = await forgot(a.email);
    const nobody = uniqueEmail('nobody');
    const unknown = await forgot(nobody);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual({ message: MESSAGES.password.emailSent });
    expect(unknown.json).toEqual(known.json);
    expect(await latestMail(nobody)).toBeNull();
    const mail = await latestMail(a.email);
    expect(mail?.body_text).toMatch(/^http:\/\/localhost\/ecommerce\/reset-password\/reset\/[A-Za-z0-9_-]{43}$/m);
    expect(mail?.body_html).toContain('href="http://localhost/ecommerce/reset-password/reset/');
    // Only the token's hash is stored.
    const stored = await env.DB.prepare('SELECT token_hash, expires_at FROM password_reset_tokens ORDER BY created_at DESC LIMIT 1').first<{ token_hash: string; expires_at: string }>();
    expect(stored?.token_hash).not.toBe(linkToken(mail!.body_text));
    const minutes = (Date.parse(stored!.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('resets the password once, and every older token is refused', async () => {
    const a = await register();
    const oldToken = await tokenOf(a.email, a.password);
    await forgot(a.email);
    const token = linkToken((await latestMail(a.email))!.body_text);
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
    const first = linkToken((await latestMail(a.email))!.body_text);
    await forgot(a.email);
    const second = linkToken((await latestMail(a.email))!.body_text);
    expect(second).not.toBe(first);

    const otherShop = await api(`EcomLogin/EcomCustomer/reset-password/${second}`, { method: 'POST', body: { password: 'newsecret456' }, host: KIRANA });
    expect(otherShop.status).toBe(400);

    expect((await api(`EcomLogin/EcomCustomer/reset-password/${second}`, { method: 'POST', body: { password: 'newsecret456' } })).status).toBe(200);
    const stale = await api(`EcomLogin/EcomCustomer/reset-password/${first}`, { method: 'POST', body: { password: 'other999' } });
    expect(stale.status).toBe(400);

    const b = await register();
    await forgot(b.email);
    const expired = linkToken((await latestMail(b.email))!.body_text);
    await env.DB.prepare("UPDATE password_reset_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE customer_id = ?").bind(b.id).run();
    const res = await api(`EcomLogin/EcomCustomer/reset-password/${expired}`, { method: 'POST', body: { password: 'newsecret456' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(MESSAGES.password.invalidLink);
    expect((await login(b.email, b.password)).status).toBe(200);
  });

  it('writes the kirana link on the kirana host into kirana’s outbox', async () => {
    const k = await register(KIRANA);
    await forgot(k.email, KIRANA);
    const mail = await latestMail(k.email);
    expect(mail?.body_text).toContain('http://kirana.localhost/ecommerce/reset-password/reset/');
    const kiranaId = await env.DB.prepare("SELECT id FROM distributors WHERE slug = 'kirana'").first<{ id: number }>();
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
    expect(ids).not.toContain(k.id);
    expect(Number(res.headers.get('x-total-count'))).toBe(res.json.length);
    expect((await api('EcomLogin/EcomCustomer/getAllCustomers', { token: a.token })).status).toBe(403);
    const rider = await tokenOf('rider@example.com', 'rider123');
    expect((await api('EcomLogin/EcomCustomer/getAllCustomers', { token: rider })).status).toBe(403);
  });

  it('soft-deletes: the token stops working, login says deleted, restore brings it back', async () => {
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
    expect(await env.DB.prepare('SELECT 1 FROM outbox WHERE to_email = ?').bind(a.email).first()).toBeNull();

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
    const other = await api(`EcomLogin/EcomCustomer/delete-user/${k.id}`, { method: 'DELETE', token: adminLogin.token });
    expect(other.status).toBe(404);
    expect((await row(k.id))?.deleted_at).toBeNull();
  });
});
