import { expect, test } from '@playwright/test';

// Paths under /api that the built Worker's page router cannot hand to the API
// (a line break, another control character, a line separator) still get an API
// answer: a 4xx in JSON with a code and the usual security headers, never a
// bare 500 or a page. Run against the real build, where that routing happens.

const PROBES = [
  'ecomProd/ecomProducts/1%0a',
  'ecomProd/ecomProducts/1%0d',
  'ecomProd/ecomProducts/1%0d%0aSet-Cookie:%20x=1',
  'x%0Ay',
  'EcomLogin/Ecomlogin%0a',
  'ecomProd/ecomProducts/%E2%80%A8',
  'ecomProd/ecomProducts/1%00',
  'ecomProd/ecomProducts/1%7f',
];

test('a control character or line break anywhere in an /api path is a 400 JSON answer with the usual headers', async ({ request }) => {
  const allowed: string[] = [];
  const serverErrors: string[] = [];
  for (const path of PROBES) {
    for (const method of ['GET', 'POST'] as const) {
      const res = await request.fetch(`/api/${path}`, { method, headers: { 'content-type': 'application/json' }, data: method === 'POST' ? '{}' : undefined });
      const line = `${method} /api/${path} -> ${res.status()}`;
      if (res.status() >= 500) serverErrors.push(line);
      else if (res.status() < 400) allowed.push(line);
      expect.soft(res.status(), line).toBe(400);
      expect.soft(await res.json(), line).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      const h = res.headers();
      expect.soft(h['x-content-type-options'], line).toBe('nosniff');
      expect.soft(h['x-frame-options'], line).toBe('DENY');
      expect.soft(h['content-security-policy'], line).toBeTruthy();
      expect.soft(h['set-cookie'], line).toBeUndefined();
    }
  }
  console.log(`attack: control characters in API paths ${PROBES.length * 2} probes, ${allowed.length} allowed, ${serverErrors.length} 5xx`);
  expect(serverErrors).toEqual([]);
  expect(allowed).toEqual([]);
});
