import { expect, test, type Page } from '@playwright/test';
import { adminSession, api, createCustomer, deliveryStep, openOrderDetails, placeCashOrder, riderSession, shopOrigin, type TestUser, useSession } from './support';

// Script-bearing text stored through the API in every field a shopper or an
// operator can write, then every page that shows it opened in Chromium: the
// text must show as text, no dialog may open and no injected code may run.

/** Markup that runs code in every common way, ending with a tag we can find on the page. */
const payload = (tag: string) => `<img src=x onerror=__xss=1><script>__xss=2</script>"><svg/onload=__xss=3>'-alert(4)-'${tag}`;

/** Opens a page and proves the stored text is shown, inert. */
async function assertInert(page: Page, url: string, visibleTags: string[], dialogs: string[], reveal?: string, open?: (page: Page) => Promise<void>) {
  await page.goto(url);
  // Islands that hydrate when seen (the reviews) are brought into view first.
  if (reveal) await page.locator(reveal).scrollIntoViewIfNeeded();
  // Text a shopper opens to read (an order's lines) is opened first.
  if (open) await open(page);
  for (const tag of visibleTags) await expect(page.getByText(tag, { exact: false }).first(), `${tag} on ${url}`).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `no injected code ran on ${url}`).toBeUndefined();
  expect(await page.locator('[onerror*="__xss"], [onload*="__xss"], script:text("__xss")').count(), `no injected element on ${url}`).toBe(0);
  expect(dialogs, `no dialog on ${url}`).toEqual([]);
}

test('script stored in any text field never runs on the pages that show it', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const origin = shopOrigin(baseURL!);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  const admin = await adminSession(request, origin);
  const stamp = Date.now().toString(36);
  const category = await api(request, origin, 'POST', 'ecomProdcat/ecomcategory', { token: admin.token, data: { category: payload(`XCAT${stamp}`) } });
  const product = await api(request, origin, 'POST', 'ecomProd/ecomProducts', { token: admin.token, data: {
    product_name: payload(`XPROD${stamp}`),
    product_price: 99,
    gst_rate: 5,
    hsn_code: '3004',
    total_stock: 50,
    category_id: category.category.id,
    description: payload(`XDESC${stamp}`),
    drug_content: payload(`XDRUG${stamp}`),
    direction_to_use: payload(`XDIR${stamp}`),
    do_donts: payload(`XDOS${stamp}`),
    features_benefits: payload(`XFEAT${stamp}`),
    faqs: payload(`XFAQ${stamp}`),
  } });
  const productId = product.product.id as number;

  const shopper: TestUser = await createCustomer(request, origin, payload('XNAME'));
  await api(request, origin, 'PATCH', `EcomLogin/EcomCustomer/profile/${shopper.id}`, { token: shopper.token, data: { address: payload(`XADDR${stamp}`) } });
  await api(request, origin, 'POST', 'ecomProdCart/add', { token: shopper.token, data: { product_id: productId, quantity: 1 } });
  const orderId = (await placeCashOrder(request, origin, shopper, { delivery_address: payload(`XSHIP${stamp}`), delivery_pincode: '411004' })).order_id;
  await api(request, origin, 'PUT', `placeOrder/${orderId}/status`, { token: admin.token, data: { status: 'approved' } });
  // Delivered through the delivery steps (delivery completes the order), so it may be reviewed and returned.
  const rider = await riderSession(request, origin);
  await api(request, origin, 'PUT', `placeOrder/assign-deliveryBoy/${orderId}`, { token: admin.token, data: { assigned_deliveryboy_id: rider.id } });
  for (const step of ['picked_up', 'out_for_delivery', 'delivered']) {
    await api(request, origin, 'PUT', `placeOrder/update-deliveryboy-status/${orderId}`, { token: rider.token, data: await deliveryStep(request, origin, shopper, orderId, step) });
  }
  const review = await api(request, origin, 'POST', 'ecom_prodReview/reviews', { token: shopper.token, data: { product_id: productId, rating: 4, review: payload(`XREV${stamp}`) } });
  await api(request, origin, 'POST', `placeOrder/orders/${orderId}/request-return`, { token: shopper.token, data: { reason: payload(`XRET${stamp}`) } });
  const reporter = await createCustomer(request, origin);
  await api(request, origin, 'POST', `Report_helpful_review/${review.review.id}/report`, { token: reporter.token, data: { reason: payload(`XREP${stamp}`) } });
  // Back in the cart, so the cart page shows the product too.
  await api(request, origin, 'POST', 'ecomProdCart/add', { token: shopper.token, data: { product_id: productId, quantity: 1 } });

  await assertInert(page, `${origin}/ecommerce/category/${category.category.id}`, [`XCAT${stamp}`, `XPROD${stamp}`], dialogs);
  await assertInert(page, `${origin}/product/details/${productId}`, [`XPROD${stamp}`, `XDESC${stamp}`, `XREV${stamp}`, 'XNAME'], dialogs, '#reviews-heading');
  await assertInert(page, `${origin}/ecommerce/search?q=${encodeURIComponent(`XPROD${stamp}`)}`, [`XPROD${stamp}`], dialogs);
  await assertInert(page, `${origin}/ecommerce/search?q=${encodeURIComponent('<img src=x onerror=__xss=9>')}`, [], dialogs);
  await assertInert(page, `${origin}/`, [], dialogs);

  await useSession(page, origin, shopper);
  await assertInert(page, `${origin}/ecommerce/profile`, ['XNAME', `XADDR${stamp}`], dialogs);
  await assertInert(page, `${origin}/ecommerce/cart`, [`XPROD${stamp}`], dialogs);
  await assertInert(page, `${origin}/ecommerce/order`, [`XPROD${stamp}`], dialogs, undefined, (p) => openOrderDetails(p.locator('article.order-card').first()));
  await assertInert(page, `${origin}/ecommerce/add-address`, [], dialogs);
});
