import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { adminSession, hydrated, newCategory, newProduct, useSession } from './support';

// A field declared only in the product field table: the console form offers
// it under its label, and the product page shows what was saved.

const P = MESSAGES.console.products;
const LABEL = MESSAGES.shop.productPage.facts.packContents;

test('an admin writes what one pack holds and the product page shows it', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const admin = await adminSession(request, origin);
  const categoryId = await newCategory(request, origin, admin, `Pack checks ${Date.now()}`);
  const id = await newProduct(request, origin, admin, { name: `Pack Balm ${Date.now()}`, price: 80, stock: 5, categoryId });
  await useSession(page, origin, admin);
  await page.goto(`/admin/products/${id}`);
  await hydrated(page.locator('main'));

  const field = page.getByLabel(LABEL, { exact: true });
  await expect(field).toHaveValue('');
  await field.fill('Strip of 15 tablets');
  await page.getByRole('button', { name: P.save, exact: true }).click();
  await expect(page.getByText(P.saved)).toBeVisible();

  await page.goto(`/product/details/${id}`);
  const fact = page.locator('.product-facts');
  await expect(fact.getByText(LABEL)).toBeVisible();
  await expect(fact.getByText('Strip of 15 tablets')).toBeVisible();
});
