import type { Page } from '@playwright/test';

// The cart as the shopper sees it: the header's Cart link and count, the
// cart page's rows, and the placing requests a test watches.

export const headerCartLink = (page: Page) => page.locator('header').getByRole('link', { name: 'Cart', exact: true });
export const cartBadge = (page: Page) => page.locator('header').getByTestId('cart-count');
export const cartRow = (page: Page, name: string) => page.getByTestId('cart-item').filter({ hasText: name });

/** Passes place/all requests through and keeps each answer (the page navigates away right after). */
export async function recordPlacements(page: Page) {
  const answers: Array<{ status: number; body: any; key: string }> = [];
  let dropNext = false;
  await page.route('**/api/placeOrder/place/all', async (route) => {
    const key = route.request().headers()['idempotency-key'] ?? '';
    if (dropNext) {
      dropNext = false;
      answers.push({ status: 0, body: null, key });
      return route.abort('connectionreset');
    }
    const response = await route.fetch();
    answers.push({ status: response.status(), body: await response.json(), key });
    return route.fulfill({ response });
  });
  return {
    answers,
    /** The next request is lost on the way (the server never sees it). */
    dropNext: () => {
      dropNext = true;
    },
  };
}
