import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { adminSession, alertPopup, hydrated, newCategory, newProduct, shopCategories, useSession } from './support';
import { seriousAxeFindings } from './support/axe';

// The console's Categories and Coupons sections against the real Worker: the
// admin adds a category and a coupon, and a second coupon with the same code
// is refused with the API's reason.

const C = MESSAGES.console;
// A 1 x 1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function confirmDelete(page: Page, name: string) {
  await page.getByRole('button', { name: C.categories.remove(name) }).click();
  await expect(alertPopup(page).locator('.swal2-title')).toHaveText(C.categories.removeConfirm(name));
  await alertPopup(page).locator('.swal2-confirm').click();
}

async function expectAccessible(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

test('an admin creates, illustrates and deletes a category, and creates a coupon, in the console', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const admin = await adminSession(request, origin);
  await useSession(page, origin, admin);
  const stamp = Date.now();
  // A category with a product on sale in it cannot be deleted.
  const busy = `Console Busy ${stamp}`;
  await newProduct(request, origin, admin, { name: `Console Busy Balm ${stamp}`, price: 10, stock: 1, categoryId: await newCategory(request, origin, admin, busy) });

  await page.goto('/admin/categories');
  await hydrated(page.locator('main'));
  await expect(page.getByRole('heading', { level: 1, name: C.sections.categories })).toBeVisible();
  const name = `Console Tiles ${stamp}`;
  await page.getByLabel(C.categories.name, { exact: true }).fill(name);
  await page.getByRole('button', { name: C.categories.create }).click();
  await expect(page.getByText(C.categories.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.getByLabel(C.categories.tile(name)).setInputFiles({ name: 'tile.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: C.categories.tilePreview(name) })).toHaveAttribute('src', /^blob:/);
  await expectAccessible(page);
  await page.getByRole('button', { name: C.categories.saveImages(name) }).click();
  await expect(page.getByText(C.categories.saved)).toBeVisible();
  await expect(page.getByRole('img', { name: C.categories.tileCurrent(name) })).toHaveAttribute('src', /category-.+\.png$/);
  const stored = (await shopCategories(request, origin)).find((c) => c.category === name);
  expect(stored?.category_image).toMatch(/\.png$/);

  await confirmDelete(page, busy);
  await expect(page.getByText(MESSAGES.admin.categoryHasProducts)).toBeVisible();
  await confirmDelete(page, name);
  await expect(page.getByText(C.categories.deleted)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeHidden();

  await page.goto('/admin/coupons');
  await hydrated(page.locator('main'));
  await expect(page.getByRole('heading', { level: 1, name: C.sections.coupons })).toBeVisible();
  const code = `CONSOLE${stamp}`;
  for (const attempt of ['first', 'again']) {
    await page.getByRole('button', { name: C.coupons.add }).click();
    await page.getByLabel(C.coupons.fields.code).fill(code);
    if (attempt === 'first') {
      // A field left empty is named as the form labels it, and nothing is sent.
      await page.getByLabel(C.coupons.fields.to).fill('2030-12-31');
      await page.getByRole('button', { name: C.coupons.create }).click();
      await expect(page.getByText(C.coupons.needNumber(C.coupons.fields.value))).toBeVisible();
      await expect(page.getByLabel(C.coupons.fields.value, { exact: false }).first()).toBeFocused();
      await page.getByLabel(C.coupons.fields.value, { exact: false }).first().fill('10');
      await page.getByLabel(C.coupons.fields.to).fill('');
      await page.getByRole('button', { name: C.coupons.create }).click();
      await expect(page.getByText(C.coupons.needDate(C.coupons.fields.to))).toBeVisible();
      await expect(page.getByRole('cell', { name: code, exact: true })).toHaveCount(0);
    }
    await page.getByLabel(C.coupons.fields.value, { exact: false }).first().fill('10');
    await page.getByLabel(C.coupons.fields.to).fill('2030-12-31');
    if (attempt === 'first') await expectAccessible(page);
    await page.getByRole('button', { name: C.coupons.create }).click();
    if (attempt === 'first') {
      await expect(page.getByText(C.coupons.created)).toBeVisible();
      await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();
    }
  }
  await expect(page.getByText('A coupon with this code already exists.')).toBeVisible();
  await expect(page.getByLabel(C.coupons.fields.code)).toHaveValue(code);

  // An edit that changed nothing says so, without an error.
  await page.getByRole('button', { name: C.coupons.cancel }).click();
  await page.getByRole('button', { name: C.coupons.edit(code) }).click();
  await page.getByRole('button', { name: C.coupons.save }).click();
  await expect(page.getByText(C.coupons.noChanges)).toBeVisible();

  // An edit sends the changed value only, and the table shows it.
  await page.getByRole('button', { name: C.coupons.edit(code) }).click();
  await page.getByLabel(C.coupons.fields.value, { exact: false }).first().fill('15');
  await page.getByRole('button', { name: C.coupons.save }).click();
  await expect(page.getByText(C.coupons.saved)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(code) }).getByRole('cell', { name: '15%' })).toBeVisible();
});
