import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { adminSession, alertPopup, hydrated, useSession } from './support';

// The console's Categories and Coupons sections against the real Worker: the
// admin adds a category and a coupon, and a second coupon with the same code
// is refused with the API's reason.

const C = MESSAGES.console;

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

test('an admin creates and deletes a category, and creates a coupon, in the console', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  await useSession(page, origin, await adminSession(request, origin));
  const stamp = Date.now();

  await page.goto('/admin/categories');
  await hydrated(page.locator('main'));
  await expect(page.getByRole('heading', { level: 1, name: C.sections.categories })).toBeVisible();
  const name = `Console Tiles ${stamp}`;
  await page.getByLabel(C.categories.name, { exact: true }).fill(name);
  await page.getByRole('button', { name: C.categories.create }).click();
  await expect(page.getByText(C.categories.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: C.categories.remove(name) }).click();
  await expect(alertPopup(page).locator('.swal2-title')).toHaveText(C.categories.removeConfirm(name));
  await alertPopup(page).locator('.swal2-confirm').click();
  await expect(page.getByText(C.categories.deleted)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeHidden();

  await page.goto('/admin/coupons');
  await hydrated(page.locator('main'));
  await expect(page.getByRole('heading', { level: 1, name: C.sections.coupons })).toBeVisible();
  const code = `CONSOLE${stamp}`;
  for (const attempt of ['first', 'again']) {
    await page.getByRole('button', { name: C.coupons.add }).click();
    await page.getByLabel(C.coupons.fields.code).fill(code);
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
});
