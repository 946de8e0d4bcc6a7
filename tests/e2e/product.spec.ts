import { type APIRequestContext, expect, test, type Page } from '@playwright/test';
import { parseFaqs } from '@/lib/faqs';
import { MESSAGES } from '@/lib/messages';
import { discountedPrice, formatInr } from '@/lib/pricing';
import { detailSections } from '@/lib/product-detail';
import { metaDescription } from '@/lib/seo';
import { acceptAlert, alertPopup, type ApiProduct, cartQuantities, createCustomer, expectNotFoundPages, hydratedIsland, productDetail, shopGet, shopOrigin, shopProducts, useSession } from './support';

// Product detail: stock, quantity and the back-to-top constant. The checks of one
// in-stock product's page share one load of it, each a step of its own.

async function inStockWithFaqs(request: APIRequestContext, origin: string): Promise<ApiProduct> {
  for (const p of (await shopProducts(request, origin)).filter((x) => x.total_stock > 1)) {
    const detail = await productDetail(request, origin, p.id);
    if (parseFaqs(detail.faqs).length >= 2) return detail;
  }
  throw new Error('no in-stock product with FAQs in the seed');
}

async function outOfStock(page: Page, origin: string): Promise<ApiProduct> {
  const p = (await shopProducts(page.request, origin)).find((x) => x.total_stock <= 0);
  if (!p) throw new Error('no out-of-stock product in the seed');
  return productDetail(page.request, origin, p.id);
}

async function openPurchase(page: Page, origin: string, id: number) {
  const response = await page.goto(`${origin}/product/details/${id}`);
  await hydratedIsland(page, '.purchase');
  return response;
}

for (const slug of ['sehat', 'kirana'] as const) {
  test.describe(`product detail (${slug})`, () => {
    // One load of an in-stock product's page for every check of what it shows and does; the
    // steps that leave the page (Buy More) or cover it (the guest's alert) come last.
    test('one product page: image, prices and sections, FAQs, what search engines read, the quantity, back-to-top, a guest\'s Add, Buy More', async ({ page, baseURL }) => {
      const origin = shopOrigin(baseURL!, slug);
      const product = await inStockWithFaqs(page.request, origin);
      const response = await page.goto(`${origin}/product/details/${product.id}`);
      await test.step('shows image, name, prices and the sections with content, in order', async () => {
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.product_name);
        const image = page.locator('.product-image img');
        await expect(image).toHaveAttribute('width', '480');
        await expect(image).toHaveAttribute('height', '480');
        await expect(image).toHaveAttribute('alt', product.product_name);
        expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

        const final = page.getByTestId('final-price');
        await expect(final).toHaveText(formatInr(discountedPrice(product.product_price, product.discount)));
        await expect(final).toHaveText(/^₹[\d,]+\.\d{2}$/);
        await expect(page.getByTestId('mrp')).toHaveText(formatInr(product.product_price));
        if (product.discount > 0) await expect(page.getByTestId('discount')).toHaveText(`${product.discount}% off`);

        const headings = await page.locator('.product-sections h2').allInnerTexts();
        expect(headings).toEqual([...detailSections(product).map((s) => s.title), 'FAQs']);
        const order = ['Description', 'Drug Content', 'Direction to Use', "Do's and Don'ts", 'Features and Benefits', 'FAQs'];
        expect(headings).toEqual(order.filter((h) => headings.includes(h)));
        await expect(page.locator('#description')).toContainText(product.description.trim());
        if (!product.drug_content.trim()) await expect(page.getByRole('heading', { name: 'Drug Content' })).toHaveCount(0);
      });
      await test.step('shows FAQs as question and answer pairs', async () => {
        const pairs = parseFaqs(product.faqs);
        const faqs = page.getByTestId('faq');
        await expect(faqs).toHaveCount(pairs.length);
        for (const [i, pair] of pairs.entries()) {
          await expect(faqs.nth(i).locator('dt')).toHaveText(pair.question);
          await expect(faqs.nth(i).locator('dd')).toHaveText(pair.answer);
        }
        // The raw markers are not shown.
        await expect(page.locator('#faqs')).not.toContainText('Q:');
      });
      await test.step('tells search engines about the product (title, canonical, Open Graph, JSON-LD) and is cacheable', async () => {
        expect(response?.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
        await expect(page).toHaveTitle(new RegExp(`^${product.product_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', metaDescription(product.description));
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/product/details/${product.id}`);
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${origin}/`));
        const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
        expect(ld).toMatchObject({
          '@type': 'Product',
          name: product.product_name,
          offers: {
            priceCurrency: 'INR',
            price: discountedPrice(product.product_price, product.discount).toFixed(2),
            availability: 'https://schema.org/InStock',
            url: `${origin}/product/details/${product.id}`,
          },
        });
      });
      await hydratedIsland(page, '.purchase');
      await test.step('keeps the quantity between 1 and the stock', async () => {
        const stock = Number(await page.getByTestId('stock-count').innerText());
        expect(stock).toBeGreaterThan(1);
        const quantity = page.getByRole('textbox', { name: 'Quantity' });
        const minus = page.getByRole('button', { name: 'Decrease quantity' });
        const plus = page.getByRole('button', { name: 'Increase quantity' });
        await expect(quantity).toHaveValue('1');
        await expect(minus).toBeDisabled();
        await plus.click();
        await expect(quantity).toHaveValue('2');
        await minus.click();
        await expect(quantity).toHaveValue('1');
        await expect(page.getByText(MESSAGES.stock.noMore)).toHaveCount(0);

        await quantity.fill(String(stock));
        await expect(quantity).toHaveValue(String(stock));
        await plus.click();
        await expect(quantity).toHaveValue(String(stock));
        await expect(page.getByText(MESSAGES.stock.noMore)).toBeVisible();
        await minus.click();
        await expect(quantity).toHaveValue(String(stock - 1));
        await expect(page.getByText(MESSAGES.stock.noMore)).toHaveCount(0);

        await quantity.fill(String(stock + 5));
        await expect(quantity).toHaveValue(String(stock));
        await expect(page.getByText(MESSAGES.stock.noMore)).toBeVisible();
        await quantity.fill('');
        await quantity.blur();
        await expect(quantity).toHaveValue('1');
      });
      if (slug === 'sehat') await test.step('Check delivery answers a pincode in words, keeping what was typed', () => checkDelivery(page));
      await test.step('on a phone, shows a back-to-top button after 300 px of scrolling', async () => {
        const viewport = page.viewportSize()!;
        await page.setViewportSize({ width: 390, height: 700 });
        await expect(page.locator('[data-back-to-top][data-live]')).toHaveCount(1);
        const button = page.getByRole('button', { name: 'Back to top' });
        // Past the threshold it shows; back just under it, it goes again.
        await page.evaluate(() => window.scrollTo(0, 320));
        await expect(button).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 290));
        await expect(button).toHaveCount(0);
        await page.evaluate(() => window.scrollTo(0, 320));
        await expect(button).toBeVisible();
        await button.click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect(button).toHaveCount(0);
        await page.setViewportSize(viewport);
      });
      await test.step("a guest who adds to the cart is told 'Please login first!'", async () => {
        await page.getByRole('button', { name: 'Add to Cart' }).click();
        await expect(page.getByRole('dialog')).toContainText(MESSAGES.cart.loginFirst);
        await expect(page.getByTestId('stock-count')).toHaveText(String(product.total_stock));
        await alertPopup(page).locator('.swal2-confirm').click();
        await expect(page.locator('.swal2-container')).toHaveCount(0);
      });
      await test.step('Buy More goes back to the shop', async () => {
        await page.getByRole('link', { name: 'Buy More' }).click();
        await expect(page).toHaveURL(`${origin}/ecommerce`);
      });
    });

    // One tab for the pages that show less than a full product: empty sections left out (kirana's
    // seed has such products; sehat's fill them all), an out-of-stock product, then addresses that are no product.
    test(`${slug === 'kirana' ? 'hides sections that have no content; ' : ''}an out-of-stock product has a disabled Stock Out button and no Add to Cart, and tells search engines it is out of stock; unknown, malformed and other shops’ ids get a real 404 page`, async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      const origin = shopOrigin(baseURL!, slug);
      if (slug === 'kirana') await test.step('hides sections that have no content', async () => {
        let sparse: ApiProduct | undefined;
        for (const p of (await shopProducts(page.request, origin)).slice(0, 40)) {
          const d = await productDetail(page.request, origin, p.id);
          if (detailSections(d).length < 5 || !d.faqs.trim()) {
            sparse = d;
            break;
          }
        }
        expect(sparse, 'the seed has a product with an empty section').toBeDefined();
        await page.goto(`${origin}/product/details/${sparse!.id}`);
        const expected = detailSections(sparse!).map((s) => s.title);
        if (parseFaqs(sparse!.faqs).length) expected.push('FAQs');
        await expect(page.locator('.product-sections h2')).toHaveText(expected);
        expect(expected.length).toBeLessThan(6);
      });

      await test.step('an out-of-stock product has a disabled Stock Out button and no Add to Cart, and tells search engines it is out of stock', async () => {
        const product = await outOfStock(page, origin);
        await openPurchase(page, origin, product.id);
        await expect(page.getByRole('button', { name: 'Stock Out' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
        await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveCount(0);
        await expect(page.getByTestId('stock-status')).toHaveText(MESSAGES.stock.stockout);
        await expect(page.getByRole('link', { name: 'Buy More' })).toHaveAttribute('href', '/ecommerce');
        const outLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
        expect(outLd.offers.availability).toBe('https://schema.org/OutOfStock');
      });

      await test.step('unknown, malformed and other shops’ ids get a real 404 page', async () => {
        const other = shopOrigin(baseURL!, slug === 'sehat' ? 'kirana' : 'sehat');
        // Row ids are per database: with a shop on a database of its own, the other shop's id may also be
        // one of this shop's. Take one this shop does not have.
        const own = new Set((await shopProducts(page.request, origin)).map((p) => p.id));
        const foreign = (await shopProducts(page.request, other)).map((p) => p.id).filter((id) => !own.has(id));
        const ids = ['999999', 'abc', '0', '-1', '1.5', '12abc', '99999999999', ...foreign.slice(0, 1).map(String)];
        await expectNotFoundPages(page, ids.map((id) => `${origin}/product/details/${id}`));
      });
    });

    test('without JavaScript the page still shows its content', async ({ browser, baseURL }) => {
      const origin = shopOrigin(baseURL!, slug);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const product = await inStockWithFaqs(page.request, origin);
      // Without scripts the page's pictures all load at once; the checks below wait for what they read.
      await page.goto(`${origin}/product/details/${product.id}`, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.product_name);
      await expect(page.getByTestId('final-price')).toHaveText(formatInr(discountedPrice(product.product_price, product.discount)));
      await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
      await expect(page.getByTestId('faq')).toHaveCount(parseFaqs(product.faqs).length);
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Buy More' })).toBeVisible();
      await context.close();
    });
  });
}

// The served HTML alone, read from the runner: no browser page is opened.
test('the same HTML is served to everyone (nothing personal in the cached page), on each shop', async ({ request, baseURL }) => {
  for (const slug of ['sehat', 'kirana'] as const) {
    const origin = shopOrigin(baseURL!, slug);
    const product = await inStockWithFaqs(request, origin);
    const res = await shopGet(request, `${origin}/product/details/${product.id}`);
    expect(res.headers()['set-cookie'], slug).toBeUndefined();
    expect(res.headers()['vary'], slug).toMatch(/Host/i);
    expect(await res.text(), slug).not.toMatch(/user_token|Bearer /);
  }
});

test('asking for more of a product than one order may hold is refused when adding, naming the most, not first at checkout', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'sehat');
  const product = (await shopProducts(page.request, origin)).find((p) => p.total_stock > 20);
  expect(product).toBeTruthy();
  const user = await createCustomer(page.request, origin, 'Limit Shopper');
  await useSession(page, origin, user);
  await openPurchase(page, origin, product!.id);
  await page.getByRole('textbox', { name: 'Quantity' }).fill('21');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await acceptAlert(page, MESSAGES.orderLimits.quantity(product!.product_name, 20));
  expect(await cartQuantities(page.request, origin, user, product!.id)).toEqual([]);
  await expect(page.getByTestId('stock-count')).toHaveText(String(product!.total_stock));
});

/** Check delivery answers a pincode in words, keeping what was typed (on any product's page). */
async function checkDelivery(page: Page) {
  const pincode = page.getByLabel(MESSAGES.delivery.pincodeLabel);
  const check = page.getByRole('button', { name: MESSAGES.delivery.checkButton, exact: true });
  await pincode.fill('4110');
  await check.click();
  await expect(page.locator('#check-delivery-answer')).toHaveText(MESSAGES.delivery.pincodeInvalid);
  await expect(pincode).toHaveValue('4110');
  await pincode.fill('110001');
  await pincode.press('Enter');
  await expect(page.locator('#check-delivery-answer')).toHaveText(MESSAGES.delivery.notDelivered('110001'));
  await pincode.fill('411014');
  await check.click();
  await expect(page.locator('#check-delivery-answer')).toHaveText('We deliver to 411014 in 1-2 days. Delivery charge: ₹40.00. Cash on delivery is available.');
}
