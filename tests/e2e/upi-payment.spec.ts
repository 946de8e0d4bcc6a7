import { wcagAxe } from './support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { MESSAGES } from '../../src/lib/messages';
import { formatInr, toPaise } from '../../src/lib/pricing';
import { EN_ORDER_VIEW } from '../../src/lib/order-view-messages';
import { adminSession, api, authHeaders, cartAdd, createCustomer, openOrderDetails, shopOrigin, shopProducts, skipPopup, useSession, type TestUser } from './support';

// Direct UPI to the shop (sehat's test payee sehat@okaxis): on a phone the
// shopper pays through the intent link, on a desktop through a QR code of the
// same link drawn in the page; the shop's admin verifies the payment and the
// order shows as paid.

const P = MESSAGES.payments;

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

const rupees = (amount: number) => (toPaise(amount) / 100).toFixed(2);
const intentLink = (orderId: string, amount: number) =>
  `upi://pay?pa=sehat@okaxis&pn=Sehat%20Pharmacy&am=${rupees(amount)}&cu=INR&tr=${orderId}&tn=Order%20${orderId}`;

async function customerWithCart(request: APIRequestContext, origin: string): Promise<TestUser> {
  const user = await createCustomer(request, origin, 'UPI Shopper');
  const product = (await shopProducts(request, origin)).find((p) => p.total_stock >= 10);
  await cartAdd(request, origin, user, product!.id, 1);
  return user;
}

async function latestOrder(request: APIRequestContext, origin: string, user: TestUser) {
  const list = await api(request, origin, 'GET', `placeOrder/orders/${user.id}`, { headers: authHeaders(user) });
  return list.orders[0] as { order_id: string; final_price_after_coupon: number; payment_status: string };
}

/** No serious or critical WCAG 2.2 AA violation inside `selector`. */
async function expectAccessible(page: Page, selector: string) {
  const { violations } = await wcagAxe(page).include(selector).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

/** The text a QR code on the page holds, read the way a camera would: from its pixels. */
async function scanQr(page: Page, name: RegExp): Promise<string | null> {
  const qr = page.getByRole('img', { name });
  await expect(qr).toBeVisible();
  // The encoder loads on demand: until the code is drawn, a busy placeholder of the same name stands in.
  await expect(qr).not.toHaveAttribute('aria-busy', 'true');
  // My Orders redraws its cards when live status reports a change: a drawing
  // replaced while it is read is read again from the new one.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await readQr(qr);
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

async function readQr(qr: ReturnType<Page['getByRole']>): Promise<string | null> {
  // The code's own drawing (its viewBox and path), painted by the browser onto a canvas.
  const { width, pixels } = await qr.evaluate((svg) => {
    const modules = (svg as SVGSVGElement).viewBox.baseVal.width;
    const scale = 8;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = modules * scale;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.scale(scale, scale);
    context.fillStyle = '#000';
    context.fill(new Path2D(svg.querySelector('path')!.getAttribute('d')!));
    // The pixels travel as base64: a plain array of every byte is slow to pass back.
    const bytes = context.getImageData(0, 0, canvas.width, canvas.width).data;
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { width: canvas.width, pixels: btoa(binary) };
  });
  return jsQR(new Uint8ClampedArray(Buffer.from(pixels, 'base64')), width, width)?.data ?? null;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('pays through the intent link from the payment popup, shows "Awaiting payment" until the admin verifies it', async ({ page, baseURL }) => {
    const origin = shopOrigin(baseURL!, 'sehat');
    const user = await customerWithCart(page.request, origin);
    await useSession(page, origin, user);
    await page.goto(`${origin}/ecommerce/cart`);
    await page.getByLabel('Delivery address').fill('7 FC Road, Shivajinagar, Pune 411004');
    await page.getByRole('button', { name: 'Proceed to Buy' }).click();
    const popup = page.getByRole('dialog', { name: 'Choose a payment method' });
    await popup.getByRole('button', { name: 'UPI', exact: true }).click();
    await expect(popup.getByLabel('UPI ID')).toBeVisible();
    await popup.getByRole('button', { name: P.payByQr }).click();

    const awaiting = page.getByRole('dialog', { name: P.awaiting });
    await expect(awaiting).toBeVisible();
    const order = await latestOrder(page.request, origin, user);
    expect(order.payment_status).toBe('pending');
    const link = intentLink(order.order_id, order.final_price_after_coupon);
    await expect(awaiting.getByRole('link', { name: P.payWithApp })).toHaveAttribute('href', link);
    await expect(awaiting.getByRole('timer')).toContainText(/Pay within (30:00|29:\d\d)/);
    await expectAccessible(page, '[role="dialog"]');

    await awaiting.getByRole('link', { name: 'My Orders' }).click();
    const card = page.locator(`[data-order-id="${order.order_id}"]`);
    await expect(card.getByTestId('payment-status')).toHaveText(P.awaiting);
    await expect(card.getByRole('link', { name: P.payWithApp })).toHaveAttribute('href', link);
    // Its products stay as they are while the payment asked for may be on its way.
    await openOrderDetails(card);
    await expect(card.getByText(EN_ORDER_VIEW.card.removeAfterPayment)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Remove' })).toHaveCount(0);

    const admin = await adminSession(page.request, origin);
    await api(page.request, origin, 'PUT', `placeOrder/${order.order_id}/verify-payment`, { headers: authHeaders(admin), data: { utr: `4${Date.now()}`, admin_notes: 'Seen in the bank app' } });
    await page.reload();
    await expect(card.getByTestId('order-status')).toBeVisible();
    await expect(card.getByTestId('payment-status')).toHaveCount(0);
    expect((await latestOrder(page.request, origin, user)).payment_status).toBe('paid');
    await openOrderDetails(card);
    await expect(card.getByRole('button', { name: 'Remove' })).toBeVisible();
    await expect(card.getByText(EN_ORDER_VIEW.card.removeAfterPayment)).toHaveCount(0);
  });
});

test('on a desktop, My Orders shows a QR code that holds the same intent link, with amount and reference', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'sehat');
  const user = await customerWithCart(page.request, origin);
  await api(page.request, origin, 'POST', 'placeOrder/place/all', {
    headers: { ...authHeaders(user), 'idempotency-key': crypto.randomUUID() },
    data: { payment_method: 'UPI', upi_id: null, delivery_address: '21 FC Road, Pune 411004' },
    status: 201,
  });
  const order = await latestOrder(page.request, origin, user);
  await useSession(page, origin, user);
  await page.goto(`${origin}/ecommerce/order`);
  const card = page.locator(`[data-order-id="${order.order_id}"]`);
  await expect(card.getByTestId('payment-status')).toHaveText(P.awaiting);
  expect(await scanQr(page, /QR code/)).toBe(intentLink(order.order_id, order.final_price_after_coupon));
  await expect(card.getByRole('link', { name: P.payWithApp })).toHaveCount(0);
  const panel = card.getByTestId('upi-pay');
  await expect(panel).toContainText(order.order_id);
  await expect(panel).toContainText(formatInr(order.final_price_after_coupon));
  await expectAccessible(page, `[data-order-id="${order.order_id}"]`);
});
