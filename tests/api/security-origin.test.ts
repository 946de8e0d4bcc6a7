import { expect, it } from 'vitest';
import { call } from './helpers';
import { register } from './account-helpers';
import { awaitMail, resetLinkIn } from './mail-helpers';

// Reset links are built from the configured shop domain, never from the Host
// header: a forged Host must not put the attacker's domain into the mail.

const latestLink = async (to: string, slug = 'sehat') => resetLinkIn((await awaitMail(to, slug))?.body_text);

it('a forged Host (or X-Forwarded-Host) for a known shop still mails a link on the configured domain', async () => {
  const a = await register();
  const forged = await call('EcomLogin/EcomCustomer/forgot-password', {
    method: 'POST',
    host: 'http://evil.example',
    headers: { 'x-forwarded-host': 'evil.example' },
    body: { email: a.email },
  });
  expect(forged.status).toBe(200);
  const link = new URL(await latestLink(a.email));
  expect(link.origin).toBe('http://localhost');
  expect(link.pathname).toMatch(/^\/ecommerce\/reset-password\/reset\/[A-Za-z0-9_-]+$/);

  const k = await register('http://kirana.localhost');
  await call('EcomLogin/EcomCustomer/forgot-password', {
    method: 'POST',
    host: 'http://kirana.localhost',
    headers: { 'x-forwarded-host': 'evil.example' },
    body: { email: k.email },
  });
  expect(new URL(await latestLink(k.email, 'kirana')).hostname).toBe('kirana.localhost');
});

it('a Host naming another port does not put that port into the link (the configured origin names it)', async () => {
  const a = await register();
  const res = await call('EcomLogin/EcomCustomer/forgot-password', { method: 'POST', host: 'http://localhost:6666', body: { email: a.email } });
  expect(res.status).toBe(200);
  // The API tests configure no local port, so the link names none.
  expect(new URL(await latestLink(a.email)).origin).toBe('http://localhost');
});
