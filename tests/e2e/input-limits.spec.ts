import { expect, test, type APIRequestContext } from '@playwright/test';
import { MESSAGES } from '../../src/lib/messages';
import {
  acceptAlert,
  adminSession,
  alertPopup,
  cartAdd,
  createCustomer,
  deliverOrder,
  placeCashOrder,
  riderSession,
  shopOrigin,
  shopProducts,
  skipPopup,
  useSession,
  type TestUser,
} from './support';

// Text longer than a field allows (address 500, coupon code 40, review 2000,
// reason 500, e-mail 254) is kept as typed and refused with a message that
// says the limit: the shopper never finds their text silently cut short.

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

const tooLong = MESSAGES.general.tooLong;

async function inStockProduct(request: APIRequestContext, origin: string) {
  const product = (await shopProducts(request, origin)).find((p) => p.total_stock >= 20);
  if (!product) throw new Error('no product in stock');
  return product;
}

/** A fresh customer whose order of one product has been delivered (returnable and reviewable). */
async function deliveredOrder(request: APIRequestContext, origin: string): Promise<{ user: TestUser; orderId: string; productId: number }> {
  const product = await inStockProduct(request, origin);
  const user = await createCustomer(request, origin, 'Limits Shopper');
  await cartAdd(request, origin, user, product.id, 1);
  const { order_id: orderId } = await placeCashOrder(request, origin, user);
  const [admin, rider] = await Promise.all([adminSession(request, origin), riderSession(request, origin)]);
  await deliverOrder(request, origin, user, orderId, { admin, rider });
  return { user, orderId, productId: product.id };
}

// One shopper, one tab: the cart (with the footer's newsletter), then My Orders
// and the product page of their delivered order.
test('cart, newsletter, My Orders and product page: over-long text is kept as typed and refused with the limit', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const origin = shopOrigin(baseURL!, 'sehat');
  const { user, orderId, productId } = await deliveredOrder(page.request, origin);
  await cartAdd(page.request, origin, user, (await inStockProduct(page.request, origin)).id, 1);
  await useSession(page, origin, user);

  await test.step('cart: an over-long coupon code and delivery address', async () => {
    await page.goto(`${origin}/ecommerce/cart`);
    const code = page.getByLabel('Coupon code');
    await code.fill('A'.repeat(41));
    await expect(code).toHaveValue('A'.repeat(41));
    await page.getByRole('button', { name: 'Apply Coupon' }).click();
    await expect(page.locator('#coupon-error')).toHaveText(tooLong('Coupon code', 40));

    const address = page.locator('#delivery-address');
    const longAddress = `12 MG Road, Pune ${'x'.repeat(490)}`;
    await address.fill(longAddress);
    await expect(address).toHaveValue(longAddress);
    await page.getByRole('button', { name: 'Proceed to Buy' }).click();
    await acceptAlert(page, tooLong('Delivery address', 500));
    await expect(page.getByRole('button', { name: 'Confirm Payment' })).toHaveCount(0);
  });

  await test.step('newsletter (the footer, on the same page): an e-mail over 254 characters', async () => {
    const form = page.getByRole('form', { name: 'Newsletter subscription' });
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.in`;
    await form.getByRole('textbox').fill(email);
    await expect(form.getByRole('textbox')).toHaveValue(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText(tooLong('Email', 254))).toBeVisible();
  });

  await test.step('My Orders: an over-long return reason', async () => {
    await page.goto(`${origin}/ecommerce/order`);
    const card = page.locator(`article[data-order-id="${orderId}"]`);
    await card.getByRole('button', { name: 'Return' }).click();
    const dialog = page.getByRole('dialog');
    const reason = dialog.getByRole('textbox');
    await reason.fill('r'.repeat(501));
    await expect(reason).toHaveValue('r'.repeat(501));
    await dialog.getByRole('button', { name: 'Submit Return Request' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: tooLong('Reason', 500) })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('product page: an over-long review', async () => {
    await page.goto(`${origin}/product/details/${productId}`);
    await page.getByRole('button', { name: 'Rate Now' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('radio', { name: '4 stars' }).check();
    const review = modal.getByLabel('Your review');
    await review.fill('g'.repeat(2001));
    await expect(review).toHaveValue('g'.repeat(2001));
    await modal.getByRole('button', { name: 'Submit Review' }).click();
    await expect(alertPopup(page).locator('.swal2-title')).toHaveText(tooLong('Review', 2000));
  });
});
