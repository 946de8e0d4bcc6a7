import { wcagAxe } from './support/axe';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { MESSAGES } from '@/lib/messages';
import { todayInIndia } from '@/lib/report-period';
import { adminSession, cartAdd, createCustomer, deliverOrder, hydrated, placeCashOrder, riderSession, shopProducts } from './support';
import { openSignedIn } from './support/open-signed-in';

// The Reports page: this month's sales, then the GST summary of a month
// holding a tax invoice issued by a delivery made here, each table in a
// region that scrolls sideways on a phone, and a table saved as CSV.

const C = MESSAGES.console;
const R = CONSOLE_DAY.reports;

async function expectAccessible(page: Page) {
  const { violations } = await wcagAxe(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`);
  expect(serious).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (process.env.UPDATE_SCREENSHOTS === '1') await page.screenshot({ path: `docs/images/${name}.png`, fullPage: true });
}

const PHONE = { width: 375, height: 900 };
const DESKTOP = { width: 1280, height: 900 };

/** A cash order taken to Delivered: its tax invoice is issued when the rider picks it up. */
async function deliveredOrder(request: APIRequestContext, origin: string) {
  const [admin, rider] = await Promise.all([adminSession(request, origin), riderSession(request, origin)]);
  const customer = await createCustomer(request, origin, 'Report Shopper');
  const product = (await shopProducts(request, origin)).find((p) => p.total_stock >= 20)!;
  await cartAdd(request, origin, customer, product.id, 1);
  const order = await placeCashOrder(request, origin, customer);
  await deliverOrder(request, origin, customer, order.order_id, { admin, rider });
  return admin;
}

test(`an admin reads this month's sales and the GST summary, and saves a table as CSV, on a phone and a desktop`, async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const admin = await deliveredOrder(request, origin);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, origin, admin, '/admin/reports');
  await hydrated(page.locator('main'));
  await expect(page.getByRole('heading', { level: 1, name: C.sections.reports })).toBeVisible();
  await expect(page.getByRole('navigation', { name: C.navLabel }).getByRole('link', { name: C.sections.reports })).toHaveAttribute('aria-current', 'page');

  // Sales: this month by day, today's row among them.
  const today = todayInIndia();
  const sales = page.getByRole('region', { name: R.tableRegion(R.tables['sales-day']!) });
  await expect(sales.getByRole('rowheader', { name: today })).toBeVisible();

  // A period over a year is explained before anything is sent.
  await page.getByLabel(R.from).fill('2024-01-01');
  await page.getByRole('button', { name: R.show }).first().click();
  await expect(page.getByText(R.tooLong(366))).toBeVisible();
  await expect(page.getByLabel(R.from)).toHaveValue('2024-01-01');

  // The GST summary of this month holds the invoice just issued.
  const month = today.slice(0, 7);
  await page.getByLabel(R.month).fill(month);
  await page.getByRole('button', { name: R.show }).last().click();
  const summary = page.getByRole('region', { name: R.tableRegion(R.tables.summary!) });
  await expect(summary.getByRole('rowheader', { name: R.sections.invoices })).toBeVisible();
  const b2cs = page.getByRole('region', { name: R.tableRegion(R.tables.b2cs!) });
  await expect(b2cs.getByRole('columnheader', { name: R.columns.place })).toBeVisible();
  await expect(b2cs.locator('tbody tr').first()).toContainText('OE');
  const hsn = page.getByRole('region', { name: R.tableRegion(R.tables.hsn!) });
  await expect(hsn.getByRole('columnheader', { name: R.columns.uqc })).toBeVisible();
  // The wide table scrolls inside its region; the page itself does not.
  expect(await hsn.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);
  await shot(page, 'console-reports-phone');

  // On a desktop the header, the navigation and the tables are shown, the page does not scroll sideways, and stays accessible.
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('heading', { level: 1, name: C.sections.reports })).toBeVisible();
  await expect(page.getByRole('navigation', { name: C.navLabel }).getByRole('link', { name: C.sections.reports })).toBeVisible();
  await expect(sales.getByRole('rowheader', { name: today })).toBeVisible();
  await expect(summary.getByRole('rowheader', { name: R.sections.invoices })).toBeVisible();
  await expect(b2cs.locator('tbody tr').first()).toBeVisible();
  await expect(hsn.getByRole('columnheader', { name: R.columns.uqc })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
  await expectAccessible(page);
  await shot(page, 'console-reports-desktop');
  await page.setViewportSize(PHONE);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: R.downloadCsvOf(R.tables.b2cs!) }).click()]);
  expect(download.suggestedFilename()).toBe(`gstr1-${month}-b2cs.csv`);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Type,Place Of Supply,Rate,Taxable Value,Integrated Tax,Central Tax,State/UT Tax');
  await expect(page.getByText(R.downloaded(`gstr1-${month}-b2cs.csv`))).toBeVisible();
});

test('the customers page exports the shop’s customers as CSV', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const admin = await adminSession(request, origin);
  const customer = await createCustomer(request, origin, `Export Shopper ${Date.now()}`);
  await openSignedIn(page, origin, admin, '/admin/customers');
  await hydrated(page.locator('main'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: R.customersExport }).click()]);
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain('Name,E-mail,Mobile,Orders,Total spent,First order,Last order');
  expect(text).toContain(customer.name);
});

test('a rider gets "Not allowed" on the Reports page, and no report is answered', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const rider = await riderSession(request, origin);
  const refused: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/admin/reports')) refused.push(r.status());
  });
  await openSignedIn(page, origin, rider, '/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: C.notAllowedTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: R.tableRegion(R.tables.summary!) })).toHaveCount(0);
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.filter((s) => s !== 403)).toEqual([]);
});
