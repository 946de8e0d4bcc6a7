import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { KIRANA } from './helpers';
import { api, login, register, row, tokenOf, uniqueEmail } from './account-helpers';
import { describeLayoutFree, itLayoutFree, oneDatabase } from './databases';

// Accounts API (EcomLogin): register, login, who may see and change which
// profile, and bad input. The database is fresh for this file; every test
// makes its own accounts.
// Tests of sehat alone are layout-free (databases.ts): the split run skips them.

describe('register and login', () => {
  itLayoutFree('registers a customer and answers the contract shape', async () => {
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
    // Hashed with the production count of PBKDF2 rounds (the tests' derivations are cheaper: support/cheap-derivation.ts).
    const stored = await env.DB.prepare('SELECT password_hash FROM customers WHERE id = ?').bind(res.json.user.id).first<{ password_hash: string }>();
    expect(stored!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
  });

  it('refuses a duplicate e-mail in the same shop, in any letter case, but not in the other shop', async () => {
    const a = await register();
    const again = await api('EcomLogin/Ecomregister', {
      method: 'POST',
      body: { name: 'Other', email: a.email.toUpperCase(), mobile: '9123456789', password: 'secret123' },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(MESSAGES.signup.emailExists);
    // Accepted there (register checks the 201); a separate row where both shops share a database.
    const kirana = await register(KIRANA, { email: a.email });
    if (oneDatabase()) expect(kirana.id).not.toBe(a.id);
  });

  itLayoutFree('logs in with the right password only, with one message for a wrong password or unknown e-mail', async () => {
    const a = await register();
    const ok = await login(a.email.toUpperCase(), a.password);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      message: MESSAGES.login.success,
      token: expect.any(String),
      user: { id: a.id, name: 'Asha Rao', email: a.email },
      // This browser's device token for its later logins.
      device: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const wrong = await login(a.email, 'secret124');
    const unknown = await login(uniqueEmail('nobody'), 'secret123');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.message).toBe(MESSAGES.login.invalidEmailOrPassword);
    expect(unknown.json.message).toBe(MESSAGES.login.invalidEmailOrPassword);
  });

  itLayoutFree('logs in the seeded demo accounts with their roles', async () => {
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

  itLayoutFree('refuses calls without a token or with a forged one', async () => {
    const a = await register();
    expect((await api(`EcomLogin/EcomCustomer/user/${a.id}`)).status).toBe(401);
    const [h, p] = a.token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect((await api(`EcomLogin/EcomCustomer/user/${a.id}`, { token: forged })).status).toBe(401);
  });
});

describe('profile and addresses', () => {
  itLayoutFree('shows the own profile without any password field', async () => {
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

  itLayoutFree('updates any subset of fields and saves a new address once', async () => {
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

  itLayoutFree('lists the seeded shopper’s saved addresses with the profile address first', async () => {
    const { token, user } = (await login('shopper@example.com', 'shopper123')).json;
    const id = user.id;
    const profile = (await api(`EcomLogin/EcomCustomer/user/${id}`, { token })).json;
    const res = await api(`EcomLogin/EcomCustomer/address/${id}`, { token });
    expect(res.json.address).toHaveLength(2);
    expect(res.json.address[0].full_address).toBe(profile.address);
  });

  itLayoutFree('keeps an e-mail change unique within the shop', async () => {
    const a = await register();
    const b = await register();
    const clash = await api(`EcomLogin/EcomCustomer/profile/${a.id}`, { method: 'PATCH', token: a.token, body: { email: b.email.toUpperCase(), current_password: a.password } });
    expect(clash.status).toBe(409);
    expect(clash.json.message).toBe(MESSAGES.signup.emailExists);
    const fresh = uniqueEmail('moved');
    const ok = await api(`EcomLogin/EcomCustomer/profile/${a.id}`, { method: 'PATCH', token: a.token, body: { email: fresh, current_password: a.password } });
    expect(ok.status).toBe(200);
    expect((await login(fresh, a.password)).status).toBe(200);
  });

  it('lets an admin read a customer of its own shop, but not of the other shop', async () => {
    const admin = await tokenOf('admin@example.com', 'admin123');
    const a = await register();
    const k = await register(KIRANA);
    expect((await api(`EcomLogin/EcomCustomer/user/${a.id}`, { token: admin })).status).toBe(200);
    // Row ids are per database: on a database of its own, kirana's customer id may be a sehat account's.
    if (oneDatabase()) expect((await api(`EcomLogin/EcomCustomer/user/${k.id}`, { token: admin })).status).toBe(404);
  });
});

describeLayoutFree('bad input gets a 4xx message and changes nothing', () => {
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

  it('register: gives the shop’s messages', async () => {
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
