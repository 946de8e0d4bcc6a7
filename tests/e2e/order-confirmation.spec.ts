import { wcagAxe } from './support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatIndianDate } from '../../src/lib/dates';
import { HI_IN } from '../../src/lib/i18n/hi-IN';
import { MESSAGES } from '../../src/lib/messages';
import { EN_ORDER_VIEW } from '../../src/lib/order-view-messages';
import { formatInr } from '../../src/lib/pricing';
import { api, authHeaders, cartAdd, createCustomer, openOrderDetails, shopOrigin, shopProducts, skipPopup, type TestUser } from './support';
import { openSignedIn } from './support/open-signed-in';

// After placing, on a 375 px phone: My Orders opens with the order's
// confirmation (id, what was ordered, how it is paid, the expected delivery
// day, what happens next), and every order is a compact card that opens for
// its details. On Hindi pages products and states are named in Hindi.

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });
test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

const V = EN_ORDER_VIEW;
const HV = HI_IN.orderView;

interface PlacedOrder {
  order_id: string;
  createdAt: string;
  final_price_after_coupon: number;
  expected_delivery_date: string | null;
  payment_expires_at: string | null;
  delivery_address: string;
  products: Array<{ product_name: string; product_name_hi?: string; quantity: number }>;
}

async function latestOrder(request: APIRequestContext, origin: string, user: TestUser): Promise<PlacedOrder> {
  const list = await api(request, origin, 'GET', `placeOrder/orders/${user.id}`, { headers: authHeaders(user) });
  return list.orders[0] as PlacedOrder;
}

/** The calendar date in India (UTC+5:30) of an instant, `days` later. */
function indianDatePlus(iso: string, days: number): string {
  const shifted = new Date(Date.parse(iso) + 330 * 60_000);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

async function expectAccessible(page: Page, selector: string) {
  const { violations } = await wcagAxe(page).include(selector).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

/** Nothing on the page runs past the phone's edge. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('cash on delivery: the confirmation shows the id, items, payment and expected day; the cards are compact and open for details', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'sehat');
  const user = await createCustomer(page.request, origin, 'Meera Joshi');
  const [a, b] = (await shopProducts(page.request, origin)).filter((p) => p.total_stock >= 10 && !p.prescription_required);
  await cartAdd(page.request, origin, user, a!.id, 2);
  await cartAdd(page.request, origin, user, b!.id, 1);
  await openSignedIn(page, origin, user, `${origin}/ecommerce/cart`);
  await page.getByLabel('Delivery address').fill('7 FC Road, Shivajinagar, Pune 411004');
  await page.getByRole('button', { name: 'Proceed to Buy' }).click();
  const popup = page.getByRole('dialog', { name: 'Choose a payment method' });
  await popup.getByRole('button', { name: 'Cash on Delivery' }).click();
  await popup.getByRole('button', { name: 'Confirm Payment' }).click();

  const placed = page.getByRole('region', { name: V.placed.heading });
  await expect(placed.getByRole('heading', { name: V.placed.heading })).toBeFocused();
  const order = await latestOrder(page.request, origin, user);
  // Pune's area delivers in 1 to 2 days: expected by the second day after placing, in India.
  expect(order.expected_delivery_date).toBe(indianDatePlus(order.createdAt, 2));
  await expect(placed.getByTestId('placed-order-id')).toHaveText(order.order_id);
  await expect(placed.getByTestId('placed-items').getByRole('listitem')).toHaveText([
    V.placed.itemLine(a!.product_name, 2),
    V.placed.itemLine(b!.product_name, 1),
  ]);
  await expect(placed.getByTestId('placed-payment')).toHaveText(`Cash on Delivery: ${V.placed.payCash(formatInr(order.final_price_after_coupon))}`);
  await expect(placed.getByTestId('placed-expected')).toHaveText(V.placed.expectedBy(formatIndianDate(order.expected_delivery_date)));
  await expect(placed.getByRole('listitem').filter({ hasText: V.placed.nextApproval })).toBeVisible();
  await expect(placed.getByRole('listitem').filter({ hasText: V.placed.nextRider(order.delivery_address) })).toBeVisible();
  await expectAccessible(page, '[data-testid="order-placed"]');
  await expectNoSideScroll(page);

  // The new order's card comes first, open; its summary has total, expected day and address.
  const card = page.locator(`article[data-order-id="${order.order_id}"]`);
  await expect(page.locator('article.order-card').first()).toHaveAttribute('data-order-id', order.order_id);
  const summary = card.getByTestId('order-summary');
  await expect(summary).toContainText(`${V.card.total}${formatInr(order.final_price_after_coupon)}`);
  await expect(summary).toContainText(`${V.card.expected}${V.card.expectedBy(formatIndianDate(order.expected_delivery_date))}`);
  await expect(card.getByTestId('order-address')).toHaveText(order.delivery_address);
  await expect(card.locator('.order-product')).toHaveCount(2);
  await expect(card.locator('.order-product').first()).toBeVisible();

  // Shown once: back on My Orders the confirmation is gone and the card is closed, opening by keyboard.
  await page.reload();
  await expect(card.getByTestId('order-summary')).toBeVisible();
  await expect(page.getByTestId('order-placed')).toHaveCount(0);
  const details = card.locator('details.order-details');
  await expect(details).not.toHaveAttribute('open', '');
  await expect(card.locator('.order-product').first()).toBeHidden();
  await details.locator('> summary').focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
  await expect(card.getByRole('link', { name: a!.product_name })).toBeVisible();
  await expect(card.getByText(MESSAGES.shop.totalAfterCoupon)).toBeVisible();
  await expectNoSideScroll(page);
});

test('direct UPI: the confirmation says what to pay, how, and by when', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'sehat');
  const user = await createCustomer(page.request, origin, 'UPI Confirm');
  const product = (await shopProducts(page.request, origin)).find((p) => p.total_stock >= 10 && !p.prescription_required);
  await cartAdd(page.request, origin, user, product!.id, 1);
  await openSignedIn(page, origin, user, `${origin}/ecommerce/cart`);
  await page.getByLabel('Delivery address').fill('7 FC Road, Shivajinagar, Pune 411004');
  await page.getByRole('button', { name: 'Proceed to Buy' }).click();
  const popup = page.getByRole('dialog', { name: 'Choose a payment method' });
  await popup.getByRole('button', { name: 'UPI', exact: true }).click();
  await popup.getByRole('button', { name: MESSAGES.payments.payByQr }).click();
  const awaiting = page.getByRole('dialog', { name: MESSAGES.payments.awaiting });
  await awaiting.getByRole('link', { name: 'My Orders' }).click();

  const placed = page.getByTestId('order-placed');
  await expect(placed.getByRole('heading', { name: V.placed.heading })).toBeFocused();
  const order = await latestOrder(page.request, origin, user);
  expect(order.payment_expires_at).not.toBeNull();
  const payment = placed.getByTestId('placed-payment');
  const [before, after] = V.placed.payUpi(formatInr(order.final_price_after_coupon), '\u0000').split('\u0000');
  await expect(payment).toContainText(`UPI: ${before}`);
  await expect(payment).toContainText(formatIndianDate(order.payment_expires_at));
  await expect(payment).toContainText(after!);
  await expect(placed.getByRole('listitem').filter({ hasText: V.placed.nextPayment })).toBeVisible();
  // The way to pay is right below, on the order's card.
  await expect(page.locator(`article[data-order-id="${order.order_id}"]`).getByTestId('payment-status')).toHaveText(MESSAGES.payments.awaiting);
});

test('Hindi: the cart, the address form, the confirmation and My Orders name products and states in Hindi', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'kirana');
  const user = await createCustomer(page.request, origin, 'सीमा वर्मा');
  const product = (await shopProducts(page.request, origin)).find((p) => p.total_stock >= 10 && p.product_name_hi);
  expect(product, 'kirana’s seed names its products in Hindi').toBeTruthy();
  const hindiName = product!.product_name_hi!;
  await cartAdd(page.request, origin, user, product!.id, 3);
  await openSignedIn(page, origin, user, `${origin}/hi/ecommerce/cart`);

  const line = page.getByTestId('cart-item').filter({ hasText: hindiName });
  await expect(line).toBeVisible();
  await expect(page.getByTestId('cart-item').filter({ hasText: product!.product_name })).toHaveCount(0);
  const state = page.locator('select[name="delivery-state"]');
  await expect(state.locator('option[value="29"]')).toHaveText('कर्नाटक');
  await expect(state.locator('option[value="27"]')).toHaveText('महाराष्ट्र');
  await expect(state.locator('option', { hasText: 'Karnataka' })).toHaveCount(0);
  await state.selectOption('29');
  await page.getByLabel(HI_IN.shop.deliveryAddress).fill('12 एमजी रोड, बेंगलुरु 560001');
  await page.getByRole('button', { name: HI_IN.shop.proceedToBuy }).click();
  const popup = page.getByRole('dialog', { name: HI_IN.shop.choosePayment });
  await popup.getByRole('button', { name: HI_IN.shop.paymentMethods['Cash on Delivery'] }).click();
  await popup.getByRole('button', { name: HI_IN.shop.confirmPayment }).click();

  const placed = page.getByTestId('order-placed');
  await expect(placed.getByRole('heading', { name: HV.placed.heading })).toBeFocused();
  await expect(placed.getByTestId('placed-items').getByRole('listitem')).toHaveText([`${hindiName} × 3`]);
  const order = await latestOrder(page.request, origin, user);
  // Kirana delivers in Bengaluru in 0 to 1 days.
  expect(order.expected_delivery_date).toBe(indianDatePlus(order.createdAt, 1));
  await expect(placed.getByTestId('placed-expected')).toHaveText(HV.placed.expectedBy(formatIndianDate(order.expected_delivery_date, 'hi-IN')));
  const card = page.locator(`article[data-order-id="${order.order_id}"]`);
  await expect(card.locator('.order-product-name')).toHaveText(hindiName);
  await expect(card.locator('.order-product-name')).toHaveAttribute('href', `/hi/product/details/${product!.id}`);

  // My Orders again: the compact card opens to the Hindi name.
  await page.reload();
  await openOrderDetails(card);
  await expect(card.getByRole('link', { name: hindiName })).toBeVisible();
  await expectNoSideScroll(page);
});
