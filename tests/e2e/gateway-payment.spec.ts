import { wcagAxe } from './support/axe';
import { expect, type Page, test } from '@playwright/test';
import { MESSAGES } from '../../src/lib/messages';
import { formatInr } from '../../src/lib/pricing';
import { acceptAlert, adminSession, api, authHeaders, cartAdd, createCustomer, hydrated, shopOrigin, shopProducts, skipPopup, type TestUser, useSession } from './support';

// Paying by card through Razorpay Checkout (the local stand-in of it) on a
// phone, and the console's Payments page. The expiry of unpaid orders is in
// upi-expiry.spec.ts.

const P = MESSAGES.payments;
const K = MESSAGES.console.payments;
const STAND_IN_KEYS = { key_id: 'rzp_test_E2eKirana0001', key_secret: 'e2e-stand-in-key-secret', webhook_secret: 'e2e-stand-in-webhook-secret' };

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

/** Gives kirana (no keys in the seed) the stand-in's keys for `run`, then takes them away again. */
async function withStandInKeys(page: Page, origin: string, run: () => Promise<void>): Promise<void> {
  const admin = await adminSession(page.request, origin);
  await api(page.request, origin, 'PUT', 'admin/payment-keys', { headers: authHeaders(admin), data: STAND_IN_KEYS });
  try {
    await run();
  } finally {
    await api(page.request, origin, 'DELETE', 'admin/payment-keys', { headers: authHeaders(admin) });
  }
}

/** One product in the customer's cart, at the payment popup with Credit/Debit Card chosen (the session is in the page). */
async function cardChosen(page: Page, origin: string, user: TestUser) {
  const product = (await shopProducts(page.request, origin)).find((p) => p.total_stock >= 10);
  await cartAdd(page.request, origin, user, product!.id, 1);
  await page.goto(`${origin}/ecommerce/cart`);
  await page.getByLabel('Delivery address').fill('9 Residency Road, Bengaluru 560025');
  await page.getByRole('button', { name: 'Proceed to Buy' }).click();
  const popup = page.getByRole('dialog', { name: 'Choose a payment method' });
  await popup.getByRole('button', { name: 'Credit/Debit Card' }).click();
  return popup;
}

/** The customer's newest order as the API answers it. */
async function newestOrder(page: Page, origin: string, user: TestUser) {
  const list = await api(page.request, origin, 'GET', `placeOrder/orders/${user.id}`, { headers: authHeaders(user) });
  return list.orders[0] as { order_id: string; final_price_after_coupon: number; payment_status: string; card_last4: string | null };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  // One shopper, two orders, while kirana has the stand-in's keys.
  test('pays by card in Checkout, and a card order whose Checkout was closed before paying is paid later from My Orders', async ({ page, baseURL }) => {
    const origin = shopOrigin(baseURL!, 'kirana');
    const user = await createCustomer(page.request, origin, 'Card Shopper');
    await useSession(page, origin, user);
    await withStandInKeys(page, origin, async () => {
      await test.step('pays by card in Checkout: no card field in the shop, the order is paid on the signed answer', async () => {
        const popup = await cardChosen(page, origin, user);
        await expect(popup.getByText(P.gatewayNote)).toBeVisible();
        await expect(popup.getByLabel('Card number')).toHaveCount(0);
        await popup.getByRole('button', { name: 'Confirm Payment' }).click();

        const checkout = page.getByRole('dialog', { name: 'Razorpay test checkout' });
        await expect(checkout).toBeVisible();
        const order = await newestOrder(page, origin, user);
        expect(order.payment_status).toBe('pending');
        await checkout.getByRole('button', { name: `Pay ₹${order.final_price_after_coupon.toFixed(2)}` }).click();
        await acceptAlert(page, P.gatewayConfirmed);
        await expect(page).toHaveURL(/\/ecommerce\/order$/);
        const card = page.locator(`[data-order-id="${order.order_id}"]`);
        await expect(card.getByTestId('payment-line')).toHaveText(P.statusLine(P.states.paid));
        expect(await newestOrder(page, origin, user)).toMatchObject({ order_id: order.order_id, payment_status: 'paid', card_last4: null, transaction_id: expect.stringMatching(/^pay_/) });
      });

      await test.step('a card order whose Checkout was closed before paying is paid later from My Orders', async () => {
        const popup = await cardChosen(page, origin, user);
        await popup.getByRole('button', { name: 'Confirm Payment' }).click();
        await page.getByRole('dialog', { name: 'Razorpay test checkout' }).getByRole('button', { name: 'Cancel payment' }).click();
        await acceptAlert(page, P.gatewayCancelled);
        await expect(page).toHaveURL(/\/ecommerce\/order$/);

        const order = await newestOrder(page, origin, user);
        expect(order.payment_status).toBe('pending');
        const card = page.locator(`[data-order-id="${order.order_id}"]`);
        await expect(card.getByTestId('payment-status')).toHaveText(P.awaiting);
        const payNow = card.getByRole('button', { name: P.payNow(formatInr(order.final_price_after_coupon)) });
        await payNow.click();
        await page.getByRole('dialog', { name: 'Razorpay test checkout' }).getByRole('button', { name: `Pay ₹${order.final_price_after_coupon.toFixed(2)}` }).click();
        await acceptAlert(page, P.gatewayConfirmed);
        await expect(card.getByTestId('payment-line')).toHaveText(P.statusLine(P.states.paid));
        await expect(payNow).toHaveCount(0);
        expect(await newestOrder(page, origin, user)).toMatchObject({ order_id: order.order_id, payment_status: 'paid' });
      });
    });
  });
});

test('the console’s Payments page shows the payee and whether keys are set, never a key; a refused key keeps what was typed', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'sehat');
  await page.setViewportSize({ width: 375, height: 800 });
  await useSession(page, origin, await adminSession(page.request, origin));
  await page.goto(`${origin}/admin/payments`);
  await hydrated(page.locator('main'));
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.console.sections.payments })).toBeVisible();
  await expect(page.getByLabel(K.payeeVpa)).toHaveValue('sehat@okaxis');
  await expect(page.getByLabel(K.expiry)).toHaveValue('30');
  await expect(page.getByTestId('gateway-keys-state')).toHaveText(K.keysNotSet);
  await expect(page.getByLabel(K.keySecret)).toHaveValue('');
  const { violations } = await wcagAxe(page).include('main').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.getByLabel(K.keyId).fill('pk_live_wrong');
  await page.getByLabel(K.keySecret).fill('typed-secret-kept');
  await page.getByLabel(K.webhookSecret).fill('typed-webhook-kept');
  await page.getByRole('button', { name: K.setKeys }).click();
  await expect(page.getByText('The key id starts with rzp_test_ or rzp_live_.')).toBeVisible();
  await expect(page.getByLabel(K.keySecret)).toHaveValue('typed-secret-kept');
  await expect(page.getByTestId('gateway-keys-state')).toHaveText(K.keysNotSet);
});
