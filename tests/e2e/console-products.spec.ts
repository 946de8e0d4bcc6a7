import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { adminSession, api, hydrated, newCategory, useSession } from './support';
import { seriousAxeFindings } from './support/axe';

// A product made in the console, with a photo shown before saving, that the
// shop's product page then shows. Its product lives in a category of its own.

const P = MESSAGES.console.products;
// A 1 x 1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('an admin creates a product with a photo that the product page shows', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const admin = await adminSession(request, origin);
  const category = `Stock checks console ${Date.now()}`;
  await newCategory(request, origin, admin, category);
  await useSession(page, origin, admin);
  await page.goto('/admin/products/new');
  await hydrated(page.locator('main'));
  await expect(page.getByRole('heading', { level: 1, name: P.newTitle })).toBeVisible();

  const name = `Console Balm ${Date.now()}`;
  await page.getByLabel(P.fields.name, { exact: true }).fill(name);
  await page.getByLabel(P.fields.price).fill('149.50');
  await page.getByLabel(P.fields.stock, { exact: true }).fill('12');
  await page.getByLabel(P.fields.category, { exact: true }).selectOption({ label: category });
  await page.getByRole('button', { name: P.fields.addFaq }).click();
  await page.getByLabel(P.fields.question(1)).fill('Is it safe for children?');
  await page.getByLabel(P.fields.answer(1)).fill('Ask your doctor first.');
  await page.getByLabel(P.fields.photo).setInputFiles({ name: 'balm.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: P.fields.preview })).toHaveAttribute('src', /^blob:/);
  expect(await seriousAxeFindings(page)).toEqual([]);

  // The GST rate and HSN code are required: without them the form says so and keeps what was typed.
  await page.getByRole('button', { name: P.create }).click();
  await expect(page.getByText(MESSAGES.gst.rateRequired)).toBeVisible();
  await expect(page.getByLabel(P.fields.name, { exact: true })).toHaveValue(name);
  await page.getByLabel(P.fields.gstRate).selectOption({ label: '5 %' });
  await page.getByLabel(P.fields.hsn).fill('3004');
  await page.getByLabel(P.fields.uqc).selectOption('PAC');

  await page.getByRole('button', { name: P.create }).click();
  await expect(page.getByText(P.created)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const stored = await api(request, origin, 'GET', `ecomProd/ecomProducts/${id}`);
  expect(stored).toMatchObject({ product_name: name, product_price: 149.5, total_stock: 12, faqs: 'Q: Is it safe for children?\nA: Ask your doctor first.' });
  expect(stored).toMatchObject({ gst_rate: 5, hsn_code: '3004', uqc: 'PAC' });
  expect(stored.image).toMatch(/^product-.+\.png$/);

  await page.goto(`/product/details/${id}`);
  const photo = page.locator('.product-image img');
  await expect(photo).toHaveAttribute('src', new RegExp(`${stored.image}$`));
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
});
