import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { call, KIRANA } from './helpers';
import { api, login, register, tokenOf, uniqueEmail } from './account-helpers';

// Sessions end on the server: logout revokes the presented token only, and a
// new e-mail (which needs the current password) ends every other session.

const me = (id: number, token: string, host?: string) => api(`EcomLogin/EcomCustomer/user/${id}`, { token, host });
const patch = (id: number, token: string, body: unknown, host?: string) =>
  api(`EcomLogin/EcomCustomer/profile/${id}`, { method: 'PATCH', token, body, host });

describe('logout', () => {
  it('ends the presented token on the server; the same user’s other session goes on', async () => {
    const a = await register();
    const other = await tokenOf(a.email, a.password);
    const out = await api('EcomLogin/logout', { method: 'POST', token: a.token });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ message: MESSAGES.security.loggedOut });
    expect((await me(a.id, a.token)).status).toBe(401);
    expect((await api(`ecomProdCart/${a.id}`, { token: a.token })).status).toBe(401);
    expect((await me(a.id, other)).status).toBe(200);
    // Logging out again with the ended token is refused, not an error.
    expect((await api('EcomLogin/logout', { method: 'POST', token: a.token })).status).toBe(401);
  });

  it('needs a token', async () => {
    expect((await api('EcomLogin/logout', { method: 'POST' })).status).toBe(401);
  });

  it('sweeps revocations of tokens that have expired anyway', async () => {
    await env.DB.prepare("INSERT INTO revoked_tokens (jti, expires_at) VALUES ('old-one', 1)").run();
    const a = await register();
    await api('EcomLogin/logout', { method: 'POST', token: a.token });
    expect(await env.DB.prepare("SELECT jti FROM revoked_tokens WHERE jti = 'old-one'").first()).toBeNull();
  });
});

describe('changing the e-mail', () => {
  it('asks for the current password: 400 without it, 403 when wrong, and changes nothing', async () => {
    const a = await register();
    const target = uniqueEmail('moved');
    const missing = await patch(a.id, a.token, { email: target });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(MESSAGES.security.currentPasswordRequired);
    const wrong = await patch(a.id, a.token, { email: target, current_password: 'not-it' });
    expect(wrong.status).toBe(403);
    expect(wrong.json.message).toBe(MESSAGES.security.currentPasswordWrong);
    expect((await me(a.id, a.token)).json.email).toBe(a.email);
    // Other fields still change with the token alone.
    expect((await patch(a.id, a.token, { name: 'Asha R' })).status).toBe(200);
  });

  it('ends every other session and hands the caller a fresh token', async () => {
    const a = await register();
    const other = await tokenOf(a.email, a.password);
    const target = uniqueEmail('moved');
    const res = await patch(a.id, a.token, { email: target, current_password: a.password });
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe(target);
    expect(typeof res.json.token).toBe('string');
    expect((await me(a.id, a.token)).status).toBe(401);
    expect((await me(a.id, other)).status).toBe(401);
    expect((await me(a.id, res.json.token)).status).toBe(200);
    expect((await login(target, a.password)).status).toBe(200);
    expect((await login(a.email, a.password)).status).toBe(401);
  });

  it('counts wrong current passwords against the account’s login allowance', async () => {
    const a = await register();
    for (let i = 0; i < 5; i++) expect((await patch(a.id, a.token, { email: uniqueEmail('x'), current_password: 'guess' })).status).toBe(403);
    expect((await patch(a.id, a.token, { email: uniqueEmail('x'), current_password: a.password })).status).toBe(429);
  });

  it('keeps sessions when the e-mail sent is the current one', async () => {
    const a = await register(KIRANA);
    const res = await patch(a.id, a.token, { email: a.email.toUpperCase(), mobile: '9123456780' }, KIRANA);
    expect(res.status).toBe(200);
    expect(res.json.token).toBeUndefined();
    expect((await me(a.id, a.token, KIRANA)).status).toBe(200);
  });
});

describe('personal answers', () => {
  it('carry Cache-Control: private, no-store, errors included', async () => {
    const a = await register();
    const ok = await me(a.id, a.token);
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    const other = await register();
    const denied = await me(other.id, a.token);
    expect(denied.status).toBe(403);
    expect(denied.headers.get('cache-control')).toBe('private, no-store');
    const cart = await call(`ecomProdCart/${a.id}`, { token: a.token });
    expect(cart.headers.get('cache-control')).toBe('private, no-store');
  });
});
