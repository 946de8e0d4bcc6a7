import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@/lib/messages';
import { RETURN_BLOCKS } from '@/lib/returns';
import { logIn, openOrderDetails, useSession } from './support';

// My Orders with the seeded shopper's six orders (newest first): pending (UPI),
// approved + out for delivery, delivered 1 day ago (returnable), delivered 9
// days ago (window expired), returned, cancelled. One page load, its checks as
// steps in order: the return step changes the returnable order, the last step
// the pending one.

const R = MESSAGES.returns;
const cards = (page: Page) => page.locator('article[data-order-id]');
const card = (page: Page, index: number) => cards(page).nth(index);

// A logged-out visitor's redirect to login with the return address is
// security-headers.spec.ts's (the same load, watched for CSP violations).

test('the seeded shopper’s My Orders: list, return blocks, tracking, invoices, a return and a removal', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const shopper = await logIn(request, baseURL!, 'shopper@example.com', 'shopper123');
  await useSession(page, baseURL!, shopper);
  await page.goto('/ecommerce/order');
  // Generous: the first load hydrates the island and queries D1 while other workers run.
  await expect(cards(page)).toHaveCount(6, { timeout: 20_000 });

  await test.step('lists the orders with id, Indian date, UPPERCASE status, products, totals and a grand total', async () => {
    await expect(page.getByTestId('order-status')).toHaveText(['PENDING', 'APPROVED', 'COMPLETED', 'COMPLETED', 'RETURNED', 'CANCELLED']);
    const first = card(page, 0);
    await expect(first.getByRole('heading', { name: /^Order ID: ORD-\d+-\d+$/ })).toBeVisible();
    await expect(first.locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    await openOrderDetails(first);
    const productLink = first.locator('.order-product-name').first();
    await expect(productLink).toHaveAttribute('href', /^\/product\/details\/\d+$/);
    for (const label of ['MRP', 'Quantity', 'Discount', 'Discount price']) await expect(first.getByText(label, { exact: true }).first()).toBeVisible();
    await expect(first.getByText('Delivery charges')).toBeVisible();
    await expect(first.getByText('Total after coupon')).toBeVisible();
    await expect(first.getByText('Coupon discount')).toHaveCount(0);
    for (const name of ['Print Invoice', 'Return', 'Track Delivery']) await expect(first.getByRole('button', { name, exact: true })).toBeVisible();
    // The grand total is the sum of the non-cancelled orders' totals.
    const totals = await page.locator('.order-total dd').allTextContents();
    const rupees = totals.map((t) => Number(t.replace(/[^\d.]/g, '')));
    const expected = rupees.slice(0, 5).reduce((a, b) => a + b, 0);
    await expect(page.getByTestId('grand-total')).toContainText(`₹${expected.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  });

  await test.step('Return is disabled, with its reason, unless the order was delivered in the last 3 days', async () => {
    const reasons: Array<[number, string]> = [
      [0, RETURN_BLOCKS.pending.message],
      [1, RETURN_BLOCKS.notDelivered.message],
      [3, R.expired],
      [4, R.allReturned],
      [5, RETURN_BLOCKS.cancelled.message],
    ];
    for (const [index, reason] of reasons) {
      const button = card(page, index).getByRole('button', { name: 'Return', exact: true });
      await expect(button, reason).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(reason);
      await expect(card(page, index).getByTestId('return-reason')).toHaveText(reason);
    }
    await expect(card(page, 2).getByRole('button', { name: 'Return', exact: true })).toBeEnabled();
    await expect(card(page, 2).getByTestId('return-reason')).toHaveCount(0);
    // The expired window and the fully returned order carry their headings too.
    await expect(card(page, 3).getByText(R.expiredTitle, { exact: true })).toBeVisible();
    await expect(card(page, 4).getByText(R.allReturnedTitle, { exact: true })).toBeVisible();
    for (const index of [0, 1, 5]) await expect(card(page, index).getByTestId('return-reason-title')).toHaveCount(0);
  });

  await test.step('the tracking modal shows the status, the steps done and 25% per step', async () => {
    await card(page, 1).getByRole('button', { name: 'Track Delivery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Track Delivery' });
    await expect(dialog.getByTestId('tracking-status')).toHaveText('Current status: Out for Delivery');
    await expect(dialog.locator('.tracking-step')).toHaveText(['Assigned (complete)', 'Picked Up (complete)', 'Out for Delivery (complete)', 'Delivered (not yet)'].map((t) => new RegExp(t.replace(/[()]/g, '\\$&'))));
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    await expect(dialog.locator('[aria-current="step"]')).toContainText('Out for Delivery');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await card(page, 0).getByRole('button', { name: 'Track Delivery' }).click();
    await expect(page.getByRole('dialog', { name: 'Track Delivery' }).getByTestId('tracking-status')).toContainText('has not been assigned');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await card(page, 2).getByRole('button', { name: 'Track Delivery' }).click();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Track Delivery' })).toBeHidden();
  });

  await test.step('Print Invoice downloads the order’s PDF', async () => {
    const orderId = await card(page, 1).getAttribute('data-order-id');
    const [download] = await Promise.all([page.waitForEvent('download'), card(page, 1).getByRole('button', { name: 'Print Invoice' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^invoice-INV-[A-Z]+-\d+-\d+\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5000);
    expect(orderId).toMatch(/^ORD-/);
  });

  await test.step('an invoice that fails to download shows the server’s message', async () => {
    await page.route('**/api/placeOrder/print-invoice/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Invoice service is down."}' }));
    await card(page, 1).getByRole('button', { name: 'Print Invoice' }).click();
    await expect(page.getByRole('heading', { name: 'Invoice service is down.' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.route('**/api/placeOrder/print-invoice/**', (route) => route.fulfill({ status: 200, contentType: 'application/pdf', body: '' }));
    await card(page, 1).getByRole('button', { name: 'Print Invoice' }).click();
    await expect(page.getByRole('heading', { name: MESSAGES.invoice.empty })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: MESSAGES.invoice.empty })).toBeHidden();
    await page.unroute('**/api/placeOrder/print-invoice/**');
  });

  await test.step('returns one product of the returnable order through the modal', async () => {
    const returnable = card(page, 2);
    const orderId = await returnable.getAttribute('data-order-id');
    await returnable.getByRole('button', { name: 'Return', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Return products' });
    await expect(dialog.getByRole('checkbox')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Submit Return Request' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(R.selectProduct);
    const first = dialog.getByRole('checkbox').first();
    const name = (await dialog.locator('.return-check label').first().innerText()).replace(/\s×\s\d+$/, '');
    await first.check();
    await dialog.getByRole('button', { name: 'Submit Return Request' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(R.selectProduct);
    await dialog.getByRole('textbox', { name: `Reason for returning ${name}` }).fill('The seal was broken');
    await dialog.getByRole('button', { name: 'Submit Return Request' }).click();
    await expect(page.getByRole('heading', { name: R.success })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    const updated = page.locator(`article[data-order-id="${orderId}"]`);
    await openOrderDetails(updated);
    await expect(updated.locator('.order-product', { hasText: name }).getByText('Returned', { exact: true })).toBeVisible();
    // The two others can still be returned; the returned one is no longer offered.
    await updated.getByRole('button', { name: 'Return', exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Return products' });
    await expect(again.getByRole('checkbox')).toHaveCount(2);
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();
  });

  await test.step('removes a product from the pending order after confirmation', async () => {
    const pending = card(page, 0);
    await openOrderDetails(pending);
    const products = pending.locator('.order-product');
    await expect(products).toHaveCount(2);
    const name = await products.nth(1).locator('.order-product-name').innerText();
    await products.nth(1).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('heading', { name: R.removeTitle })).toBeVisible();
    await expect(page.getByText(R.removeText)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    // As a shopper would: the question gone before asking again (a tap on a closing dialog is lost).
    await expect(page.getByRole('heading', { name: R.removeTitle })).toBeHidden();
    await expect(products).toHaveCount(2);
    await products.nth(1).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: R.removeConfirm }).click();
    await expect(page.getByText(`${name} was removed from your order.`)).toBeVisible();
    await expect(products).toHaveCount(1);
    await expect(products.first().locator('.order-product-name')).not.toHaveText(name);
  });
});
