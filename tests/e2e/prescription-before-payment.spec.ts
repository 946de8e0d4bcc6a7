import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../src/lib/messages';
import { ON_DEMAND_MESSAGES } from '../../src/lib/on-demand-messages';
import { acceptAlert, adminSession, api, cartAdd, createCustomer, newCategory, newProduct, shopOrigin, skipPopup, useSession, visit } from './support';

// A prescription medicine on a phone: marked on its card, its page and its
// cart line, and the cart asks for the prescription before payment; the
// order placed carries it, under review at once.

const P = MESSAGES.prescription;
const R = ON_DEMAND_MESSAGES.cartPrescription;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('the mark shows on card, page and cart line, and the cart takes the prescription before payment', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await skipPopup(page);
  const origin = shopOrigin(baseURL!, 'sehat');
  const admin = await adminSession(request, origin);
  const categoryId = await newCategory(request, origin, admin, `Rx mark ${Date.now()}`);
  const name = `Rx Syrup ${Date.now()}`;
  const rxId = await newProduct(request, origin, admin, { name, price: 95, stock: 10, categoryId });
  await api(request, origin, 'PUT', `ecomProd/ecomProducts/${rxId}`, { token: admin.token, data: { prescription_required: true } });
  const plainName = `Plain Balm ${Date.now()}`;
  await newProduct(request, origin, admin, { name: plainName, price: 40, stock: 10, categoryId });

  // The card and the product page, as the server draws them.
  await visit(page, `/ecommerce/category/${categoryId}`);
  const card = page.locator('article.product-card').filter({ hasText: name });
  await expect(card.getByTestId('rx-mark')).toHaveText(`℞ ${P.mark}`);
  await expect(page.locator('article.product-card').filter({ hasText: plainName }).getByTestId('rx-mark')).toHaveCount(0);
  await card.getByRole('link', { name }).click();
  await expect(page.locator('h1')).toHaveText(name);
  await expect(page.locator('main').getByTestId('rx-mark')).toBeVisible();
  await expect(page.getByText(R.markDetail)).toBeVisible();

  // The cart: the line is marked, and payment waits for the upload.
  const shopper = await createCustomer(request, origin, 'Rx Cart Shopper');
  await cartAdd(request, origin, shopper, rxId, 1);
  await useSession(page, origin, shopper);
  await page.goto(`${origin}/ecommerce/cart`);
  const line = page.getByTestId('cart-item').filter({ hasText: name });
  await expect(line.getByTestId('rx-mark')).toHaveText(`℞ ${P.mark}`);
  const ask = page.getByRole('region', { name: R.heading });
  await expect(ask).toContainText(R.needed(name));
  await page.getByLabel('Delivery address').fill('7 FC Road, Shivajinagar, Pune 411004');
  await page.getByRole('button', { name: 'Proceed to Buy' }).click();
  await acceptAlert(page, R.uploadFirst);
  await expect(page.getByRole('dialog', { name: 'Choose a payment method' })).toHaveCount(0);
  await expect(ask.getByLabel(P.fileLabel)).toBeFocused();

  await ask.getByLabel(P.fileLabel).setInputFiles({ name: 'prescription.pdf', mimeType: 'application/pdf', buffer: PDF });
  await ask.getByRole('button', { name: P.upload }).click();
  await expect(ask.getByTestId('cart-prescription-done')).toHaveText(`✓ ${R.uploaded}`);

  await page.getByRole('button', { name: 'Proceed to Buy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a payment method' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cash on Delivery' }).click();
  await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(page).toHaveURL(/\/ecommerce\/order$/);
  // The order carries the prescription: under review, nothing more to upload.
  await expect(page.getByTestId('prescription-status').first()).toHaveText(P.statuses.uploaded);
});
