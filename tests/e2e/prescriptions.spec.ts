import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/lib/messages';
import { adminSession, alertPopup, api, cartAdd, createCustomer, hydrated, newCategory, newProduct, placeCashOrder, shopOrigin, skipPopup, useSession } from './support';

// Prescription medicines in the browser: the shopper uploads the prescription
// of two orders in My Orders; the admin, in the console, finds approval
// refused until the first is accepted, then approves it, and rejects the other.

const P = MESSAGES.prescription;
const O = MESSAGES.console.orders;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

async function uploadIn(page: Page, orderId: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const card = page.locator(`article[data-order-id="${orderId}"]`);
  await expect(card.getByTestId('prescription-status')).toHaveText(P.statuses.awaited);
  await card.getByLabel(P.fileLabel).setInputFiles(file);
  await card.getByRole('button', { name: P.upload }).click();
  await expect(card.getByText(P.uploaded)).toBeVisible();
  await expect(card.getByTestId('prescription-status')).toHaveText(P.statuses.uploaded);
}

test('a prescription order is accepted and approved, another rejected with its reason', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = shopOrigin(baseURL!, 'sehat');
  const admin = await adminSession(request, origin);
  const categoryId = await newCategory(request, origin, admin, `Rx ${Date.now()}`);
  const productId = await newProduct(request, origin, admin, { name: `Rx Tablet ${Date.now()}`, price: 120, stock: 10, categoryId });
  await api(request, origin, 'PUT', `ecomProd/ecomProducts/${productId}`, { token: admin.token, data: { prescription_required: true } });
  const shopper = await createCustomer(request, origin, 'Rx Shopper');
  await cartAdd(request, origin, shopper, productId, 1);
  const first = await placeCashOrder(request, origin, shopper);
  await cartAdd(request, origin, shopper, productId, 2);
  const second = await placeCashOrder(request, origin, shopper);

  await useSession(page, origin, shopper);
  await page.goto(`${origin}/ecommerce/order`);
  await uploadIn(page, first.order_id, { name: 'prescription.png', mimeType: 'image/png', buffer: PNG });
  await uploadIn(page, second.order_id, { name: 'prescription.pdf', mimeType: 'application/pdf', buffer: PDF });

  // The admin: approval waits for the review.
  await useSession(page, origin, admin);
  await page.goto(`${origin}/admin/orders/${first.order_id}`);
  await hydrated(page.locator('main'));
  await expect(page.getByTestId('prescription-status')).toHaveText(P.statuses.uploaded);
  await page.getByRole('button', { name: O.approve }).click();
  await alertPopup(page).locator('.swal2-confirm').click();
  await expect(page.getByText(P.approveWaits)).toBeVisible();
  await page.getByRole('button', { name: P.view }).click();
  await expect(page.getByRole('img', { name: P.heading })).toBeVisible();
  await page.getByRole('button', { name: P.accept }).click();
  await expect(page.getByText(P.accepted)).toBeVisible();
  await page.getByRole('button', { name: O.approve }).click();
  await alertPopup(page).locator('.swal2-confirm').click();
  await expect(page.getByText(O.approved)).toBeVisible();

  // The other is rejected: a reason first, then confirmed.
  await page.goto(`${origin}/admin/orders/${second.order_id}`);
  await hydrated(page.locator('main'));
  await page.getByRole('button', { name: P.reject }).click();
  await expect(page.getByText(P.reasonRequired)).toBeVisible();
  await page.getByLabel(P.reasonLabel).fill('The doctor’s signature is missing.');
  await page.getByRole('button', { name: P.reject }).click();
  await expect(alertPopup(page).locator('.swal2-title')).toHaveText(P.rejectConfirm);
  await alertPopup(page).locator('.swal2-confirm').click();
  await expect(page.getByText(P.rejected)).toBeVisible();
  await expect(page.getByTestId('prescription-status')).toHaveText(P.statuses.rejected);

  // The shopper sees both outcomes in My Orders; the stock of the rejected order is back.
  await useSession(page, origin, shopper);
  await page.goto(`${origin}/ecommerce/order`);
  await expect(page.locator(`article[data-order-id="${first.order_id}"]`).getByTestId('prescription-status')).toHaveText(P.statuses.accepted);
  const rejected = page.locator(`article[data-order-id="${second.order_id}"]`);
  await expect(rejected.getByTestId('prescription-status')).toHaveText(P.statuses.rejected);
  await expect(rejected.getByTestId('cancel-reason')).toContainText('The doctor’s signature is missing.');
  expect((await api(request, origin, 'GET', `ecomProd/ecomProducts/${productId}`)).total_stock).toBe(9);
});
