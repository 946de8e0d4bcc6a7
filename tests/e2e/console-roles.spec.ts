import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { CONSOLE_SECTIONS, consoleSectionHref } from '@/components/console/console-sections';
import { MESSAGES } from '@/lib/messages';
import { adminSession, api, createCustomer, logIn, riderSession, shopOrigin, shopProducts, useSession, type TestUser } from './support';

// Who gets into each console page and the rider screen, as a person sees it:
// a logged-out visitor is sent to log in and brought back; a customer, a
// rider (on the console) and the shop's admin (on the rider screen) see "Not
// allowed" and nothing else, and every API call the page made was refused;
// another shop's admin is refused by the API and sent to log in again. One
// session per role, every page in a loop. Every console and rider API route
// is also probed with each of these people by the attack suite
// (tests/api/attack/routes.ts).

const C = MESSAGES.console;

/** Every console page: each section of the registry, and the pages of one order or product. */
async function consolePages(request: APIRequestContext, origin: string, admin: TestUser): Promise<string[]> {
  const [products, orders] = await Promise.all([
    shopProducts(request, origin),
    api<{ orders: Array<{ order_id: string }> }>(request, origin, 'GET', 'placeOrder/all-orders?limit=1', { token: admin.token }),
  ]);
  const listed = [
    '/admin',
    '/admin/products',
    '/admin/products/new',
    `/admin/products/${products[0]!.id}`,
    '/admin/categories',
    '/admin/storefront',
    '/admin/coupons',
    '/admin/orders',
    `/admin/orders/${orders.orders[0]!.order_id}`,
    '/admin/customers',
    '/admin/activity',
    '/admin/delivery',
    '/admin/payments',
    '/admin/refunds',
    '/admin/messages',
    '/admin/messaging',
    '/admin/search',
    '/admin/staff',
  ];
  // A section added to the registry is walked too.
  return [...new Set([...listed, ...CONSOLE_SECTIONS.map(consoleSectionHref)])];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const loginUrlFor = (path: string) => new RegExp(`/ecommerce/login\\?returnUrl=${escape(encodeURIComponent(path))}$`);

/** The answers to the page's API calls made with the session (public reads left out) while `visit` runs. */
async function apiAnswers(page: Page, visit: () => Promise<void>): Promise<Array<{ url: string; status: number }>> {
  const seen: Array<Promise<{ url: string; status: number } | null>> = [];
  const note = (r: Response) => {
    if (!new URL(r.url()).pathname.startsWith('/api/')) return;
    seen.push(r.request().allHeaders().then((h) => (h.authorization ? { url: r.url(), status: r.status() } : null)));
  };
  page.on('response', note);
  try {
    await visit();
  } finally {
    page.off('response', note);
  }
  return (await Promise.all(seen)).filter((a) => a !== null);
}

/** The page says "Not allowed" and shows nothing else; every API call it made was refused with `status`. */
async function expectRefused(page: Page, path: string, text: string, status = 403) {
  const answers = await apiAnswers(page, async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: C.notAllowedTitle })).toBeVisible();
  });
  const main = page.locator('main');
  await expect(main.getByRole('alert')).toHaveText(text);
  await expect(main.getByRole('heading')).toHaveCount(1);
  await expect(main).toHaveText(new RegExp(`^\\s*${escape(C.notAllowedTitle)}\\s*${escape(text)}\\s*${escape(C.backToShop)}\\s*$`));
  await expect(page.getByRole('navigation', { name: C.navLabel })).toBeHidden();
  expect(answers.length, `${path} asked the API`).toBeGreaterThan(0);
  expect(answers.filter((a) => a.status !== status), `${path}: answers other than ${status}`).toEqual([]);
}

test('a logged-out visitor is sent to log in from every console page and the rider screen', async ({ page, request, baseURL }) => {
  const pages = [...(await consolePages(request, baseURL!, await adminSession(request, baseURL!))), '/rider'];
  for (const path of pages) {
    await page.goto(path);
    await expect(page, path).toHaveURL(loginUrlFor(path));
  }
});

test('a customer gets "Not allowed" and nothing else on every console page and the rider screen', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const origin = baseURL!;
  const [pages, customer] = await Promise.all([adminSession(request, origin).then((a) => consolePages(request, origin, a)), createCustomer(request, origin)]);
  await useSession(page, origin, customer);
  for (const path of pages) await expectRefused(page, path, C.notAllowed);
  await expectRefused(page, '/rider', C.riderNotAllowed);
});

test('a rider gets "Not allowed" on every console page, and the admin on the rider screen', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const [admin, rider] = await Promise.all([adminSession(request, origin), riderSession(request, origin)]);
  const pages = await consolePages(request, origin, admin);
  await useSession(page, origin, rider);
  for (const path of pages) await expectRefused(page, path, C.notAllowed);
  // The admin may read a rider's round, but their own id is no rider's: 404, nothing answered.
  await useSession(page, origin, admin);
  await expectRefused(page, '/rider', C.riderNotAllowed, 404);
});

test('another shop’s admin is refused by the API on every console page and the rider screen, and sent to log in', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const [admin, kiranaAdmin] = await Promise.all([adminSession(request, origin), logIn(request, shopOrigin(origin, 'kirana'), 'admin@example.com', 'admin123')]);
  const pages = [...(await consolePages(request, origin, admin)), '/rider'];
  for (const path of pages) {
    // Put back each time: the refusal ends the session in this browser.
    await useSession(page, origin, kiranaAdmin);
    const answers = await apiAnswers(page, async () => {
      await page.goto(path);
      await expect(page, path).toHaveURL(loginUrlFor(path));
    });
    // The API refused the session (it names another shop); nothing was answered.
    expect(answers.map((a) => a.status), path).toContain(401);
    expect(answers.filter((a) => a.status !== 401), `${path}: answers other than 401`).toEqual([]);
  }
});

test('every console page and the rider screen fit a 320 px phone: nothing runs off the side', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL!;
  const admin = await adminSession(request, origin);
  await page.setViewportSize({ width: 320, height: 700 });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await useSession(page, origin, admin);
  for (const path of await consolePages(request, origin, admin)) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main').getByText(C.loading)).toHaveCount(0);
    expect(await pageWidth(), path).toBe(320);
  }
  await useSession(page, origin, await riderSession(request, origin));
  await page.goto('/rider');
  await expect(page.locator('main h1')).toBeVisible();
  expect(await pageWidth(), '/rider').toBe(320);
});

test('an address under /admin that is no console section is the shop’s 404 page, even for the admin', async ({ page, request, baseURL }) => {
  await useSession(page, baseURL!, await adminSession(request, baseURL!));
  for (const path of ['/admin/nope', '/admin/today', '/admin/orders/1/extra']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.shop.notFound.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: C.navLabel })).toHaveCount(0);
  }
});
