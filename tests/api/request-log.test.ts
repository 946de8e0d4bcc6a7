import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withRequestLog } from '@/server/request-log';
import { KIRANA, call } from './helpers';
import { login, register } from './account-helpers';
import { captureLogs, type LogCapture } from './support/log-capture';

// Each request writes one structured line (an object, which Workers Logs turns
// into fields), a failure one more; no line ever carries a token or a password.
// A local server that discards its output writes the failure lines alone, and
// so does the Worker of the other API tests (vitest.api.config.ts): the
// capture turns every line back on, as deployed.

let capture: LogCapture;
beforeEach(() => {
  capture = captureLogs();
});
afterEach(() => capture.stop());
const logged = () => capture.calls;

const lines = (event: string) => logged().flatMap(({ args }) => args).filter((a: any) => a?.event === event) as any[];
const everything = () => capture.lines().join('\n');

describe('request log', () => {
  it('logs one line per request: request id, shop, route pattern, status, duration and rows read', async () => {
    const res = await call('ecomProd/ecomProducts/1', { host: KIRANA });
    expect(lines('request')).toEqual([
      {
        event: 'request',
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        shop: 'kirana',
        method: 'GET',
        route: '/api/ecomProd/ecomProducts/:id',
        status: res.status,
        durationMs: expect.any(Number),
        rowsRead: expect.any(Number),
      },
    ]);
    // The product's row, at least: counted from D1's own meta.
    expect(lines('request')[0].rowsRead).toBeGreaterThan(0);
    expect(lines('failure')).toEqual([]);
  });

  it('logs neither the password of a login nor the token of a call, nor a reset token in the path', async () => {
    const account = await register();
    logged().length = 0;
    const loggedIn = await login(account.email, account.password);
    expect(loggedIn.status).toBe(200);
    const token: string = loggedIn.json.token;
    await call(`ecomProdCart/${account.id}`, { token });
    const reset = await call('EcomLogin/EcomCustomer/reset-password/abcdefghijklmnopqrstuvwxyz0123456789', {
      method: 'POST',
      body: { password: 'brandnew789' },
    });

    expect(lines('request').map((line) => [line.method, line.route, line.status])).toEqual([
      ['POST', '/api/EcomLogin/Ecomlogin', 200],
      ['GET', '/api/ecomProdCart/:userId', 200],
      ['POST', '/api/EcomLogin/EcomCustomer/reset-password/:token', reset.status],
    ]);
    const text = everything();
    for (const secret of [account.password, token, token.split('.')[2]!, 'abcdefghijklmnopqrstuvwxyz0123456789', 'brandnew789', account.email]) {
      expect(text).not.toContain(secret);
    }
  });

  it('logs a failure line as well when the request fails, and lets the error through', async () => {
    const request = new Request('http://localhost/ecommerce/cart', { headers: { authorization: 'Bearer secret.token.value' } });
    await expect(
      withRequestLog(request, env, '/ecommerce/cart', async () => {
        throw new TypeError('boom');
      }),
    ).rejects.toThrow('boom');
    const [line] = lines('request');
    expect(line).toMatchObject({ shop: 'sehat', route: '/ecommerce/cart', status: 500 });
    expect(lines('failure')).toEqual([{ ...line, event: 'failure', error: 'TypeError: boom' }]);
    expect(logged().find(({ args }) => args.includes(lines('failure')[0]))?.level).toBe('error');
    expect(everything()).not.toContain('secret.token.value');
  });

  it('writes only failure lines when the local server discards its output (REQUEST_LOG=failures)', async () => {
    const quiet = { ...env, REQUEST_LOG: 'failures' };
    const page = new Request('http://localhost/ecommerce');
    await withRequestLog(page, quiet, '/ecommerce', async () => new Response('ok'));
    expect(logged()).toEqual([]);

    await withRequestLog(page, quiet, '/ecommerce', async () => new Response('down', { status: 503 }));
    expect(lines('request')).toEqual([]);
    expect(lines('failure')).toEqual([expect.objectContaining({ shop: 'sehat', route: '/ecommerce', status: 503 })]);
    expect(logged().map(({ level }) => level)).toEqual(['error']);
  });
});
