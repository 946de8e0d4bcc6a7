import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { HI_IN } from '@/lib/i18n/hi-IN';
import { PAINTS_SETTLED_MS } from '@/directives/paints-settled';
import { alertPopup, cartBadge, cartQuantities, createCustomer, headerCartLink, holdRequests, holdScripts, skipPopup, useSession } from './support';

// The page's own scripts (header name, cart badge, a card's Add, offline
// support) wait in a <template>: a guest's page asks for no script file until
// it has loaded, so the first screen's images have the connection to
// themselves. A press made before the scripts have run is kept and done.

// Guest pages share one tab, opened in turn: the English home with its scripts held first, as
// on a first visit; the sign-in in another tab last, since it ends the guest's visit.
test('a guest’s tap on Cart before the page’s scripts have arrived still asks them to log in first; a guest’s page asks for no script file before it has loaded and its paints have settled; the idle scripts then start by themselves, the header’s at the first touch; a guest’s Add asks them to log in, in the page’s language, without fetching the cart’s code; each press asks again; a guest who signs in in another tab sees the header change without touching this one', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await skipPopup(page);
  await test.step('a guest’s tap on Cart before the page’s scripts have arrived still asks them to log in first', async () => {
    const release = await holdScripts(page);
    await page.goto('/ecommerce', { waitUntil: 'domcontentloaded' });
    await headerCartLink(page).click();
    await expect(page).toHaveURL(/\/ecommerce$/);
    await release();
    await expect(alertPopup(page)).toContainText(MESSAGES.cart.loginToView);
  });

  await test.step('a guest’s page asks for no script file before it has loaded and its paints have settled; the idle scripts then start by themselves, the header’s at the first touch', async () => {
    await page.goto('/hi/ecommerce');
    // The page's language is remembered at once, with no script file.
    expect((await page.context().cookies(baseURL!)).find((c) => c.name === 'lang')?.value).toBe('hi-IN');
    // The idle scripts start by themselves.
    const scriptAsked = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/_astro\/.*\.js/.test(entry.name)));
    await expect.poll(scriptAsked).toBe(true);
    const timings = await page.evaluate(async () => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = performance.getEntriesByType('resource').filter((entry) => /\/_astro\/.*\.js/.test(entry.name));
      const firstScript = Math.min(...scripts.map((entry) => entry.startTime));
      // The first paint and each larger paint after it, as the page saw them.
      const paints = await new Promise<number[]>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().map((entry) => entry.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const lastPaintBefore = Math.max(...paints.filter((time) => time <= firstScript));
      return { loaded: navigation.loadEventStart, firstScript, lastPaintBefore, count: scripts.length };
    });
    expect(timings.count).toBeGreaterThan(0);
    expect(timings.firstScript).toBeGreaterThanOrEqual(timings.loaded);
    // No larger paint for a while before the first script file is asked for.
    expect(timings.firstScript - timings.lastPaintBefore).toBeGreaterThanOrEqual(PAINTS_SETTLED_MS);
    // A guest has no name or badge to show: the header's scripts wait for a touch.
    await expect(page.locator('[data-cart-button][data-live]')).toHaveCount(0);
    await page.locator('main').getByRole('link').first().focus();
    await expect(page.locator('[data-cart-button][data-live]')).toHaveCount(1);
  });

  await test.step('a guest’s Add asks them to log in, in the page’s language, without fetching the cart’s code; each press asks again', async () => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto('/hi/ecommerce/prod-card');
    const add = page.locator('form[data-add-to-cart] button').first();
    await add.click();
    await expect(alertPopup(page).locator('.swal2-title')).toHaveText(HI_IN.cart.loginFirst);
    await expect(alertPopup(page).locator('.swal2-icon.swal2-warning')).toBeVisible();
    // The button too, though this alert comes without the catalogue: the page gives its words.
    await alertPopup(page).getByRole('button', { name: HI_IN.session.ok, exact: true }).click();
    await expect(alertPopup(page)).toBeHidden();
    await add.click();
    await expect(alertPopup(page).locator('.swal2-title')).toHaveText(HI_IN.cart.loginFirst);
    // The cart's code (adding, the session's cart) was never needed.
    expect(asked.filter((url) => /\/_astro\/(card-cart|cart-actions)[.-]/.test(url))).toEqual([]);
    // The form's own way (opening the product's page) was not taken either.
    await expect(page).toHaveURL(/\/hi\/ecommerce\/prod-card$/);
  });

  await test.step('a guest who signs in in another tab sees the header change without touching this one', async () => {
    await page.goto('/ecommerce/about_us');
    const other = await page.context().newPage();
    await useSession(other, baseURL!, await createCustomer(request, baseURL!, 'Other Tab'));
    await expect(page.locator('[data-cart-button][data-live]')).toHaveCount(1);
    await expect(page.locator('header')).toContainText('Other Tab');
    await other.close();
  });
});

// A shopper of its own for each way of pressing a card's Add, in one tab.
test('a card’s Add pressed before the page’s scripts have arrived is held, then adds once they run; two presses on a card’s Add before the page’s scripts have arrived add twice, as one line of 2; a second press on a card’s Add while its first add is on its way is one more add, not lost', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await skipPopup(page);
  await test.step('a card’s Add pressed before the page’s scripts have arrived is held, then adds once they run', async () => {
    await useSession(page, baseURL!, await createCustomer(request, baseURL!, 'Early Adder'));
    const release = await holdScripts(page);
    await page.goto('/ecommerce/prod-card', { waitUntil: 'domcontentloaded' });
    await page.locator('form[data-add-to-cart] button:not([disabled])').first().click();
    // Not the plain form's way (a GET to the product page): the page stays.
    await expect(page).toHaveURL(/\/ecommerce\/prod-card$/);
    await release();
    await expect(page.locator('.swal2-title')).toHaveText(MESSAGES.cart.addedHome);
    await expect(cartBadge(page)).toHaveText('1');
  });

  await test.step('two presses on a card’s Add before the page’s scripts have arrived add twice, as one line of 2', async () => {
    const user = await createCustomer(request, baseURL!, 'Double Adder');
    await useSession(page, baseURL!, user);
    const release = await holdScripts(page);
    await page.goto('/ecommerce/prod-card', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form[data-add-to-cart]:has(button:not([disabled]))').first();
    const productId = Number(await form.getAttribute('data-add-to-cart'));
    await form.getByRole('button').click();
    await form.getByRole('button').click();
    await release();
    await expect(cartBadge(page)).toHaveText('2');
    expect(await cartQuantities(request, baseURL!, user, productId)).toEqual([2]);
  });

  await test.step('a second press on a card’s Add while its first add is on its way is one more add, not lost', async () => {
    const user = await createCustomer(request, baseURL!, 'Quick Presser');
    await useSession(page, baseURL!, user);
    const adds = await holdRequests(page, '**/api/ecomProdCart/add', { method: 'POST' });
    await page.goto('/ecommerce/prod-card');
    const productId = Number(await page.locator('form[data-add-to-cart]:has(button:not([disabled]))').first().getAttribute('data-add-to-cart'));
    const add = page.locator(`form[data-add-to-cart="${productId}"]`).getByRole('button');
    await add.click();
    await adds.requested;
    await expect(add).toHaveAttribute('aria-busy', 'true');
    // A phone's tap lands on the button as it is, without waiting for it to be ready.
    await add.click({ force: true });
    adds.release();
    await expect(cartBadge(page)).toHaveText('2');
    expect(await cartQuantities(request, baseURL!, user, productId)).toEqual([2]);
  });
});
