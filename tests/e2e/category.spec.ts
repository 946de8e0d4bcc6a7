import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { SORT_OPTIONS } from '@/lib/product-sort';
import { PAGE_SIZE } from '@/lib/catalogue-view';
import { acceptAlert, type ApiCategory, apiGet, type ApiProduct, byNewest, cardNames, expectNotFoundPages, isSorted, loadShop, shopGet, shopOrigin, SHOPS, shownDiscounts, shownPrices, skipPopup } from './support';

// Category views and all products (a heading, the grid and the sort
// selector; each order has its own URL, server-rendered) on both shops.

const label = (value: string) => SORT_OPTIONS.find((o) => o.value === value)!.label;
const grid = (page: Page) => page.locator('main .product-grid');

for (const slug of SHOPS) {
  test.describe(`category views of ${slug}`, () => {
    let origin: string;
    let products: ApiProduct[];
    let categories: ApiCategory[];

    test.beforeEach(async ({ page, request, baseURL }) => {
      ({ origin, products, categories } = await loadShop(request, shopOrigin(baseURL!, slug)));
      await skipPopup(page);
    });

    // One load of a category (one with an out-of-stock product) for its heading, its products and
    // their Add buttons, then every sort order.
    test('shows the category name as heading and its products; out-of-stock products show Stockout and no Add; a guest pressing Add is asked to log in; every sort order is right, has its own URL and works with the back button', async ({ page }) => {
      test.setTimeout(90_000);
      const category = categories.find((c) => {
        const own = products.filter((p) => p.category_id === c.id);
        return own.length >= 6 && own.some((p) => p.total_stock <= 0);
      });
      expect(category, 'the seed has a category of 6 or more products, one of them out of stock').toBeDefined();
      const own = products.filter((p) => p.category_id === category!.id);
      await page.goto(`${origin}/ecommerce/category/${category!.id}`);
      await test.step('shows the category name as heading and its products', async () => {
        const byId = [...own].sort((a, b) => a.id - b.id);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(category!.category);
        await expect(page).toHaveTitle(new RegExp(category!.category.replace(/[&]/g, '.')));
        expect(await cardNames(grid(page))).toEqual(byId.map((p) => p.product_name));
        await expect(page.getByText(`${byId.length} products`)).toBeVisible();
        const first = grid(page).locator('.product-card').first();
        await expect(first.getByRole('link', { name: byId[0]!.product_name })).toHaveAttribute('href', `/product/details/${byId[0]!.id}`);
      });
      await test.step('out-of-stock products show Stockout and no Add; a guest pressing Add is asked to log in', async () => {
        const out = own.find((p) => p.total_stock <= 0)!;
        const card = grid(page).locator(`.product-card[data-product-id="${out.id}"]`);
        await expect(card.getByText(MESSAGES.stock.stockout, { exact: true })).toBeVisible();
        await expect(card.getByRole('button')).toHaveCount(0);
        const buyable = grid(page).locator('.product-card', { has: page.getByRole('button', { name: /^Add / }) }).first();
        await buyable.getByRole('button', { name: /^Add / }).click();
        await expect(page.getByText(MESSAGES.cart.loginFirst)).toBeVisible();
        await acceptAlert(page, MESSAGES.cart.loginFirst);
      });
      const select = page.getByLabel('Sort by');
      expect(await select.locator('option').allInnerTexts()).toEqual([
        'Relevance',
        'Price Low to High',
        'Price High to Low',
        'Discount High to Low',
        'Newest',
      ]);
      await expect(page.getByRole('button', { name: 'Apply' })).toBeHidden();

      await select.selectOption({ label: label('price_asc') });
      await expect(page).toHaveURL(/\?sort=price_asc$/);
      expect(isSorted(await shownPrices(grid(page)), 'asc')).toBe(true);

      await page.getByLabel('Sort by').selectOption({ label: label('price_desc') });
      await expect(page).toHaveURL(/\?sort=price_desc$/);
      const desc = await shownPrices(grid(page));
      expect(isSorted(desc, 'desc')).toBe(true);
      expect(desc[0]).toBeGreaterThan(desc.at(-1)!);

      await page.getByLabel('Sort by').selectOption({ label: label('discount_desc') });
      await expect(page).toHaveURL(/\?sort=discount_desc$/);
      expect(isSorted(await shownDiscounts(grid(page)), 'desc')).toBe(true);

      await page.getByLabel('Sort by').selectOption({ label: label('newest') });
      await expect(page).toHaveURL(/\?sort=newest$/);
      expect(await cardNames(grid(page))).toEqual([...own].sort(byNewest).map((p) => p.product_name));

      await page.getByLabel('Sort by').selectOption({ label: label('relevance') });
      await expect(page).toHaveURL(/\?sort=relevance$/);
      expect(await cardNames(grid(page))).toEqual([...own].sort((a, b) => a.id - b.id).map((p) => p.product_name));

      await page.goBack();
      await expect(page).toHaveURL(/\?sort=newest$/);
      await expect(page.getByLabel('Sort by')).toHaveValue('newest');
      await page.goBack();
      await expect(page).toHaveURL(/\?sort=discount_desc$/);
      await expect(page.getByLabel('Sort by')).toHaveValue('discount_desc');
    });

    // All products, page by page; then, in the same tab, addresses that are no category.
    test('all products: every product, in pages that keep the sort; unknown, malformed and other shops’ category ids are a real 404', async ({ page, request, baseURL }) => {
      test.setTimeout(90_000);
      const pageCount = Math.ceil(products.length / PAGE_SIZE);
      expect(pageCount, 'the seed fills more than one page').toBeGreaterThan(1);
      await page.goto(`${origin}/ecommerce/prod-card?sort=price_asc`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
      await expect(page.getByText(`Showing 1–${PAGE_SIZE} of ${products.length} products`)).toBeVisible();
      const prices: number[] = [];
      const names: string[] = [];
      for (let n = 1; n <= pageCount; n++) {
        if (n > 1) {
          await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
          await expect(page).toHaveURL(new RegExp(`/ecommerce/prod-card\\?sort=price_asc&page=${n}$`));
          await expect(page.getByRole('link', { name: `Page ${n}` })).toHaveAttribute('aria-current', 'page');
          await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
        }
        const shown = await shownPrices(grid(page));
        expect(shown, `page ${n}`).toHaveLength(Math.min(PAGE_SIZE, products.length - (n - 1) * PAGE_SIZE));
        prices.push(...shown);
        names.push(...(await cardNames(grid(page))));
      }
      expect(isSorted(prices, 'asc')).toBe(true);
      await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' })).toHaveCount(0);
      // Back to the page before: the same products as on the way.
      await page.goBack();
      expect(await cardNames(grid(page))).toEqual(names.slice((pageCount - 2) * PAGE_SIZE, (pageCount - 1) * PAGE_SIZE));
      expect(new Set(names).size).toBe(products.length);

      await test.step('unknown, malformed and other shops’ category ids are a real 404', async () => {
        const other = await apiGet<ApiCategory[]>(request, shopOrigin(baseURL!, slug === 'sehat' ? 'kirana' : 'sehat'), 'ecomProdcat/ecomcategory');
        // Row ids are per database: with a shop on a database of its own, the other shop's id may also be
        // one of this shop's. Take one this shop does not have.
        const own = new Set(categories.map((c) => c.id));
        const foreign = other.map((c) => c.id).filter((id) => !own.has(id));
        const ids = ['987654', 'abc', '0', '-3', '1.5', '99999999999', ...foreign.slice(0, 1).map(String)];
        await expectNotFoundPages(page, ids.map((id) => `${origin}/ecommerce/category/${id}`));
      });
    });
  });
}

// The served HTML alone, read from the runner: no browser page is opened.
test('catalogue pages are the same for everyone and the edge may keep them, on each shop', async ({ request, baseURL }) => {
  for (const slug of SHOPS) {
    const origin = shopOrigin(baseURL!, slug);
    const [first] = await apiGet<ApiCategory[]>(request, origin, 'ecomProdcat/ecomcategory');
    for (const path of [`/ecommerce/category/${first!.id}?sort=newest`, '/ecommerce/prod-card']) {
      const res = await shopGet(request, `${origin}${path}`);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control'], path).toMatch(/public.*s-maxage=\d+/);
    }
  }
});

// Without scripts Chromium fetches lazy pictures at once: the page's load event waits for
// every picture of the page, which this test does not read (its checks wait for what they need).
test('without JavaScript a category view shows its products, links and a working sort', async ({ browser, baseURL, request }) => {
  for (const slug of SHOPS) {
    const origin = shopOrigin(baseURL!, slug);
    const [category] = await apiGet<ApiCategory[]>(request, origin, 'ecomProdcat/ecomcategory');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/ecommerce/category/${category!.id}?sort=price_desc`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category!.category);
    expect(isSorted(await shownPrices(grid(page)), 'desc')).toBe(true);
    await expect(grid(page).locator('.product-card__name a').first()).toHaveAttribute('href', /^\/product\/details\/\d+$/);
    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\?sort=price_asc$/);
    expect(isSorted(await shownPrices(grid(page)), 'asc')).toBe(true);
    // Add cannot reach the cart without JavaScript: it opens the product's page instead.
    const buyable = grid(page).locator('.product-card', { has: page.getByRole('button', { name: /^Add / }) }).first();
    const id = await buyable.getAttribute('data-product-id');
    await buyable.getByRole('button', { name: /^Add / }).click();
    await expect(page).toHaveURL(new RegExp(`/product/details/${id}\\??$`));
    await page.goBack({ waitUntil: 'domcontentloaded' });
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/ecommerce$/);
    await context.close();
  }
});
