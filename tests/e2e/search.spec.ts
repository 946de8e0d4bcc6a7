import { expect, test, type Page, type Request } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { hydratedIsland, shopOrigin, shopProducts } from './support';

// Header search: 300 ms debounce, containment, 250 px
// list, 200 ms blur close, click outside, keyboard and combobox semantics.

const isSearchCall = (r: Request) => /\/api\/ecomProd\/ecomProducts\?/.test(r.url()) && new URL(r.url()).searchParams.has('q');

async function openShop(page: Page, origin: string) {
  await page.goto(`${origin}/ecommerce/about_us`);
  await hydratedIsland(page, '#header-search');
  return page.getByRole('combobox', { name: 'Search products' });
}

/** The same, then time stops: from here it moves only when the test says. */
async function openShopOnClock(page: Page, origin: string) {
  await page.clock.install();
  const box = await openShop(page, origin);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  return box;
}

for (const slug of ['sehat', 'kirana'] as const) {
  test.describe(`header search (${slug})`, () => {
    // One page: first the timing of the list (debounce, blur, a click outside), its clock stopped;
    // then, the clock running again, what the list shows and how the keyboard moves in it. Choosing
    // an option opens its product, whose header search then lists again.
    test("waits 300 ms after the last keystroke, then asks the server once; closes 200 ms after the box loses focus, and at once on a click outside the header; says 'No products found.', keeps the list at most 250 px tall, arrow keys move, Enter opens, Escape closes; lists names that contain the query and opens the chosen one", async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      const origin = shopOrigin(baseURL!, slug);
      const calls: string[] = [];
      page.on('request', (r) => isSearchCall(r) && calls.push(r.url()));
      const box = await openShopOnClock(page, origin);
      const list = page.getByRole('listbox');
      await test.step('waits 300 ms after the last keystroke, then asks the server once', async () => {
        await box.pressSequentially('o');
        await page.clock.runFor(200);
        await box.pressSequentially('il'); // each keystroke starts the 300 ms again
        await page.clock.runFor(299);
        expect(calls).toHaveLength(0);
        await page.clock.runFor(2);
        await expect.poll(() => calls.length).toBe(1);
        const url = new URL(calls[0]!);
        expect(url.searchParams.get('q')).toBe('oil');
        expect(url.searchParams.get('limit')).toBe('10');
      });
      await test.step('closes 200 ms after the box loses focus', async () => {
        await box.clear();
        await box.pressSequentially('ta');
        await page.clock.runFor(350);
        await expect(list).toBeVisible();
        await box.press('Tab'); // focus moves on inside the header
        await page.clock.runFor(150);
        await expect(list).toBeVisible();
        await page.clock.runFor(60);
        await expect(list).toBeHidden();
      });
      await test.step('closes at once on a click outside the header', async () => {
        await box.focus();
        await expect(list).toBeVisible();
        await page.locator('footer h2').first().click();
        await expect(list).toBeHidden(); // no clock time has passed
        await box.focus();
        await expect(list).toBeVisible();
      });
      // From here time passes as it does for a shopper.
      await page.clock.resume();
      const products = await shopProducts(page.request, origin);
      const options = page.getByRole('option');
      await test.step("says 'No products found.' when nothing matches", async () => {
        await box.fill('zzqxqzz');
        await expect(page.getByText(MESSAGES.general.noProducts)).toBeVisible();
        await expect(options).toHaveCount(0);
        await expect(box).toHaveAttribute('aria-expanded', 'false');
      });
      await test.step('keeps the list at most 250 px tall and scrolls it', async () => {
        await box.fill('a');
        await expect(options).toHaveCount(10);
        const size = await page.getByRole('listbox').evaluate((el) => ({
          maxHeight: getComputedStyle(el).maxHeight,
          overflowY: getComputedStyle(el).overflowY,
          height: el.getBoundingClientRect().height,
          scrollHeight: el.scrollHeight,
        }));
        expect(size.maxHeight).toBe('250px');
        expect(size.overflowY).toBe('auto');
        expect(size.height).toBeLessThanOrEqual(250);
        expect(size.scrollHeight).toBeGreaterThan(size.height);
      });
      await test.step('arrow keys move, Enter opens, Escape closes (combobox semantics)', async () => {
        await expect(box).toHaveAttribute('aria-controls', 'header-search-list');
        await expect(options).toHaveCount(10);
        await box.press('ArrowDown');
        await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
        await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
        await box.press('ArrowDown');
        await box.press('ArrowDown');
        await box.press('ArrowUp');
        await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
        await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
        await box.press('Escape');
        await expect(page.getByRole('listbox')).toBeHidden();
        await expect(box).toHaveAttribute('aria-expanded', 'false');
        await expect(box).not.toHaveAttribute('aria-activedescendant', /.*/);

        await box.press('ArrowDown');
        await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
        const name = await options.nth(0).locator('.search__name').innerText();
        const chosen = products.find((p) => p.product_name === name)!;
        await box.press('Enter');
        await expect(page).toHaveURL(`${origin}/product/details/${chosen.id}`);
      });
      await test.step('lists names that contain the query, any case, and opens the chosen one', async () => {
        await hydratedIsland(page, '#header-search');
        const target = products[3]!;
        const fragment = target.product_name.slice(2, 7);
        await box.fill(fragment.toUpperCase());
        await expect(options.first()).toBeVisible();
        const names = await options.allInnerTexts();
        expect(names.length).toBeGreaterThan(0);
        expect(names.length).toBeLessThanOrEqual(10);
        for (const name of names) expect(name.toLowerCase()).toContain(fragment.toLowerCase());
        await expect(box).toHaveAttribute('aria-expanded', 'true');
        await page.getByRole('option', { name: new RegExp(target.product_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
        await expect(page).toHaveURL(`${origin}/product/details/${target.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.product_name);
      });
    });

    test('works without JavaScript through the search page', async ({ browser, baseURL }) => {
      const origin = shopOrigin(baseURL!, slug);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const products = await shopProducts(page.request, origin);
      const fragment = products[5]!.product_name.split(' ')[0]!.slice(0, 5).toLowerCase();
      // Without scripts the pages' pictures all load at once; the checks below wait for what they read.
      await page.goto(`${origin}/ecommerce/about_us`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('combobox', { name: 'Search products' }).fill(fragment);
      await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
      await expect(page).toHaveURL(/\/ecommerce\/search\?/);
      expect(new URL(page.url()).searchParams.get('q')).toBe(fragment);
      const links = page.locator('main .result__name');
      const expected = products.filter((p) => p.product_name.toLowerCase().includes(fragment));
      await expect(links).toHaveCount(Math.min(expected.length, 24));
      for (const text of await links.allInnerTexts()) expect(text.toLowerCase()).toContain(fragment);
      await page.goto(`${origin}/ecommerce/search?q=zzqxqzz`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('main').getByText(MESSAGES.general.noProducts)).toBeVisible();
      await context.close();
    });
  });
}
