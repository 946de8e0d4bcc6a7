import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { CONSOLE_HEADER } from '@/lib/console-header-messages';
import { adminSession, hydrated, useSession } from './support';
import { axeFindings } from './support/axe';

// The console offers Web Push where the browser can take it (PushManager and
// the shop's service worker), notifications are allowed or can be asked for,
// and the shop has its keys (the local setup makes a pair). Headless Chromium
// cannot receive a real push, so what is shown here is the offer itself; the
// push's path from the order to the device is tests/api/web-push.test.ts.

const P = CONSOLE_DAY.push;

// Push goes through the shop's service worker, which the other browser tests keep out.
test.use({ serviceWorkers: 'allow' });

async function openOrders(page: Page, request: APIRequestContext, origin: string) {
  const admin = await adminSession(request, origin);
  await useSession(page, origin, admin);
  await page.goto('/admin/orders');
  await hydrated(page.locator('main'));
  await expect(page.getByRole('checkbox', { name: CONSOLE_HEADER.sound })).toBeVisible();
}

async function expectOffer(page: Page) {
  const offer = page.getByRole('button', { name: P.offer });
  await expect(offer).toBeVisible();
  await expect(offer).toBeEnabled();
}

const PHONE = { width: 375, height: 900 };
const DESKTOP = { width: 1280, height: 900 };

/** The offer as seen at the page's current width: shown, the header fits, no axe finding in the alerts. */
async function expectOfferFits(page: Page) {
  await expectOffer(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect((await axeFindings(page, { include: '.console-alerts' })).map((f) => f.id)).toEqual([]);
}

test('the console offers to notify this device with the console closed, on a phone and a desktop, and no page asks by itself', async ({ page, request, baseURL }) => {
  await page.setViewportSize(PHONE);
  await openOrders(page, request, baseURL!);
  // Notifications not yet allowed here: the click will ask.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.permissionState({ userVisibleOnly: true }))).toBe('prompt');
  // The header still fits a phone.
  await expectOfferFits(page);

  // On a desktop the same offer is shown and fits.
  await page.setViewportSize(DESKTOP);
  await expectOfferFits(page);

  // Notifications already allowed: the offer stands, and nothing is subscribed until the admin clicks.
  await page.context().grantPermissions(['notifications'], { origin: baseURL! });
  await page.reload();
  await hydrated(page.locator('main'));
  await expect(page.getByRole('checkbox', { name: CONSOLE_HEADER.sound })).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.permissionState({ userVisibleOnly: true }))).toBe('granted');
  await expectOffer(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription())).toBeNull();
});
