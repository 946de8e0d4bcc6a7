import { expect, test } from '@playwright/test';
import { discountedPaise, formatInr, toPaise, toRupees } from '../../src/lib/pricing';
import { cartAdd, createCustomer, holdRequests, shopOrigin, shopProducts, skipPopup, useSession } from './support';

// 'To be paid' includes the delivery charge from its first appearance: while
// the charge is still on its way (a slow phone) the cart says it is loading
// instead of showing a total that then jumps by the charge.

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test('the cart shows no total until the delivery charge is known, then items plus the charge', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'sehat');
  const user = await createCustomer(page.request, origin, 'Total Shopper');
  const product = (await shopProducts(page.request, origin)).find((p) => p.total_stock >= 5 && p.discount > 0)!;
  await cartAdd(page.request, origin, user, product.id, 2);
  await useSession(page, origin, user);

  // The charge's answer is held (then passed through unchanged) to see the page meanwhile.
  const { requested, release } = await holdRequests(page, '**/api/ecomConfig/get-delivery-charges');

  await page.goto(`${origin}/ecommerce/cart`);
  await requested;
  await expect(page.getByRole('status').filter({ hasText: 'Loading your cart' })).toBeVisible();
  await expect(page.getByTestId('to-be-paid')).toHaveCount(0);

  release();
  // sehat's delivery charge is ₹40.
  const items = discountedPaise(toPaise(product.product_price), product.discount) * 2;
  await expect(page.getByTestId('delivery-charges')).toHaveText(formatInr(40));
  await expect(page.getByTestId('to-be-paid')).toHaveText(formatInr(toRupees(items + 4_000)));
});
