import { wcagAxe } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { EN_MESSAGES } from '@/lib/messages';
import { HI_IN } from '@/lib/i18n/hi-IN';
import { HI_IN_OPERATORS } from '@/lib/i18n/hi-IN/operators';
import { adminSession, api, cartAdd, createCustomer, hydrated, placeCashOrder, riderSession, shopProducts, useSession } from './support';

// The console and the rider screen in the language the visitor chose (the
// `lang` cookie; they have no URL per language): Hindi headings, <html lang>,
// the islands asking the API in Hindi, no English word of the catalogue left
// on the page, the chooser back to English and to Hindi by keyboard, axe clean.

const HC = HI_IN_OPERATORS.console;
const HR = HI_IN_OPERATORS.rider;
const HINDI = { ...HI_IN, ...HI_IN_OPERATORS };

/** A word with data in it, the data marked (a word that cannot take a marker yields nothing). */
function withSentinels(word: unknown): string {
  if (typeof word !== 'function') return '';
  try {
    const text: unknown = word(...Array<string>(word.length).fill('\u0001'));
    return typeof text === 'string' ? text : '';
  } catch {
    return '';
  }
}

/** Each English word that another wording replaces in Hindi, as a whole line: text, or a pattern for a word with data in it. */
function englishLines(english: unknown, hindi: unknown, out: Array<string | RegExp> = []): Array<string | RegExp> {
  if (typeof english === 'string') {
    if (english !== hindi && /[A-Za-z]{2}/.test(english)) out.push(english);
  } else if (typeof english === 'function') {
    const sample = withSentinels(english);
    const other = withSentinels(hindi);
    if (sample && sample !== other && /[A-Za-z]{3}/.test(sample.replaceAll('\u0001', ''))) {
      const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\u0001', '.+');
      out.push(new RegExp(`^${escaped}$`));
    }
  } else if (english && typeof english === 'object') {
    for (const [key, value] of Object.entries(english)) englishLines(value, (hindi as Record<string, unknown> | undefined)?.[key], out);
  }
  return out;
}

const ENGLISH = englishLines(EN_MESSAGES, HINDI);

/** Visible lines and accessible names on the page that are an English word of the catalogue (names and numbers are data, not words). */
async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const names = await page.locator('[aria-label], [title], [placeholder], img[alt]').evaluateAll((nodes) =>
    nodes.flatMap((n) => ['aria-label', 'title', 'placeholder', 'alt'].map((a) => n.getAttribute(a) ?? '')),
  );
  const lines = [...text.split(/[\n\t]/), ...names, await page.title()].map((l) => l.trim()).filter(Boolean);
  return lines.filter((line) => ENGLISH.some((word) => (typeof word === 'string' ? word === line : word.test(line))));
}

async function expectAccessible(page: Page) {
  const { violations } = await wcagAxe(page).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

test('the console and the rider screen read in Hindi when the visitor chose Hindi', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const origin = baseURL!;
  const request = page.request;
  await page.context().addCookies([{ name: 'lang', value: 'hi-IN', url: origin }]);
  const [admin, rider, customer] = await Promise.all([adminSession(request, origin), riderSession(request, origin), createCustomer(request, origin, 'Hindi Console Shopper')]);
  const product = (await shopProducts(request, origin)).find((p) => p.total_stock >= 20)!;
  await cartAdd(request, origin, customer, product.id, 1);
  const order = await placeCashOrder(request, origin, customer);

  // Today: the islands ask the API in the page's language.
  await useSession(page, origin, admin);
  const asked = page.waitForRequest((r) => r.url().includes('/api/admin/today'));
  await page.goto('/admin');
  expect((await asked).headers()['accept-language']).toBe('hi-IN');
  await hydrated(page.locator('main'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: HC.sections.today })).toBeVisible();
  await expect(page.getByText(HC.today.toApprove)).toBeVisible();
  await expect(page.getByRole('navigation', { name: HC.navLabel }).getByRole('link', { name: HC.sections.orders })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expectAccessible(page);

  // An order's page: its state in Hindi too.
  await page.goto(`/admin/orders/${order.order_id}`);
  await hydrated(page.locator('main'));
  await expect(page.getByRole('heading', { level: 1, name: `${HC.orders.order} ${order.order_id}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: HC.orders.stepsTitle })).toBeVisible();
  await expect(page.getByText(HC.orders.statuses.pending!, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: HC.orders.approve })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expectAccessible(page);

  // The chooser, by keyboard: English, then Hindi again (the same cookie the shop's pages write).
  const chooser = page.getByRole('navigation', { name: HI_IN.shop.languageNav });
  await chooser.getByRole('button', { name: 'English' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `${EN_MESSAGES.console.orders.order} ${order.order_id}` })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect((await page.context().cookies(origin)).find((c) => c.name === 'lang')?.value).toBe('en-IN');
  // The same check finds the English words on the English page.
  await expect(page.getByRole('button', { name: EN_MESSAGES.console.orders.approve })).toBeVisible();
  expect(await englishLeft(page)).toEqual(expect.arrayContaining([EN_MESSAGES.console.orders.stepsTitle, EN_MESSAGES.console.orders.approve]));
  await page.getByRole('navigation', { name: EN_MESSAGES.shop.languageNav }).getByRole('button', { name: 'हिन्दी' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `${HC.orders.order} ${order.order_id}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // The rider's round, with the order given to the rider.
  await api(request, origin, 'PUT', `placeOrder/${order.order_id}/status`, { token: admin.token, data: { status: 'approved' } });
  await api(request, origin, 'PUT', `placeOrder/assign-deliveryBoy/${order.order_id}`, { token: admin.token, data: { assigned_deliveryboy_id: rider.id } });
  await useSession(page, origin, rider);
  await page.goto('/rider');
  await hydrated(page.locator('main'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: HR.title })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: HR.order(order.order_id) }) });
  await expect(card.getByText(HR.status(HR.statusLabels.assigned!))).toBeVisible();
  await expect(card.getByRole('button', { name: HR.steps.picked_up })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expectAccessible(page);
});
