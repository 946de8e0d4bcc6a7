import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/lib/messages';
import { formatInr } from '../../src/lib/pricing';
import { acceptAlert, adminSession, apiGet, cartAdd, cartRow, createCustomer, holdRequests, newCategory, newProduct, setStock, shopOrigin, skipPopup } from './support';
import { openSignedIn } from './support/open-signed-in';

// The cart tells the truth about stock: a line the stock no longer covers is
// marked, left out of 'To be paid', and Proceed to Buy names it; placing an
// order the stock cannot cover names the product too. Stock is changed through
// the operator API on products made for each test (the real API, no mocks).

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

const DELIVERY = 40;

/**
 * The shop's admin and a category of this file's own ("Stock checks"): the
 * products made here never show up in the seeded categories that other tests
 * sort and count while this file runs.
 */
async function stockChecks(request: APIRequestContext, origin: string) {
  const admin = await adminSession(request, origin);
  const categoryId = await newCategory(request, origin, admin, `Stock checks ${Date.now().toString(36)}`);
  const product = (name: string, price: number, stock: number) => newProduct(request, origin, admin, { name, price, stock, categoryId });
  return { admin, product };
}

test('lines the stock no longer covers are marked, left out of To be paid, and block Proceed by name', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const origin = shopOrigin(baseURL!, 'sehat');
  const { admin, product } = await stockChecks(page.request, origin);
  const tag = Date.now();
  const balm = `Honesty Balm ${tag}`;
  const syrup = `Honesty Syrup ${tag}`;
  const tea = `Honesty Tea ${tag}`;
  const balmId = await product(balm, 120, 5);
  const syrupId = await product(syrup, 80, 5);
  const teaId = await product(tea, 50, 10);
  const user = await createCustomer(page.request, origin, 'Honest Shopper');
  await cartAdd(page.request, origin, user, balmId, 2);
  await cartAdd(page.request, origin, user, syrupId, 5);
  await cartAdd(page.request, origin, user, teaId, 1);
  // Others bought them meanwhile.
  await setStock(page.request, origin, admin, balmId, 0);
  await setStock(page.request, origin, admin, syrupId, 2);

  await openSignedIn(page, origin, user, `${origin}/ecommerce/cart`);
  await expect(page.getByTestId('cart-item')).toHaveCount(3);
  await expect(cartRow(page, balm).getByTestId('cart-item-stock')).toContainText(MESSAGES.stock.outOfStock);
  await expect(cartRow(page, syrup).getByTestId('cart-item-stock')).toContainText(MESSAGES.stock.onlyLeft(2));
  await expect(cartRow(page, tea).getByTestId('cart-item-stock')).toHaveCount(0);
  // Only the tea counts.
  await expect(page.getByTestId('items-total')).toHaveText(formatInr(50));
  await expect(page.getByTestId('to-be-paid')).toHaveText(formatInr(50 + DELIVERY));

  // Proceed names what to fix and opens no payment popup.
  await page.getByLabel('Delivery address').fill('7 FC Road, Shivajinagar, Pune 411004');
  await page.getByRole('button', { name: 'Proceed to Buy' }).click();
  const text = page.locator('.swal2-html-container');
  await expect(text).toContainText(MESSAGES.cart.fixOutOfStock(balm));
  await expect(text).toContainText(MESSAGES.cart.fixOnlyLeft(syrup, 2));
  await acceptAlert(page, MESSAGES.cart.fixTitle);
  await expect(page.getByRole('dialog', { name: 'Choose a payment method' })).toHaveCount(0);

  // The plus button stays limited by the stock.
  await cartRow(page, syrup).getByRole('button', { name: `Increase quantity of ${syrup}` }).click();
  await acceptAlert(page, MESSAGES.stock.noMore);

  // Fixing the cart: remove the balm, lower the syrup to what is left; it counts again.
  await cartRow(page, balm).getByRole('button', { name: `Remove ${balm}` }).click();
  await expect(cartRow(page, balm)).toHaveCount(0);
  const quantity = cartRow(page, syrup).getByTestId('cart-item-quantity');
  for (const left of ['4', '3', '2']) {
    await cartRow(page, syrup).getByRole('button', { name: `Decrease quantity of ${syrup}` }).click();
    await expect(quantity).toHaveText(left);
  }
  await expect(cartRow(page, syrup).getByTestId('cart-item-stock')).toHaveCount(0);
  await expect(page.getByTestId('to-be-paid')).toHaveText(formatInr(50 + 160 + DELIVERY));

  // Now the popup opens; pasted details keep every digit.
  await page.getByRole('button', { name: 'Proceed to Buy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a payment method' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Credit/Debit Card' }).click();
  await dialog.getByLabel('Card number').focus();
  await page.keyboard.insertText('4111 1111 1111 1111');
  await expect(dialog.getByLabel('Card number')).toHaveValue('4111111111111111');
  await dialog.getByLabel('Expiry (MM/YY)').focus();
  await page.keyboard.insertText('12 / 39');
  await expect(dialog.getByLabel('Expiry (MM/YY)')).toHaveValue('12/39');
  await dialog.getByRole('button', { name: 'Net Banking' }).click();
  await dialog.getByLabel('IFSC code').focus();
  await page.keyboard.insertText('sbin 0001234');
  await expect(dialog.getByLabel('IFSC code')).toHaveValue('SBIN0001234');
  await dialog.getByLabel('Account number').focus();
  await page.keyboard.insertText('5010 0234 5678 9012 3456');
  await expect(dialog.getByLabel('Account number')).toHaveValue('501002345678901234');
  await expect(dialog.getByLabel('Bank').locator('option')).toHaveText([
    'Select your bank',
    'SBI',
    'CBI',
    'HDFC',
    'ICICI',
    'Axis Bank',
    'Kotak Mahindra',
    'Punjab National Bank',
  ]);
});

test('placing an order the stock can no longer cover names the product, and the cart then marks it', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const origin = shopOrigin(baseURL!, 'sehat');
  const { admin, product } = await stockChecks(page.request, origin);
  const name = `Honesty Drops ${Date.now()}`;
  const id = await product(name, 65, 3);
  const user = await createCustomer(page.request, origin, 'Late Shopper');
  await cartAdd(page.request, origin, user, id, 3);
  await openSignedIn(page, origin, user, `${origin}/ecommerce/cart`);
  await expect(cartRow(page, name)).toHaveCount(1);
  await page.getByLabel('Delivery address').fill('7 FC Road, Shivajinagar, Pune 411004');
  await page.getByRole('button', { name: 'Proceed to Buy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a payment method' });
  await dialog.getByRole('button', { name: 'Cash on Delivery' }).click();

  // Someone else buys two while the shopper is paying.
  await setStock(page.request, origin, admin, id, 1);
  await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(page.locator('.swal2-html-container')).toHaveText(`${MESSAGES.stock.notEnough} (${name}: 1 left)`);
  await acceptAlert(page, MESSAGES.cart.fixTitle);
  await expect(dialog).toHaveCount(0);
  await expect(cartRow(page, name).getByTestId('cart-item-stock')).toContainText(MESSAGES.stock.onlyLeft(1));
  await expect(page.getByTestId('to-be-paid')).toHaveText(formatInr(DELIVERY));
  const { orders } = await apiGet(page.request, origin, `placeOrder/orders/${user.id}`, user.token);
  expect(orders).toHaveLength(0);
});

test('the applied coupon is kept with the cart on the server: it survives a reload, Remove Coupon clears it there, and wins over a coupon check still on its way', async ({ page, baseURL }) => {
  const { origin, user, applied } = await cartWithCoupon(page, baseURL!, 'Coupon Shopper');

  await test.step('kept with the cart on the server: it survives a reload, and Remove Coupon clears it there', async () => {
    await page.reload();
    await expect(applied).toContainText(MESSAGES.coupon.applied(formatInr(40)));
    await expect(page.getByTestId('to-be-paid')).toHaveText(formatInr(400 + DELIVERY - 40));

    await page.getByRole('button', { name: 'Remove Coupon' }).click();
    await expect(applied).toHaveCount(0);
    await expect.poll(async () => (await apiGet(page.request, origin, 'ecom_coupon/applied', user.token)).code).toBeNull();
    await page.reload();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('to-be-paid')).toHaveText(formatInr(400 + DELIVERY));
    await expect(applied).toHaveCount(0);
  });

  await test.step('Remove Coupon wins over a coupon check still on its way: the coupon stays removed, on the page and on the server', async () => {
    await applyCoupon(page);
    await expect(applied).toContainText(MESSAGES.coupon.applied(formatInr(40)));
    await expect.poll(async () => (await apiGet(page.request, origin, 'ecom_coupon/applied', user.token)).code).not.toBeNull();

    // A slow link: after a reload the remembered coupon comes before the cart's
    // lines, so the page checks the coupon against them again, and that check
    // is held on its way until the shopper has pressed Remove Coupon.
    const cartLines = await holdRequests(page, `**/api/ecomProdCart/${user.id}`);
    const check = await holdRequests(page, '**/api/ecom_coupon/apply', { method: 'POST' });
    const isCheck = (url: string, method: string) => url.endsWith('/api/ecom_coupon/apply') && method === 'POST';
    const remembered = page.waitForResponse((r) => r.url().endsWith('/api/ecom_coupon/applied'));
    await page.reload();
    await remembered;
    cartLines.release();
    await check.requested;
    await expect(applied).toContainText(MESSAGES.coupon.applied(formatInr(40)));

    await page.getByRole('button', { name: 'Remove Coupon' }).click();
    await expect(applied).toHaveCount(0);
    const checkAnswered = page.waitForResponse((r) => isCheck(r.url(), r.request().method()));
    check.release();
    expect((await checkAnswered).ok()).toBe(true);
    await expect.poll(async () => (await apiGet(page.request, origin, 'ecom_coupon/applied', user.token)).code).toBeNull();
    await expect(applied).toHaveCount(0);
    await expect(page.getByTestId('to-be-paid')).toHaveText(formatInr(400 + DELIVERY));
    await page.reload();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('to-be-paid')).toHaveText(formatInr(400 + DELIVERY));
    await expect(applied).toHaveCount(0);
  });
});

/** A shopper's cart on sehat with one ₹400 product and the coupon SEHAT10 (₹40 off) applied on the cart page. */
async function cartWithCoupon(page: Page, baseURL: string, shopper: string) {
  const origin = shopOrigin(baseURL, 'sehat');
  const { product } = await stockChecks(page.request, origin);
  const id = await product(`Honesty Kit ${Date.now()}`, 400, 10);
  const user = await createCustomer(page.request, origin, shopper);
  await cartAdd(page.request, origin, user, id, 1);
  await openSignedIn(page, origin, user, `${origin}/ecommerce/cart`);
  await applyCoupon(page);
  const applied = page.getByTestId('coupon-applied');
  await expect(applied).toContainText(MESSAGES.coupon.applied(formatInr(40)));
  return { origin, user, applied };
}

/** Types SEHAT10 into the cart's coupon box and applies it. */
async function applyCoupon(page: Page) {
  await page.getByLabel('Coupon code').fill('sehat10');
  await page.getByRole('button', { name: 'Apply Coupon' }).click();
}
