import { wcagAxe } from './support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CONSOLE_SECTIONS, consoleSectionHref } from '@/components/console/console-sections';
import { MESSAGES } from '@/lib/messages';
import { adminSession, api, createCustomer, hydrated, riderSession, shopOrigin, shopProducts, type TestUser } from './support';
import { openSignedIn } from './support/open-signed-in';

// Who gets into the console and the rider screen, as a person sees it: a
// logged-out visitor is sent to log in from every page and brought back; a
// customer, a rider (on the console) and the shop's admin (on the rider
// screen) see "Not allowed" and nothing else; another shop's admin is sent to
// log in again. Every page shares the refusal screen, so the refused roles
// walk a few pages of each kind here. Which status each page's API reads
// answer each of these people is asserted for every page by the API layer
// (tests/api/console-roles-rules.test.ts), and every route is probed with
// them by the attack suite (tests/api/attack/routes.ts).

const C = MESSAGES.console;

async function expectAccessible(page: Page) {
  const { violations } = await wcagAxe(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`);
  expect(serious).toEqual([]);
}

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

/**
 * The page says "Not allowed" and shows nothing else, and no console navigation.
 * With `as`, the page opens with that person's session put in storage.
 */
async function expectRefused(page: Page, path: string, text: string, as?: { origin: string; user: TestUser }) {
  if (as) await openSignedIn(page, as.origin, as.user, path);
  else await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: C.notAllowedTitle })).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByRole('alert')).toHaveText(text);
  await expect(main.getByRole('heading')).toHaveCount(1);
  await expect(main).toHaveText(new RegExp(`^\\s*${escape(C.notAllowedTitle)}\\s*${escape(text)}\\s*${escape(C.backToShop)}\\s*$`));
  await expect(page.getByRole('navigation', { name: C.navLabel })).toBeHidden();
}

/** A few console pages of each kind for the refused roles: Today, a list, a form, one order, a page of two reads. */
const refusedSample = (pages: string[]) => pages.filter((p) => ['/admin', '/admin/orders', '/admin/products/new', '/admin/refunds'].includes(p) || /^\/admin\/orders\/./.test(p));

test('a logged-out visitor is sent to log in from every console page and the rider screen', async ({ page, request, baseURL }) => {
  const pages = [...(await consolePages(request, baseURL!, await adminSession(request, baseURL!))), '/rider'];
  for (const path of pages) {
    // The head's first script sends the visitor on; the login page itself need not finish loading.
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page, path).toHaveURL(loginUrlFor(path));
  }
});

test('a customer and a rider get "Not allowed" and nothing else on the console, as do the customer and the admin on the rider screen', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const origin = baseURL!;
  const [admin, customer, rider] = await Promise.all([adminSession(request, origin), createCustomer(request, origin), riderSession(request, origin)]);
  const pages = refusedSample(await consolePages(request, origin, admin));
  // Each person's session is put in storage as their first page opens.
  for (const [i, path] of pages.entries()) await expectRefused(page, path, C.notAllowed, i === 0 ? { origin, user: customer } : undefined);
  await expectRefused(page, '/rider', C.riderNotAllowed);
  // The rider at a desktop's width, where the console's navigation would otherwise show.
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const [i, path] of pages.entries()) await expectRefused(page, path, C.notAllowed, i === 0 ? { origin, user: rider } : undefined);
  // The admin may read a rider's round, but their own id is no rider's.
  await expectRefused(page, '/rider', C.riderNotAllowed, { origin, user: admin });
});

test('another shop’s admin is sent to log in from the console and the rider screen', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  // Kirana's seeded admin, kept per worker like sehat's: a refusal here ends the session in this browser only, not the token.
  const [admin, kiranaAdmin] = await Promise.all([adminSession(request, origin), adminSession(request, shopOrigin(origin, 'kirana'))]);
  const pages = [...refusedSample(await consolePages(request, origin, admin)), '/rider'];
  for (const path of pages) {
    // Put back each time: the refusal (401, the session names another shop) ends the session in this browser.
    await openSignedIn(page, origin, kiranaAdmin, path);
    await expect(page, path).toHaveURL(loginUrlFor(path));
  }
});

/** The sections reached through the nav in the walk below, and checked with axe at a 375 px phone's width. */
const TOURED = ['customers', 'products', 'categories', 'coupons', 'delivery'] as const;

test('every console page and the rider screen fit a 320 px phone: nothing runs off the side, and a non-section is the 404 page', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = baseURL!;
  const admin = await adminSession(request, origin);
  await page.setViewportSize({ width: 320, height: 700 });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  /** Axe at a 375 px phone's width, on the page as loaded, then back to 320 px. */
  const accessibleOnPhone = async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page);
    await page.setViewportSize({ width: 320, height: 700 });
  };
  const nav = page.getByRole('navigation', { name: C.navLabel });
  let signedIn = false;
  for (const path of await consolePages(request, origin, admin)) {
    const toured = TOURED.find((key) => path === `/admin/${key}`);
    if (toured) {
      // Each section is its own page, named by its heading, reached from the nav.
      await nav.getByRole('link', { name: C.sections[toured] }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(path)}$`));
      await expect(page.getByRole('heading', { level: 1, name: C.sections[toured] })).toBeVisible();
      await page.waitForLoadState('load');
    } else if (!signedIn) await openSignedIn(page, origin, admin, path);
    else await page.goto(path);
    signedIn = true;
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main').getByText(C.loading)).toHaveCount(0);
    expect(await pageWidth(), path).toBe(320);
    if (path === '/admin') {
      // The admin lands on Today.
      await hydrated(page.locator('main'));
      await expect(page.getByRole('heading', { level: 1, name: C.sections.today })).toBeVisible();
      await expect(page.getByText(C.today.toApprove, { exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: C.sections.today })).toHaveAttribute('aria-current', 'page');
      await accessibleOnPhone();
    } else if (toured && toured !== 'customers') {
      // The sections no other test checks with axe, once loaded.
      await hydrated(page.locator('main'));
      await expect(page.getByText(C.loading)).toHaveCount(0);
      await accessibleOnPhone();
    }
  }
  await openSignedIn(page, origin, await riderSession(request, origin), '/rider');
  await expect(page.locator('main h1')).toBeVisible();
  expect(await pageWidth(), '/rider').toBe(320);

  // An address under /admin that is no console section is the shop's 404 page, even for the admin.
  for (const [i, path] of ['/admin/nope', '/admin/today', '/admin/orders/1/extra'].entries()) {
    const response = i === 0 ? await openSignedIn(page, origin, admin, path) : await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.shop.notFound.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: C.navLabel })).toHaveCount(0);
  }
});
