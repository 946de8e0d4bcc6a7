import type { Page, Route } from '@playwright/test';

// The cart as the shopper sees it: the header's Cart link and count, the
// cart page's rows, and the placing requests a test watches.

export const headerCartLink = (page: Page) => page.locator('header').getByRole('link', { name: 'Cart', exact: true });
export const cartBadge = (page: Page) => page.locator('header').getByTestId('cart-count');
export const cartRow = (page: Page, name: string) => page.getByTestId('cart-item').filter({ hasText: name });

/**
 * Passes place/all requests through and keeps each answer (the page navigates
 * away right after). The route is there from now until an order is placed, and
 * again from `watch()` until the next one: while a page has a route, Chromium's
 * cache is off and every request crosses the test runner, so the pages opened
 * between placings would fetch all their scripts again.
 */
export async function recordPlacements(page: Page) {
  const url = '**/api/placeOrder/place/all';
  const answers: Array<{ status: number; body: any; key: string }> = [];
  let dropNext = false;
  const handler = async (route: Route) => {
    const key = route.request().headers()['idempotency-key'] ?? '';
    if (dropNext) {
      dropNext = false;
      answers.push({ status: 0, body: null, key });
      return route.abort('connectionreset');
    }
    const response = await route.fetch();
    answers.push({ status: response.status(), body: await response.json(), key });
    await route.fulfill({ response });
    // Placed: nothing to record until the next watch().
    await page.unroute(url, handler).catch(() => {});
  };
  const watch = () => page.route(url, handler);
  await watch();
  return {
    answers,
    /** The next request is lost on the way (the server never sees it). */
    dropNext: () => {
      dropNext = true;
    },
    /** Records the next placing too (call before the click that places it). */
    watch,
  };
}
