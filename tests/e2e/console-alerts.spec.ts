import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_HEADER } from '@/lib/console-header-messages';
import { MESSAGES } from '@/lib/messages';
import { adminSession, api, cartAdd, createCustomer, hydrated, placeCashOrder, shopProducts, useSession } from './support';
import { seriousAxeFindings } from './support/axe';

// A new order shows at once on any open console page: the count of orders
// waiting in the tab's title, read again when the shop's live channel says
// an order changed. The sound is off until turned on, and the choice stays.

const H = CONSOLE_HEADER;

async function expectAccessible(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

const countIn = (title: string) => Number(/^\((\d+)\) /.exec(title)?.[1] ?? 0);

const PHONE = { width: 375, height: 900 };
const DESKTOP = { width: 1280, height: 900 };

test('placing an order while the console is open changes the tab title, on a phone and a desktop', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  await page.setViewportSize(PHONE);
  const admin = await adminSession(request, origin);
  await useSession(page, origin, admin);
  const live = page.waitForEvent('websocket').then((ws) => ws.waitForEvent('framereceived'));
  await page.goto('/admin/customers');
  await hydrated(page.locator('main'));
  // The count is in once the alerts have read it (at 0 the title is left plain).
  await expect(page.getByRole('checkbox', { name: H.sound })).toBeVisible();
  await live;
  const before = await page.title();

  // Sound is off by default; turned on, it stays on after a reload.
  const sound = page.getByRole('checkbox', { name: H.sound });
  await expect(sound).not.toBeChecked();
  await expectAccessible(page);

  const shopper = await createCustomer(request, origin, 'Alert Shopper');
  const product = (await shopProducts(request, origin)).find((p) => p.total_stock >= 20)!;
  await cartAdd(request, origin, shopper, product.id, 1);
  await placeCashOrder(request, origin, shopper);
  // No reload: the title follows the live channel.
  await expect.poll(async () => (await page.title()) !== before, { timeout: 15_000 }).toBe(true);
  // Other tests change orders too: the title matches the count the API gives at the time.
  const apiCount = async () => (await api<{ waiting: { to_approve: number } }>(request, origin, 'GET', 'admin/today', { token: admin.token })).waiting.to_approve;
  await expect.poll(async () => countIn(await page.title()) === (await apiCount())).toBe(true);
  await expect(page).toHaveTitle(new RegExp(`^\\(\\d+\\) ${MESSAGES.console.sections.customers} \\| `));

  await sound.check();
  await page.reload();
  await hydrated(page.locator('main'));
  await expect(page.getByRole('checkbox', { name: H.sound })).toBeChecked();

  // On a desktop the header's sound switch is shown as well, and the page stays accessible.
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('checkbox', { name: H.sound })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: H.sound })).toBeChecked();
  await expectAccessible(page);
});
