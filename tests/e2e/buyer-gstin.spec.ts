import { WCAG_2_AA, wcagAxe } from './support/axe';
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { cartAdd, createCustomer, recordPlacements, shopOrigin, shopProducts, skipPopup, useSession } from './support';

// A business buyer's GSTIN in the cart, on a phone: behind "Add GSTIN for a
// business invoice", checked before payment with the words said under the
// field (what was typed stays), and sent with the order once it is right.
// The server's own refusal and the printed invoice are covered by
// tests/api/gst-invoice-fields.test.ts.

const C = MESSAGES.checkout;

test.use({ viewport: { width: 375, height: 800 } });
test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test('a mistyped GSTIN is said under the field and kept; the right one goes with the order', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'sehat');
  const user = await createCustomer(page.request, origin, 'Business Buyer');
  const [product] = (await shopProducts(page.request, origin)).filter((p) => p.total_stock >= 30 && !p.prescription_required);
  await cartAdd(page.request, origin, user, product!.id, 1);
  await useSession(page, origin, user);
  const sent: unknown[] = [];
  page.on('request', (r) => r.url().endsWith('/api/placeOrder/place/all') && sent.push(r.postDataJSON()));
  await page.goto(`${origin}/ecommerce/cart`);
  const placements = await recordPlacements(page);
  await page.getByLabel('Delivery address').fill('7 FC Road, Shivajinagar, Pune 411004');

  // Closed until asked for; one field inside.
  const field = page.getByLabel(C.buyerGstinLabel);
  await expect(field).toBeHidden();
  await page.getByText(C.buyerGstinSummary).click();
  await expect(field).toBeVisible();
  await expect(page.getByText(C.buyerGstinHint)).toBeVisible();

  // A wrong check character: refused before payment, in place, with the GSTIN as typed.
  await field.fill('27aapfu0939f1zw');
  await page.getByRole('button', { name: 'Proceed to Buy' }).click();
  const error = page.locator('#buyer-gstin-error');
  await expect(error).toHaveText(C.buyerGstinCheck);
  await expect(field).toHaveValue('27aapfu0939f1zw');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Choose a payment method' })).toHaveCount(0);
  // Too short says so; the page still fits the phone.
  await field.fill('27AAPFU0939');
  await expect(error).toHaveText(C.buyerGstinShape);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const { violations } = await wcagAxe(page, WCAG_2_AA).include('.buyer-gstin').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Corrected (spaces and small letters are fine): the message goes, and the order carries it.
  await field.fill('27aapfu 0939f1zv');
  await expect(error).toHaveText('');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'Proceed to Buy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a payment method' });
  await dialog.getByRole('button', { name: 'Cash on Delivery' }).click();
  await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(page).toHaveURL(/\/ecommerce\/order$/);
  const placed = placements.answers.at(-1)!;
  expect(placed.status).toBe(201);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ buyer_gstin: '27aapfu 0939f1zv' });
});
