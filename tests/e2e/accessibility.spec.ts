import { expect, test, type Page } from '@playwright/test';
import { cartAdd, createCustomer, hydrated, logIn, productDetail, skipPopup, useSession } from './support';
import { wcagAxe } from './support/axe';

// axe-core with the WCAG 2.2 AA rules on every page type, on a phone-sized
// screen, as a guest and logged in: no serious or critical violation.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Wakes the islands that wait to be seen or reached for, so axe checks them
 * hydrated too, all in one go: client:visible ones are scrolled to in turn, a
 * frame apart so each is seen; client:interaction ones are each sent the
 * focusin their directive wakes on (src/directives/wake-events.ts), as
 * tabbing into them would. Then every one of them has hydrated.
 */
async function wakeIslands(page: Page, reachFor = true) {
  await page.evaluate(async (reachFor) => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (const island of document.querySelectorAll('astro-island[client="visible"][ssr]')) {
      (island.firstElementChild ?? island).scrollIntoView({ block: 'center' });
      await frames();
    }
    if (!reachFor) return;
    for (const island of document.querySelectorAll('astro-island[client="interaction"][ssr]')) island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }, reachFor);
  const waiting = reachFor ? 'astro-island[client="visible"][ssr], astro-island[client="interaction"][ssr]' : 'astro-island[client="visible"][ssr]';
  await expect(page.locator(waiting)).toHaveCount(0);
}

async function expectAccessible(page: Page, path: string, ready?: (page: Page) => Promise<void>, reachFor = true) {
  await page.goto(path);
  await wakeIslands(page, reachFor);
  await hydrated(page);
  if (ready) await ready(page);
  const { violations } = await wcagAxe(page).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, where: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  expect(serious, `${path}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

// Guest pages share two browser tabs, opened in turn: a test per page would open
// a fresh browser context (and fetch the same styles and scripts) for each.
// The home page's first visit, with its popup banner, opens the shop pages' tab;
// the policy, account, cart, not found and Hindi pages share the other.
const GUEST_PAGES: Record<string, [string, string, ((page: Page) => Promise<void>)?][]> = {
  'shop pages': [
    ['home', '/ecommerce'],
    ['category', '/ecommerce/category/1'],
    ['all products', '/ecommerce/prod-card'],
    ['search', '/ecommerce/search?q=tab'],
    ['product', '/product/details/1'],
  ],
  'policy pages': [
    ['terms', '/ecommerce/terms_conditions'],
    ['refund policy', '/ecommerce/refund_return_policy'],
    ['privacy policy', '/ecommerce/privacy_policy'],
    ['about us', '/ecommerce/about_us'],
  ],
  'account pages': [
    ['login', '/ecommerce/login'],
    ['signup', '/ecommerce/signup'],
    ['forgot password', '/ecommerce/forgot-password'],
    ['reset password', `/ecommerce/reset-password/reset/${'a'.repeat(64)}`],
  ],
  'the guest cart, not found, and Hindi pages': [
    ['cart (guest)', '/ecommerce/cart'],
    ['not found', '/ecommerce/no-such-page'],
    ['home in Hindi', '/hi/ecommerce'],
    ['product in Hindi', '/hi/product/details/1'],
  ],
};
const GUEST_TABS = [['shop pages'], ['policy pages', 'account pages', 'the guest cart, not found, and Hindi pages']];

test.describe('as a guest', () => {
  for (const kinds of GUEST_TABS) {
    const first = kinds[0] === 'shop pages' ? 'home on a first visit, with the popup banner, then ' : '';
    const title = kinds.map((kind) => `${kind}: ${GUEST_PAGES[kind]!.map(([name]) => name).join(', ')}`).join('; ');
    test(`${first}${title}`, async ({ page }) => {
      test.setTimeout(120_000);
      if (first) {
        // The modal banner makes the page behind it inert: nothing there can be reached for.
        await test.step('home on a first visit, with the popup banner', () => expectAccessible(page, '/ecommerce', undefined, false));
      }
      await skipPopup(page);
      for (const kind of kinds) {
        for (const [name, path, ready] of GUEST_PAGES[kind]!) await test.step(name, () => expectAccessible(page, path, ready));
      }
    });
  }
});

test('logged in: home, cart with an item, profile and add address; my orders, with orders', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await skipPopup(page);
  const user = await createCustomer(request, baseURL!, 'Axe Shopper');
  await cartAdd(request, baseURL!, user, 1, 2);
  await useSession(page, baseURL!, user);
  await expectAccessible(page, '/ecommerce');
  const { product_name: inCart } = await productDetail(request, baseURL!, 1);
  await expectAccessible(page, '/ecommerce/cart', (p) => expect(p.locator('main').getByText(inCart).first()).toBeVisible());
  await expectAccessible(page, '/ecommerce/profile', (p) => expect(p.locator('main').getByText(user.email)).toBeVisible());
  await expectAccessible(page, '/ecommerce/add-address');
  // The seeded shopper has orders to list; their session replaces the fresh one in this tab.
  const shopper = await logIn(request, baseURL!, 'shopper@example.com', 'shopper123');
  await useSession(page, baseURL!, shopper);
  await expectAccessible(page, '/ecommerce/order', (p) => expect(p.locator('main').getByRole('button').first()).toBeVisible());
});
