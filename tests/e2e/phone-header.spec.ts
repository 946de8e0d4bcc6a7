import { expect, test, type Page } from '@playwright/test';
import { createCustomer, hydratedIsland, shopOrigin, useSession } from './support';

// On a 375 px phone the header keeps the shop's logo and the shopper's name
// whole, on English and Hindi pages alike; the language link and the search
// share the second row.

test.use({ viewport: { width: 375, height: 667 } });

/** Whether an element's text is drawn in full (not cut short with an ellipsis). */
const whole = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.scrollWidth <= el.clientWidth);

// One shopper per shop, each page opened in turn.
test('the header keeps the logo and the shopper’s name whole on kirana’s /hi/ecommerce/cart and sehat’s /hi/ecommerce/cart and /ecommerce/cart', async ({ page, baseURL }) => {
  for (const [slug, paths] of [['kirana', ['/hi/ecommerce/cart']], ['sehat', ['/hi/ecommerce/cart', '/ecommerce/cart']]] as const) {
    const origin = shopOrigin(baseURL!, slug);
    const user = await createCustomer(page.request, origin, 'Asha Verma');
    await useSession(page, origin, user);
    for (const path of paths) {
      await test.step(`${slug}’s ${path}`, async () => {
        await page.goto(`${origin}${path}`);
        const name = page.locator('.profile-menu__name');
        await expect(name).toHaveText('Asha Verma');
        await hydratedIsland(page, '.profile-menu__button');
        expect(await whole(page, '.profile-menu__name')).toBe(true);
        const logo = (await page.locator('.site-header__logo').boundingBox())!;
        expect(logo.width).toBeGreaterThanOrEqual(88);
        // Nothing in the header runs past the screen's edge.
        for (const selector of ['.site-header__logo', '.site-header__actions', '.language-chooser', '.site-header__search']) {
          const box = (await page.locator(selector).first().boundingBox())!;
          expect(box.x, selector).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, selector).toBeLessThanOrEqual(375);
        }
      });
    }
  }
});
