import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { cartQuantities, cartRow, createCustomer, hydratedIsland, shopOrigin, shopProducts, useSession } from './support';

// On a phone the product page's buttons sit in a bar at the screen's foot:
// Add to Cart is on the first screen without scrolling. Buy More stays beside
// it, and Buy now adds the product and goes straight to the cart.

test.use({ viewport: { width: 375, height: 667 } });

// One shopper's page: where the bar sits (the same for a guest: the page's HTML is the same for
// everyone), then Buy now from it.
test('Add to Cart, Buy now and Buy More are on the first screen of a phone, and stay there while scrolling; Buy now adds the chosen quantity and opens the cart', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const origin = shopOrigin(baseURL!, 'sehat');
  const product = (await shopProducts(page.request, origin)).find((p) => p.total_stock > 3)!;
  const user = await createCustomer(page.request, origin, 'Quick Shopper');
  await useSession(page, origin, user);
  await page.goto(`${origin}/product/details/${product.id}`);

  await test.step('Add to Cart, Buy now and Buy More are on the first screen of a phone, and stay there while scrolling', async () => {
    const buttons = [
      page.getByRole('button', { name: MESSAGES.shop.addToCart }),
      page.getByRole('button', { name: MESSAGES.shop.buyNow, exact: true }),
      page.getByRole('link', { name: MESSAGES.shop.buyMore }),
    ];
    for (const control of buttons) {
      await expect(control).toBeInViewport({ ratio: 1 });
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.height).toBeGreaterThanOrEqual(40); // a finger's target
    }
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(buttons[0]!).toBeInViewport({ ratio: 1 });
    // The last of the footer is not hidden under the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = (await page.locator('.purchase__actions').boundingBox())!;
    const footerEnd = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual(bar.y + 1);
  });

  await test.step('Buy now adds the chosen quantity and opens the cart', async () => {
    await page.getByRole('button', { name: MESSAGES.shop.increaseQuantity }).click();
    await hydratedIsland(page, `#quantity-${product.id}`);
    await expect(page.getByRole('textbox', { name: MESSAGES.shop.quantity })).toHaveValue('2');
    await page.getByRole('button', { name: MESSAGES.shop.buyNow, exact: true }).click();
    await expect(page).toHaveURL(`${origin}/ecommerce/cart`);
    await expect(cartRow(page, product.product_name)).toBeVisible();
    expect(await cartQuantities(page.request, origin, user, product.id)).toEqual([2]);
  });
});

test('on the Hindi page Buy now goes to the Hindi cart', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'kirana');
  const product = (await shopProducts(page.request, origin)).find((p) => p.total_stock > 3)!;
  const user = await createCustomer(page.request, origin, 'Hindi Buy Now');
  await useSession(page, origin, user);
  await page.goto(`${origin}/hi/product/details/${product.id}`);
  await page.getByRole('button', { name: 'अभी खरीदें' }).click();
  await expect(page).toHaveURL(`${origin}/hi/ecommerce/cart`);
  expect(await cartQuantities(page.request, origin, user, product.id)).toEqual([1]);
});
