import { expect, type Locator } from '@playwright/test';

// My Orders' cards are compact: an order's lines and money open under its
// "Order details" disclosure, as a shopper opens them (one click, or Enter).

/** Opens the card's details (leaves them open when they already are) and waits until they show. */
export async function openOrderDetails(card: Locator): Promise<void> {
  const details = card.locator('details.order-details');
  const summary = details.locator('> summary');
  await expect(summary).toBeVisible();
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await summary.click();
  await expect(details).toHaveAttribute('open', '');
}
