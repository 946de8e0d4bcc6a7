import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { csvLine, parseCsv } from '@/lib/csv';
import { MESSAGES } from '@/lib/messages';
import { adminSession, alertPopup, api, hydrated, newCategory, newProduct, useSession } from './support';
import { seriousAxeFindings } from './support/axe';

// Stock on the console: an adjustment with its history on the product's
// page, refused below 0; and the products' CSV round trip from the products
// page (export, edit, import, export again), with a refused file's report.
// Its products live in a category of their own, and the file imported holds
// only their rows, so no other test's product is written back.

const S = CONSOLE_DAY.stock;
const C = S.csv;
const P = MESSAGES.console.products;
const O = MESSAGES.console.orders;

async function expectAccessible(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

async function confirmDialog(page: Page) {
  await alertPopup(page).getByRole('button', { name: O.yes }).click();
  await expect(page.locator('.swal2-container')).toHaveCount(0);
}

const PHONE = { width: 375, height: 900 };
const DESKTOP = { width: 1280, height: 900 };

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test(`an admin adds goods received and sees the stock history, on a phone and a desktop`, async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  await page.setViewportSize(PHONE);
  const admin = await adminSession(request, origin);
  const categoryId = await newCategory(request, origin, admin, `Stock checks adjust ${unique()}`);
  const name = `Stock Balm ${unique()}`;
  const id = await newProduct(request, origin, admin, { name, price: 80, stock: 10, categoryId });
  await useSession(page, origin, admin);
  await page.goto(`/admin/products/${id}`);
  await hydrated(page.locator('main'));
  const stock = page.getByRole('region', { name: S.title });
  await expect(stock.getByText(S.current(10))).toBeVisible();

  await stock.getByRole('radio', { name: S.reasons.received }).check();
  await stock.getByLabel(S.quantity).fill('5');
  await stock.getByLabel(S.note).fill('Bill 77');
  await stock.getByRole('button', { name: S.apply }).click();
  await expect(stock.getByText(S.adjusted(10, 15))).toBeVisible();
  await expect(stock.getByText(S.current(15))).toBeVisible();
  const newest = stock.getByRole('table').getByRole('row').nth(1);
  await expect(newest).toContainText('+5');
  await expect(newest).toContainText(S.fromTo(10, 15));
  await expect(newest).toContainText('Bill 77');
  await expect(newest).toContainText(admin.name);
  // The product form's own figure follows, so saving it later keeps 15.
  await expect(page.getByLabel(P.fields.stock, { exact: true })).toHaveValue('15');

  // Damaged goods are asked about first; more than the stock is refused and changes nothing.
  await stock.getByRole('radio', { name: S.reasons.damaged }).check();
  await stock.getByLabel(S.quantity).fill('20');
  await stock.getByRole('button', { name: S.apply }).click();
  await confirmDialog(page);
  await expect(stock.getByText(S.belowZero(15))).toBeVisible();
  await expect(stock.getByLabel(S.quantity)).toHaveValue('20');
  expect((await api(request, origin, 'GET', `ecomProd/ecomProducts/${id}`)).total_stock).toBe(15);
  await expectAccessible(page);

  // On a desktop the panel, its refusal and the history are shown, and stay accessible.
  await page.setViewportSize(DESKTOP);
  await expect(stock.getByText(S.current(15))).toBeVisible();
  await expect(stock.getByText(S.belowZero(15))).toBeVisible();
  await expect(newest).toBeVisible();
  await expect(stock.getByRole('button', { name: S.apply })).toBeVisible();
  await expectAccessible(page);
});

test(`an admin exports the products, edits the file and imports it back, on a phone and a desktop`, async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  await page.setViewportSize(PHONE);
  const admin = await adminSession(request, origin);
  const category = `Stock checks csv ${unique()}`;
  const categoryId = await newCategory(request, origin, admin, category);
  const name = `CSV Atta, 5 kg ${unique()}`;
  const id = await newProduct(request, origin, admin, { name, price: 250, stock: 8, categoryId });
  await api(request, origin, 'PUT', `ecomProd/ecomProducts/${id}`, { token: admin.token, data: { hsn_code: '1101', product_name_hi: 'आटा' } });
  await useSession(page, origin, admin);
  await page.goto('/admin/products');
  await hydrated(page.locator('main'));
  const csv = page.getByRole('region', { name: C.title });

  const exportOnce = async () => {
    const download = page.waitForEvent('download');
    await csv.getByRole('button', { name: C.export }).click();
    const file = await (await download).path();
    const records = parseCsv(await readFile(file, 'utf8'));
    const header = records[0]!.fields;
    const row = records.find((r) => r.fields[0] === String(id))!.fields;
    return { header, row: Object.fromEntries(header.map((h, i) => [h, row[i]!])) };
  };
  const { header, row } = await exportOnce();
  expect(row).toMatchObject({ name, name_hi: 'आटा', price: '250.00', stock: '8', hsn: '1101', category });
  await expectAccessible(page);

  // Edit the product's row only, as a spreadsheet saves it.
  const edited = { ...row, price: '199.50', stock: '30', discount: '10' };
  const file = (cells: Record<string, string>) => Buffer.from(`\uFEFF${csvLine(header)}${csvLine(header.map((h) => cells[h]!))}`);
  await csv.getByLabel(C.importLabel).setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: file(edited) });
  await csv.getByRole('button', { name: C.import }).click();
  await confirmDialog(page);
  await expect(csv.getByText(C.done(1))).toBeVisible();
  expect((await exportOnce()).row).toEqual(edited);

  // A refused file changes nothing and lists each refused line with why.
  await csv.getByLabel(C.importLabel).setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: file({ ...edited, stock: '-3', price: '1' }) });
  await csv.getByRole('button', { name: C.import }).click();
  await confirmDialog(page);
  await expect(csv.getByText(C.refused(1))).toBeVisible();
  const report = csv.getByRole('table', { name: C.refusedTitle });
  await expect(report.getByRole('row').nth(1)).toContainText('2');
  await expect(report.getByRole('row').nth(1)).toContainText('Stock cannot be negative.');
  expect((await api(request, origin, 'GET', `ecomProd/ecomProducts/${id}`)).total_stock).toBe(30);
  await expectAccessible(page);

  // On a desktop the export, the import and the refusal report are shown, and stay accessible.
  await page.setViewportSize(DESKTOP);
  await expect(csv.getByRole('button', { name: C.export })).toBeVisible();
  await expect(csv.getByRole('button', { name: C.import })).toBeVisible();
  await expect(report.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
});
