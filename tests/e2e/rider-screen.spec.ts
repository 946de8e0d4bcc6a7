import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import { adminSession, alertPopup, api, cartAdd, createCustomer, fillLogin, holdScripts, holdRequests, hydrated, logIn, loginButton, placeCashOrder, riderSession, shopProducts } from './support';
import { openSignedIn } from './support/open-signed-in';
import { seriousAxeFindings } from './support/axe';

// The rider screen on a slow phone: after the rider logs in, /rider's HTML
// holds the round (the rider page's pass cookie), so it reads before any
// script has loaded, a tap on a step button made then is done once the
// island is there, and nothing moves when it takes the cards over. Then the
// Failed form by keyboard alone, and axe at phone and desktop size.

const R = MESSAGES.rider;

/** A new customer's cash-on-delivery order, approved and given to the seeded rider. */
async function assignedOrder(request: APIRequestContext, origin: string, riderId: number) {
  const [customer, admin, products] = await Promise.all([createCustomer(request, origin, 'Round Shopper'), adminSession(request, origin), shopProducts(request, origin)]);
  const product = products.find((p) => p.total_stock >= 20)!;
  await cartAdd(request, origin, customer, product.id, 2);
  const order = await placeCashOrder(request, origin, customer);
  await api(request, origin, 'PUT', `placeOrder/${order.order_id}/status`, { token: admin.token, data: { status: 'approved' } });
  await api(request, origin, 'PUT', `placeOrder/assign-deliveryBoy/${order.order_id}`, { token: admin.token, data: { assigned_deliveryboy_id: riderId } });
  return { customer, product, order, admin };
}

const cardOf = (page: Page, orderId: string) => page.locator('.rider-card').filter({ has: page.getByRole('heading', { name: R.order(orderId) }) });

async function expectAccessible(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
};

test('after logging in, the round reads before any script and a step tapped then is done', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const origin = baseURL!;
  const rider = await riderSession(request, origin);
  const { customer, product, order, admin } = await assignedOrder(request, origin, rider.id);

  // The login form sends the rider back to /rider, whose HTML already holds the round.
  await page.goto('/ecommerce/login?returnUrl=%2Frider');
  await hydrated(page);
  await fillLogin(page, 'rider@example.com', 'rider123');
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/rider$/);
  const pass = (await page.context().cookies()).find((c) => c.name === 'rider_page');
  expect(pass).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/rider', secure: false });
  // Never readable by the page's scripts.
  expect(await page.evaluate(() => document.cookie)).not.toContain('rider_page');

  // A slow phone: the island's script has not arrived.
  const release = await holdScripts(page);
  const response = await page.goto('/rider', { waitUntil: 'commit' });
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  const card = cardOf(page, order.order_id);
  await expect(card.getByRole('link', { name: R.call(customer.name) })).toHaveAttribute('href', 'tel:9876543210');
  await expect(card.getByRole('link', { name: R.map })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=21%20FC%20Road/);
  await expect(card.getByText('21 FC Road, Pune 411004')).toBeVisible();
  await expect(card.getByText(R.collect(formatInr(order.final_price_after_coupon)))).toBeVisible();
  await expect(card.getByText(`2 × ${product.product_name}`)).toBeVisible();
  await expect(card.getByRole('button', { name: R.failed })).toBeVisible();
  const step = card.getByRole('button', { name: R.steps.picked_up });
  await expect(step).toBeVisible();
  await expect(page.locator('main astro-island[ssr]')).toHaveCount(1);
  // One big button, the width of the card.
  const stepBox = (await boxOf(step))!;
  expect(stepBox.height).toBeGreaterThanOrEqual(48);
  expect(stepBox.width).toBeGreaterThan(300);
  const cardNow = async () => ({ html: await card.evaluate((el) => el.outerHTML), card: await boxOf(card), heading: await boxOf(card.locator('h2')), step: await boxOf(step) });
  const before = await cardNow();

  // The island takes the server's cards over in place: the same markup, nothing moves
  // (its fresh read of the round is held, so other tests' orders cannot reorder the list meanwhile).
  const fresh = await holdRequests(page, /\/api\/placeOrder\/assigned-orders\//);
  await release();
  await hydrated(page.locator('main'));
  expect(await cardNow()).toEqual(before);
  fresh.release();

  // A tap before the script: held, then done once the island is there (it asks first).
  const releaseAgain = await holdScripts(page);
  await page.goto('/rider', { waitUntil: 'commit' });
  await step.click();
  await expect(page.locator('main astro-island[ssr]')).toHaveCount(1);
  await releaseAgain();
  await expect(alertPopup(page).locator('.swal2-title')).toHaveText(R.stepConfirm(R.steps.picked_up, order.order_id));
  await alertPopup(page).locator('.swal2-confirm').click();
  await expect(card.getByText(R.stepSaved(R.steps.picked_up))).toBeVisible();
  await expect(card.getByRole('button', { name: R.steps.out_for_delivery })).toBeVisible();
  const stored = await api(request, origin, 'GET', `placeOrder/${order.order_id}`, { token: admin.token });
  expect(stored.deliveryboy_status).toBe('picked_up');
});

test('the island gets the pass, logout takes it away, and a customer’s page holds no round', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const origin = baseURL!;
  // A rider of this test's own: the logout below ends the token, and the seeded
  // rider's steps in other tests reach this round live and redraw its cards
  // while the keyboard is in them.
  const admin = await adminSession(request, origin);
  const email = `round-rider-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await api(request, origin, 'POST', 'admin/staff', {
    token: admin.token,
    data: { name: 'Round Rider', email, mobile: '9876500001', password: 'round-pass-1', role: 'delivery' },
    status: 201,
  });
  const rider = await logIn(request, origin, email, 'round-pass-1');
  const { order, customer } = await assignedOrder(request, origin, rider.id);
  const roundHtml = async () => (await page.request.get(`${origin}/rider`)).text();

  // A rider signed in before the pass existed: the first visit loads the round by script...
  await openSignedIn(page, origin, rider, '/rider');
  await hydrated(page.locator('main'));
  await expect(cardOf(page, order.order_id)).toBeVisible();
  // ...and the island asks for the pass, so the next visit's HTML holds the round.
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'rider_page')).toBe(true);
  expect(await roundHtml()).toContain(R.order(order.order_id));

  // Failed by keyboard alone: the form takes the focus, Escape gives it back, what was typed stays.
  const card = cardOf(page, order.order_id);
  const failed = card.getByRole('button', { name: R.failed });
  await failed.focus();
  await page.keyboard.press('Enter');
  const reason = card.getByLabel(R.reasonLabel);
  await expect(reason).toBeFocused();
  await page.keyboard.type('Gate locked');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(failed).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reason).toBeFocused();
  await expect(reason).toHaveValue('Gate locked');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: R.confirmFailed })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByText(R.failedReason('Gate locked'))).toBeVisible();

  // Desktop: the same screen, axe clean.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);

  // Logout (as the session watch sends it) takes the pass away.
  await page.evaluate(async (token) => {
    await fetch('/api/EcomLogin/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  }, rider.token);
  expect((await page.context().cookies()).some((c) => c.name === 'rider_page')).toBe(false);
  expect(await roundHtml()).not.toContain(R.order(order.order_id));

  // A customer (the order's own) signed in on the same phone gets no round in the page.
  await openSignedIn(page, origin, customer, '/rider');
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.console.notAllowedTitle })).toBeVisible();
  expect(await roundHtml()).not.toContain(R.order(order.order_id));
});
