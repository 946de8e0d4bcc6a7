import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { FALLBACK_CSP, HSTS } from '@/server/security-headers';
import { KIRANA, SEHAT } from './helpers';
import { seededAccount } from './checkout-fixtures';

// Every answer of the Worker carries the security headers SECURITY.md
// promises, those made before the pages and the API are reached too (the live
// socket's refusals, a language prefix on a path that is no page), and a Host
// header that is no host name is a plain 400, never a 500 or a shop's page.

const send = (url: string, init: RequestInit = {}) => exports.default.fetch(new Request(url, init));

function expectSecurityHeaders(res: Response, label: string, https = false) {
  const h = res.headers;
  expect(h.get('x-content-type-options'), label).toBe('nosniff');
  expect(h.get('x-frame-options'), label).toBe('DENY');
  expect(h.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(h.get('permissions-policy'), label).toMatch(/camera=\(\).*geolocation=\(\)/);
  expect(h.get('content-security-policy'), label).toContain("frame-ancestors 'none'");
  expect(h.get('strict-transport-security'), label).toBe(https ? HSTS : null);
}

describe('security headers on every answer', () => {
  it('the API’s answers, refusals and unknown routes, over http and https', async () => {
    const admin = await seededAccount('admin@example.com');
    const answers: Array<[string, Response, boolean?]> = [
      ['public list', await send(`${SEHAT}/api/ecomProd/ecomProducts`)],
      ['unknown API route', await send(`${SEHAT}/api/no-such-route`)],
      ['refused without a token', await send(`${SEHAT}/api/admin/today`)],
      ['with a token', await send(`${SEHAT}/api/admin/today`, { headers: { authorization: `Bearer ${admin.token}` } })],
      ['over https', await send('https://localhost/api/ecomProd/ecomProducts'), true],
    ];
    for (const [label, res, https] of answers) expectSecurityHeaders(res, label, https);
    expect(answers[0]![1].headers.get('content-security-policy')).toBe(FALLBACK_CSP);
    // An answer to a request with a token stays private.
    expect(answers[3]![1].headers.get('cache-control')).toMatch(/private, no-store|no-store/);
  });

  it('/api/live’s refusals: no token, a forged token, no WebSocket upgrade, another host', async () => {
    const admin = await seededAccount('admin@example.com');
    const refusals: Array<[string, Response, number]> = [
      ['no token', await send(`${SEHAT}/api/live`, { headers: { upgrade: 'websocket' } }), 401],
      ['forged token', await send(`${SEHAT}/api/live`, { headers: { upgrade: 'websocket', 'sec-websocket-protocol': 'bearer, abc.def.ghi' } }), 401],
      ['no upgrade', await send(`${SEHAT}/api/live`, { headers: { authorization: `Bearer ${admin.token}` } }), 400],
      ['unknown shop', await send('http://nowhere.localhost/api/live', { headers: { upgrade: 'websocket' } }), 404],
    ];
    for (const [label, res, status] of refusals) {
      expect(res.status, label).toBe(status);
      expectSecurityHeaders(res, label);
    }
    expect(await refusals[2]![1].json()).toEqual({ message: MESSAGES.live.upgradeRequired, code: 'BAD_REQUEST' });
  });

  it('a path under a language prefix that is no page: a 404 with the headers', async () => {
    for (const path of ['/hi/wp-login.php', '/hi/.env', '/hi/api/orders']) {
      const res = await send(`${SEHAT}${path}`);
      expect(res.status, path).toBe(404);
      expectSecurityHeaders(res, path);
    }
  });
});

describe('a malformed Host header', () => {
  it('is a plain 400 with the headers, on the API, the live socket and pages alike', async () => {
    const hosts = ['exa mple.com', 'localhost:99999', 'localhost:80:80', '[::1', 'a/b', '%zz', 'shop.localhost\\evil', 'shop.localhost:', 'x'.repeat(300)];
    for (const host of hosts) {
      for (const path of ['/api/ecomProd/ecomProducts', '/api/live', '/hi/product/details/1', '/']) {
        const res = await send(`${SEHAT}${path}`, { headers: { host, upgrade: 'websocket' } });
        const label = `${JSON.stringify(host)} ${path}`;
        expect(res.status, label).toBe(400);
        expect(res.headers.get('content-type'), label).toBe('text/plain; charset=utf-8');
        expect(await res.text(), label).toBe('Bad request: the Host header is not a host name.');
        expectSecurityHeaders(res, label);
      }
    }
  });

  it('well-formed hosts, with a port or as an address, are served as before', async () => {
    for (const [url, host] of [
      [SEHAT, 'localhost:8787'],
      [KIRANA, 'kirana.localhost'],
      [KIRANA, 'KIRANA.localhost:8801'],
      [SEHAT, '127.0.0.1:8801'],
      [SEHAT, '[::1]:8801'],
    ] as const) {
      const res = await send(`${url}/api/ecomProd/ecomProducts`, { headers: { host } });
      expect(res.status, host).toBe(200);
      expectSecurityHeaders(res, host);
    }
  });
});
