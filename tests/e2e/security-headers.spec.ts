import { expect, test, type Page } from '@playwright/test';
import { createCustomer, shopProducts, useSession } from './support';

/**
 * The page's scripts ran under its policy: the header's plain script, then an
 * island woken by focus (Astro's inline island runtime and our directive).
 */
async function scriptsRan(page: Page) {
  await page.getByRole('combobox', { name: 'Search products' }).focus();
  await expect(page.locator('header [data-cart-button][data-live]')).toHaveCount(1);
  await expect(page.locator('header astro-island[ssr]', { has: page.locator('#header-search') })).toHaveCount(0);
}

// Security headers as a browser sees them: every page runs under a
// Content-Security-Policy without 'unsafe-inline' scripts and loads with no
// violation, and no other site can frame the shop (clickjacking).

/** Collects CSP violations (the browser's event and its console report). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  page.on('pageerror', (err) => violations.push(`page error: ${err.message}`));
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

test('pages load with zero CSP violations, logged out and logged in, and every answer carries the security headers', async ({ page, request, baseURL }) => {
  const violations = await watchCsp(page);
  const [product] = await shopProducts(page.request, baseURL!);
  for (const path of ['/ecommerce', `/product/details/${product!.id}`, '/ecommerce/login']) {
    const res = await page.goto(path);
    const csp = res!.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The first visit's popup banner is modal (the page behind it is inert): its script ran; close it.
    if (path === '/ecommerce') await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await scriptsRan(page);
  }
  const user = await createCustomer(request, baseURL!);
  await useSession(page, baseURL!, user);
  for (const path of ['/ecommerce/cart', '/ecommerce/order', '/ecommerce/profile']) {
    await page.goto(path);
    await scriptsRan(page);
    // The inline session guard ran (by its hash) and let the shopper stay.
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  expect(violations).toEqual([]);

  // Pages, the API, 404s and static files carry the security headers (the
  // personal answer is this test's shopper's: one account fewer to hash).
  const answers = {
    page: await request.get(`${baseURL}/ecommerce/login`),
    api: await request.get(`${baseURL}/api/GeneralSetting`),
    personal: await request.get(`${baseURL}/api/EcomLogin/EcomCustomer/user/${user.id}`, { headers: { authorization: `Bearer ${user.token}` } }),
    missingPage: await request.get(`${baseURL}/no-such-page`),
    missingApi: await request.get(`${baseURL}/api/no-such-route`),
    asset: await request.get(`${baseURL}/favicon.svg`),
    // What a browser asks for on a page that names no icon (a JSON answer).
    icon: await request.get(`${baseURL}/favicon.ico`),
  };
  expect(answers.icon.status()).toBe(200);
  expect([...(await answers.icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  for (const [name, res] of Object.entries(answers)) {
    const h = res.headers();
    expect.soft(h['x-content-type-options'], name).toBe('nosniff');
    expect.soft(h['x-frame-options'], name).toBe('DENY');
    expect.soft(h['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
    expect.soft(h['permissions-policy'], name).toContain('camera=()');
    expect.soft(h['content-security-policy'], name).toContain("frame-ancestors 'none'");
    // Served over plain http here: no HSTS.
    expect.soft(h['strict-transport-security'], name).toBeUndefined();
  }
  expect(answers.personal.headers()['cache-control']).toBe('private, no-store');
  // A page kept by a shared cache is kept per shop host.
  const pageCache = answers.page.headers()['cache-control'] ?? '';
  if (/public/.test(pageCache)) expect(answers.page.headers()['vary'] ?? '').toMatch(/host/i);
});

// My Orders' redirect of a logged-out visitor, with the return address.
test('the inline session guard runs under the policy: a logged-out visitor is sent to login', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/ecommerce/order');
  await expect(page).toHaveURL(/\/ecommerce\/login\?returnUrl=%2Fecommerce%2Forder$/);
  expect(violations).toEqual([]);
});

test('another site cannot frame the login page', async ({ page, baseURL }) => {
  const refused = page.waitForEvent('console', { predicate: (msg) => /frame-ancestors|X-Frame-Options/i.test(msg.text()) });
  await page.setContent(`<iframe title="shop" src="${baseURL}/ecommerce/login"></iframe>`);
  await refused;
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
});

// A page is read, never written: PUT, DELETE, TRACE and the like get a 405
// naming the methods it takes, with the headers of every answer. The e-mail's
// one-click unsubscribe is the one page that takes a POST.
test('a page answers only the methods it takes, and a 405 names them', async ({ request, baseURL }) => {
  for (const [method, path] of [['PUT', '/ecommerce'], ['DELETE', '/product/details/1'], ['TRACE', '/ecommerce/cart'], ['PATCH', '/hi/ecommerce'], ['POST', '/ecommerce/search?q=a']]) {
    const res = await request.fetch(`${baseURL}${path}`, { method });
    const label = `${method} ${path}`;
    expect(res.status(), label).toBe(405);
    expect(res.headers()['allow'], label).toBe('GET, HEAD');
    expect(res.headers()['x-content-type-options'], label).toBe('nosniff');
    expect(await res.text(), label).toBe('');
  }
  const unsubscribe = `${baseURL}/ecommerce/unsubscribe/not-a-real-link`;
  expect((await request.post(unsubscribe)).status()).toBe(400);
  expect((await request.fetch(unsubscribe, { method: 'PUT' })).headers()['allow']).toBe('GET, HEAD, POST');
  expect((await request.head(`${baseURL}/ecommerce`)).status()).toBe(200);
});
