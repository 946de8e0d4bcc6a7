import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { REFUNDS_OWED_MESSAGES } from '@/lib/refunds-owed-messages';
import { discountedPrice, formatPaise, toPaise } from '@/lib/pricing';
import { adminSession, api, authHeaders, cartAdd, createCustomer, openOrderDetails, shopProducts, useSession } from './support';
import { alertPopup } from './support/dialogs';

// Money owed back, on a phone: a shopper takes a product out of an order paid
// by UPI, the shop's admin finds it under Refunds owed, records the UPI refund,
// and both the shopper's My Orders and the console's order show a balance of
// ₹0.00. Each side acts in the browser; the placing and the payment's
// verification are set up through the API.

const R = REFUNDS_OWED_MESSAGES;
const P = MESSAGES.payments;

test.use({ viewport: { width: 375, height: 800 } });

test('a line removed from a UPI-paid order is owed, recorded as refunded, and the books balance on both sides', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const shopper = await createCustomer(request, origin, 'Ledger Shopper');
  const admin = await adminSession(request, origin);
  const [kept, removed] = (await shopProducts(request, origin)).filter((p) => p.total_stock >= 20 && p.product_price >= 10).slice(-2);
  await cartAdd(request, origin, shopper, kept!.id, 1);
  await cartAdd(request, origin, shopper, removed!.id, 1);
  const placed = await api(request, origin, 'POST', 'placeOrder/place/all', {
    headers: { ...authHeaders(shopper), 'idempotency-key': crypto.randomUUID() },
    data: { payment_method: 'UPI', upi_id: null, payment_gateway: 'UPI', delivery_address: '21 FC Road, Pune 411004' },
    status: 201,
  });
  const order = placed.order as { id: number; order_id: string };
  await api(request, origin, 'PUT', `placeOrder/${order.order_id}/verify-payment`, {
    headers: authHeaders(admin),
    data: { utr: String(400_000_000_000 + Math.floor(Math.random() * 99_999_999_999)), admin_notes: 'Seen in the bank app.' },
    status: 200,
  });
  const owedPaise = toPaise(discountedPrice(removed!.product_price, removed!.discount));

  // The shopper takes one product out of the paid order.
  await useSession(page, origin, shopper);
  await page.goto('/ecommerce/order');
  const card = page.locator(`article[data-order-id="${order.order_id}"]`);
  await openOrderDetails(card);
  await card.locator('.order-product', { hasText: removed!.product_name }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: MESSAGES.returns.removeConfirm }).click();
  await expect(card.locator('.order-product')).toHaveCount(1);
  await expect(card.getByTestId('order-balance')).toHaveText(`${P.moneyBalance}${P.owedToYou(formatPaise(owedPaise))}`);

  // The admin finds it under Refunds owed and records the UPI refund.
  await useSession(page, origin, admin);
  await page.goto('/admin/refunds');
  const row = page.locator(`tr[data-order-id="${order.order_id}"]`);
  await expect(row.getByTestId('amount-owed')).toHaveText(formatPaise(owedPaise));
  await expect(row.getByLabel(R.method)).toHaveValue('upi');
  await row.getByLabel(R.reference).fill('UPI-RFND-4711');
  await row.getByRole('button', { name: R.record }).click();
  await expect(alertPopup(page)).toContainText(R.recordConfirm(formatPaise(owedPaise), order.order_id, R.methods.upi!));
  await alertPopup(page).getByRole('button', { name: R.record }).click();
  await expect(page.getByText(R.recorded(formatPaise(owedPaise)))).toBeVisible();
  await expect(row).toHaveCount(0);

  // The console's order: received, refunded, and square.
  await page.goto(`/admin/orders/${encodeURIComponent(order.order_id)}`);
  await expect(page.getByTestId('money-refunded')).toHaveText(formatPaise(owedPaise));
  await expect(page.getByTestId('money-balance')).toHaveText('₹0.00');

  // The shopper's My Orders: square too.
  await useSession(page, origin, shopper);
  await page.goto('/ecommerce/order');
  await expect(card.getByTestId('order-balance')).toHaveText(`${P.moneyBalance}₹0.00`);
});
