import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../src/lib/messages';
import { formatInr } from '../../src/lib/pricing';
import { acceptAlert, adminSession, apiGet, cartAdd, createCustomer, recordPlacements, shopOrigin, shopProducts, skipPopup, useSession } from './support';

// Delivery by pincode in the browser (sehat: Pune ₹40 with cash on delivery,
// Mumbai ₹60 without, nothing in Kolkata). The cart refuses a pincode outside
// the areas before payment; the console shows the areas and keeps a refused edit.

const D = MESSAGES.delivery;

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test('the cart refuses a pincode outside the areas before payment, charges the area and hides cash on delivery, and the popup names the cash ceiling', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const origin = shopOrigin(baseURL!, 'sehat');
  const user = await createCustomer(page.request, origin, 'Pincode Shopper');
  const [product] = (await shopProducts(page.request, origin)).filter((p) => p.total_stock >= 20 && p.discount === 0 && Number.isInteger(p.product_price));
  await cartAdd(page.request, origin, user, product!.id, 1);
  await useSession(page, origin, user);
  await page.goto(`${origin}/ecommerce/cart`);
  const placements = await recordPlacements(page);

  await page.getByLabel('Delivery address').fill('7 Park Street, Kolkata');
  await page.getByLabel('Pincode').fill('700016');
  await expect(page.getByTestId('delivery-area-note')).toHaveText(D.notDeliveredCheckout('700016'));
  await page.getByRole('button', { name: 'Proceed to Buy' }).click();
  // Typing starts once the alert has handed focus to the pincode: keys typed
  // while focus still moves could land in another field.
  await acceptAlert(page, D.notDeliveredCheckout('700016'), page.getByLabel('Pincode'));
  await expect(page.getByRole('dialog', { name: 'Choose a payment method' })).toHaveCount(0);
  expect(placements.answers).toHaveLength(0);

  // Mumbai: the area's ₹60, and no cash on delivery offered.
  await page.getByLabel('Delivery address').fill('3 Hill Road, Bandra, Mumbai');
  await page.getByLabel('Pincode').fill('400050');
  await expect(page.getByTestId('delivery-area-note')).toHaveText('');
  await expect(page.getByTestId('to-be-paid')).toHaveText(formatInr(product!.product_price + 60));
  await page.getByRole('button', { name: 'Proceed to Buy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a payment method' });
  await expect(dialog.getByText(D.codNotOffered('400050'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cash on Delivery' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'UPI' }).click();
  await dialog.getByLabel('UPI ID').fill('asha@okicici');
  await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(page).toHaveURL(/\/ecommerce\/order$/);
  // The order keeps the whole address: the pincode typed beside the line joins it.
  expect(placements.answers.at(-1)).toMatchObject({ status: 201, body: { order: { delivery_charges: 60, delivery_address: '3 Hill Road, Bandra, Mumbai, 400050' } } });

  // The same shopper (one account fewer to hash), a new cart over ₹5,000 (the
  // default ceiling) in at most 20 of one product: the payment popup says at
  // once that the total is over the cash on delivery ceiling, and does not offer it.
  const big = (await shopProducts(page.request, origin)).find((p) => p.total_stock >= 20 && p.product_price * (1 - p.discount / 100) * Math.min(20, p.total_stock) > 5_200);
  expect(big).toBeTruthy();
  const quantity = Math.min(20, Math.ceil(5_200 / (big!.product_price * (1 - big!.discount / 100))));
  await cartAdd(page.request, origin, user, big!.id, quantity);
  await page.goto(`${origin}/ecommerce/cart`);
  await page.getByLabel('Delivery address').fill('12 FC Road, Pune');
  await page.getByLabel('Pincode').fill('411004');
  await expect(page.getByTestId('delivery-area-note')).toHaveText('');
  await page.getByRole('button', { name: 'Proceed to Buy' }).click();
  const popup = page.getByRole('dialog', { name: 'Choose a payment method' });
  await expect(popup.getByText(MESSAGES.orderLimits.cod(formatInr(5_000)))).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Cash on Delivery' })).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'UPI' })).toBeVisible();
});

test('the console lists the delivery areas and keeps a refused edit as typed', async ({ page, request, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'sehat');
  const admin = await adminSession(request, origin);
  await useSession(page, origin, admin);
  await page.goto(`${origin}/admin/delivery`);
  await expect(page.getByRole('heading', { name: MESSAGES.console.sections.delivery, level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: MESSAGES.console.navLabel }).getByRole('link', { name: MESSAGES.console.sections.delivery })).toHaveAttribute('aria-current', 'page');
  const first = page.getByRole('group', { name: MESSAGES.console.deliveryAreas.area(1) });
  await expect(first.getByLabel(MESSAGES.console.deliveryAreas.pincodes)).toHaveValue('411001-411062');
  await first.getByLabel(MESSAGES.console.deliveryAreas.pincodes).fill('411062-411001');
  await page.getByRole('button', { name: MESSAGES.console.deliveryAreas.save }).click();
  await expect(page.getByText(D.pincodesInvalid('411062-411001'))).toBeVisible();
  await expect(first.getByLabel(MESSAGES.console.deliveryAreas.pincodes)).toHaveValue('411062-411001');
  // Nothing was saved: the check box still answers for Pune.
  expect((await apiGet(request, origin, 'delivery/check?pincode=411014')).deliverable).toBe(true);
});
