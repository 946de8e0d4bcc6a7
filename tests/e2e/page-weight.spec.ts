import { type APIRequestContext, expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { JS_BUDGETS } from '../../scripts/bench/js-budgets.mjs';
import { measurePageScripts } from '../../scripts/bench/page-weight.mjs';
import { adminSession, cartAdd, cartBadge, createCustomer, logIn, menuButton, riderSession, shopProducts, type TestUser } from './support';

// What a phone downloads before the shopper touches anything: the budgets
// `npm run bench` prints, held here too (the home page's is in home.spec.ts),
// and the header working from plain script over the stores, with no React.

const loggedInStorage = (user: TestUser) => ({
  user_id: String(user.id),
  user_name: user.name,
  user_token: user.token,
  token: user.token,
  email: user.email,
  last_activity: String(Date.now()),
});

/** The seeded operators' kept sessions (one login per worker), or a login of any other operator. */
function operatorSession(request: APIRequestContext, origin: string, { email, password }: { email: string; password: string }): Promise<TestUser> {
  if (email === 'admin@example.com') return adminSession(request, origin);
  if (email === 'rider@example.com') return riderSession(request, origin);
  return logIn(request, origin, email, password);
}

for (const budget of JS_BUDGETS.filter((page) => page.path !== '/ecommerce')) {
  test(`${budget.name}: at most ${budget.budgetKb} KB of JavaScript (gzip) before a tap`, async ({ browser, request, baseURL }) => {
    const account = budget.operator ? await operatorSession(request, baseURL!, budget.operator) : budget.loggedIn ? await createCustomer(request, baseURL!) : null;
    const storage = account ? loggedInStorage(account) : {};
    const { bytes, urls, islandUrls } = await measurePageScripts(browser, baseURL + budget.path, { storage, scrollToEnd: budget.scrollToEnd });
    console.log(`${budget.name}: ${(bytes / 1024).toFixed(1)} KB`);
    expect(bytes).toBeLessThanOrEqual(budget.budgetKb * 1024);
    // Catalogue pages: no island (and so no React) loads until the shopper reaches for one.
    if (!account) expect(urls.filter((url) => islandUrls.includes(url))).toEqual([]);
  });
}

/** Every script the page requests, from before its first byte. */
function recordScripts(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && requested.push(r.url()));
  return requested;
}

const islandUrls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('astro-island')].flatMap((island) =>
      ['component-url', 'renderer-url'].map((name) => new URL(island.getAttribute(name) ?? '', location.href).href),
    ),
  );

test('a logged-in shopper sees their cart count and name in the header before any React; the first tap opens the menu', async ({ page, request, baseURL }) => {
  const user = await createCustomer(request, baseURL!, 'Badge Reader');
  const [product] = (await shopProducts(request, baseURL!)).filter((p: { total_stock: number }) => p.total_stock >= 5);
  await cartAdd(request, baseURL!, user, product!.id, 3);
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, { ...loggedInStorage(user), hasSeenPopup: 'true' });
  const requested = recordScripts(page);

  await page.goto('/ecommerce');
  await expect(cartBadge(page)).toHaveText('3');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await expect(menuButton(page)).toContainText('Badge Reader');
  await page.waitForLoadState('networkidle');
  const islands = await islandUrls(page);
  expect(islands.length).toBeGreaterThan(0);
  expect(requested.filter((url) => islands.includes(url))).toEqual([]);

  // One tap wakes the menu's island and opens it.
  await menuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  expect(requested.some((url) => islands.includes(url))).toBe(true);
});

test('a guest sees no badge and is told to log in when opening the cart, with no React on the page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hasSeenPopup', 'true'));
  const requested = recordScripts(page);
  await page.goto('/ecommerce/about_us');
  await expect(cartBadge(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Cart' }).click();
  await expect(page.locator('.swal2-popup')).toContainText(MESSAGES.cart.loginToView);
  const islands = await islandUrls(page);
  expect(requested.filter((url) => islands.includes(url))).toEqual([]);
});

test('a card’s Add works before any island woke: added, and the badge follows without React', async ({ page, request, baseURL }) => {
  const user = await createCustomer(request, baseURL!, 'Card Adder');
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, { ...loggedInStorage(user), hasSeenPopup: 'true' });
  const requested = recordScripts(page);
  await page.goto('/ecommerce/prod-card');
  const add = page.locator('form[data-add-to-cart] button:not([disabled])').first();
  await add.click();
  await expect(page.locator('.swal2-title')).toHaveText(MESSAGES.cart.addedHome);
  await expect(cartBadge(page)).toHaveText('1');
  const islands = await islandUrls(page);
  expect(requested.filter((url) => islands.includes(url))).toEqual([]);
});
