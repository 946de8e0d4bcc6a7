import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { acceptAlert, alertPopup, apiGet, logIn, type TestUser } from './support';
import { openSignedIn } from './support/open-signed-in';

// Ratings and reviews on the product page (src/islands/ProductReviews.tsx).

const M = MESSAGES.reviews;
test.describe.configure({ mode: 'serial' });

/** Opens a product page, as a guest or with a shopper's session put in storage. */
async function openProduct(page: Page, id: number, as?: { origin: string; user: TestUser }) {
  if (as) await openSignedIn(page, as.origin, as.user, `/product/details/${id}`);
  else await page.goto(`/product/details/${id}`);
  await page.locator('#reviews-heading').scrollIntoViewIfNeeded();
  // The island is server HTML until the shopper reaches for it (client:interaction): the first click wakes it and is replayed.
  await expect(page.locator('.rating-summary')).toBeVisible();
}

// The seeded shopper logs in once for the file (each login costs the Worker a
// password hash); no test here logs them out or changes their password.
let shopperLogin: Promise<TestUser> | undefined;

/** A product the shopper received (completed order) and one with seeded reviews. */
async function shopperProducts(page: Page, request: APIRequestContext, origin: string) {
  shopperLogin ??= logIn(request, origin, 'shopper@example.com', 'shopper123');
  const shopper = await shopperLogin;
  const { orders } = await apiGet(request, origin, `placeOrder/orders/${shopper.id}`, shopper.token);
  const completed = orders.filter((o: { order_status: string }) => o.order_status === 'completed');
  const receivedIds: number[] = completed.flatMap((o: { products: { product_id: number }[] }) => o.products.map((p) => p.product_id));
  // One the shopper may still review: a retry of this serial group finds the first attempt's review in place.
  let received: number | undefined;
  for (const id of receivedIds.reverse()) {
    if ((await apiGet(request, origin, `ecom_prodReview/can-review/${shopper.id}/${id}`, shopper.token)).success === true) {
      received = id;
      break;
    }
  }
  const pending = orders.find((o: { order_status: string }) => o.order_status === 'pending').products[0].product_id as number;
  return { shopper, received, pending };
}

test('the summary shows the average and bars for 5 down to 1, and a guest pressing Rate Now is asked to log in', async ({ page }) => {
  await openProduct(page, 4);
  const average = page.getByTestId('rating-average');
  await expect(average).toHaveText(/^\d\.\d\s*out of 5$/);
  // The stars are drawn (not a ★ character a phone's font may lack), one beside the average and one per bar.
  await expect(average.locator('svg.glyph')).toHaveCount(1);
  await expect(page.locator('.rating-bar-label')).toHaveText(['5', '4', '3', '2', '1']);
  await expect(page.locator('.rating-bar-label svg.glyph')).toHaveCount(5);

  await expect(page.getByText(M.verifiedBuyer).first()).toBeVisible();
  await page.getByRole('button', { name: 'Rate Now' }).click();
  await expect(page.getByRole('heading', { name: M.loginRequired })).toBeVisible();
});

test('a shopper who has not received the product is not allowed', async ({ page, request, baseURL }) => {
  const { shopper, pending } = await shopperProducts(page, request, baseURL!);
  await openProduct(page, pending, { origin: baseURL!, user: shopper });
  await page.getByRole('button', { name: 'Rate Now' }).click();
  await expect(page.getByRole('heading', { name: M.notAllowedTitle })).toBeVisible();
});

test('an eligible shopper rates with the keyboard, writes a review and cannot review again', async ({ page, request, baseURL }) => {
  const { shopper, received } = await shopperProducts(page, request, baseURL!);
  expect(received, 'the seeded shopper has a received product not yet reviewed').toBeDefined();
  await openProduct(page, received!, { origin: baseURL!, user: shopper });
  await page.getByRole('button', { name: 'Rate Now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  // The alert hands focus back to Submit Review a moment after it closes; keys before that would be lost.
  await acceptAlert(page, M.invalidRatingTitle, dialog.getByRole('button', { name: 'Submit Review' }));
  const three = dialog.getByRole('radio', { name: '3 stars' });
  await three.check();
  await expect(three).toBeChecked();
  // The keyboard from here: focus the checked star, then the arrow key moves the rating.
  await three.focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await acceptAlert(page, M.emptyTitle, dialog.getByRole('button', { name: 'Submit Review' }));
  await dialog.getByLabel('Your review').fill('Arrived quickly and works as described.');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await acceptAlert(page, M.submitted);
  const mine = page.locator('.review-item', { hasText: 'Arrived quickly and works as described.' });
  await expect(mine).toContainText('Ananya Iyer');
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await page.getByRole('button', { name: 'Rate Now' }).click();
  await expect(page.getByRole('heading', { name: M.alreadySubmittedTitle })).toBeVisible();
  await expect(page.getByText(M.alreadySubmitted)).toBeVisible();
});

test('helpful counts once, and a report needs a reason', async ({ page, request, baseURL }) => {
  const { shopper } = await shopperProducts(page, request, baseURL!);
  await openProduct(page, 4, { origin: baseURL!, user: shopper });
  // One review, by its text: the list may re-order or re-render once it counts the helpful mark.
  // One nobody marked yet, so a retry of this group picks a fresh one.
  const unmarked = page.locator('.review-item').filter({ hasNotText: 'Ananya Iyer' }).filter({ has: page.getByRole('button', { name: /^Helpful$/ }) });
  const text = await unmarked.first().locator('.review-text').innerText();
  const review = page.locator('.review-item').filter({ hasText: text });
  await review.getByRole('button', { name: /^Helpful/ }).click();
  await expect(page.getByText(M.helpfulThanks)).toBeVisible();
  await expect(review.getByRole('button', { name: /^Helpful \(1\)$/ })).toBeVisible();
  await review.getByRole('button', { name: /^Helpful/ }).click();
  await acceptAlert(page, M.alreadyMarked);
  // Forgetting it in this browser: the server still answers Already Marked.
  await page.evaluate(() => localStorage.removeItem('helpfulReviews'));
  await page.reload();
  await page.locator('#reviews-heading').scrollIntoViewIfNeeded();
  await review.getByRole('button', { name: /^Helpful/ }).click();
  await acceptAlert(page, M.alreadyMarked);

  await review.getByRole('button', { name: 'Report' }).click();
  await alertPopup(page).getByRole('button', { name: 'OK' }).click();
  await acceptAlert(page, M.reportReasonRequired);
  await review.getByRole('button', { name: 'Report' }).click();
  await alertPopup(page).getByRole('textbox').fill('Looks like an advert');
  await alertPopup(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: M.reportSubmitted })).toBeVisible();
});
