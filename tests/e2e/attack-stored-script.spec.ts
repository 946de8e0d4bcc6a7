import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiTarget, createCustomer, shopOrigin, useSession, type TestUser } from './support';

// Script-bearing text stored through the API in every field a shopper or an
// operator can write, then every page that shows it opened in Chromium: the
// text must show as text, no dialog may open and no injected code may run.

/** Markup that runs code in every common way, ending with a tag we can find on the page. */
const payload = (tag: string) => `<img src=x onerror=__xss=1><script>__xss=2</script>"><svg/onload=__xss=3>'-alert(4)-'${tag}`;

async function api(request: APIRequestContext, origin: string, method: string, path: string, token?: string, data?: unknown) {
  const target = apiTarget(origin, `/api/${path}`);
  const headers: Record<string, string> = { ...target.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (method === 'POST' && path === 'placeOrder/place/all') headers['idempotency-key'] = `xss-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const res = await request.fetch(target.url, { method, headers, data });
  const body = await res.text();
  expect(res.status(), `${method} ${path}: ${body}`).toBeLessThan(300);
  return body ? JSON.parse(body) : undefined;
}

/** Opens a page and proves the stored text is shown, inert. */
async function assertInert(page: Page, url: string, visibleTags: string[], dialogs: string[], reveal?: string) {
  await page.goto(url);
  // Islands that hydrate when seen (the reviews) are brought into view first.
  if (reveal) await page.locator(reveal).scrollIntoViewIfNeeded();
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

  const admin = await api(request, origin, 'POST', 'EcomLogin/Ecomlogin', undefined, { email: 'admin@example.com', password: 'admin123' });
  const stamp = Date.now().toString(36);
  const category = await api(request, origin, 'POST', 'ecomProdcat/ecomcategory', admin.token, { category: payload(`XCAT${stamp}`) });
  const product = await api(request, origin, 'POST', 'ecomProd/ecomProducts', admin.token, {
    product_name: payload(`XPROD${stamp}`),
    product_price: 99,
    total_stock: 50,
    category_id: category.category.id,
    description: payload(`XDESC${stamp}`),
    drug_content: payload(`XDRUG${stamp}`),
    direction_to_use: payload(`XDIR${stamp}`),
    do_donts: payload(`XDOS${stamp}`),
    features_benefits: payload(`XFEAT${stamp}`),
    faqs: payload(`XFAQ${stamp}`),
  });
  const productId = product.product.id as number;

  const shopper: TestUser = await createCustomer(request, origin, payload('XNAME'));
  await api(request, origin, 'PATCH', `EcomLogin/EcomCustomer/profile/${shopper.id}`, shopper.token, { address: payload(`XADDR${stamp}`) });
  await api(request, origin, 'POST', 'ecomProdCart/add', shopper.token, { product_id: productId, quantity: 1 });
  const placed = await api(request, origin, 'POST', 'placeOrder/place/all', shopper.token, {
    delivery_address: payload(`XSHIP${stamp}`),
    payment_method: 'Cash on Delivery',
  });
  const orderId = placed.order.order_id as string;
  await api(request, origin, 'PUT', `placeOrder/${orderId}/status`, admin.token, { status: 'approved' });
  // Delivered through the delivery steps (delivery completes the order), so it may be reviewed and returned.
  const rider = await api(request, origin, 'POST', 'EcomLogin/Ecomlogin', undefined, { email: 'rider@example.com', password: 'rider123' });
  await api(request, origin, 'PUT', `placeOrder/assign-deliveryBoy/${orderId}`, admin.token, { assigned_deliveryboy_id: rider.user.id });
  for (const step of ['picked_up', 'out_for_delivery', 'delivered']) {
    await api(request, origin, 'PUT', `placeOrder/update-deliveryboy-status/${orderId}`, rider.token, { deliveryboy_status: step });
  }
  const review = await api(request, origin, 'POST', 'ecom_prodReview/reviews', shopper.token, { product_id: productId, rating: 4, review: payload(`XREV${stamp}`) });
  await api(request, origin, 'POST', `placeOrder/orders/${orderId}/request-return`, shopper.token, { reason: payload(`XRET${stamp}`) });
  const reporter = await createCustomer(request, origin);
  await api(request, origin, 'POST', `Report_helpful_review/${review.review.id}/report`, reporter.token, { reason: payload(`XREP${stamp}`) });
  // Back in the cart, so the cart page shows the product too.
  await api(request, origin, 'POST', 'ecomProdCart/add', shopper.token, { product_id: productId, quantity: 1 });

  await assertInert(page, `${origin}/ecommerce/category/${category.category.id}`, [`XCAT${stamp}`, `XPROD${stamp}`], dialogs);
  await assertInert(page, `${origin}/product/details/${productId}`, [`XPROD${stamp}`, `XDESC${stamp}`, `XREV${stamp}`, 'XNAME'], dialogs, '#reviews-heading');
  await assertInert(page, `${origin}/ecommerce/search?q=${encodeURIComponent(`XPROD${stamp}`)}`, [`XPROD${stamp}`], dialogs);
  await assertInert(page, `${origin}/ecommerce/search?q=${encodeURIComponent('<img src=x onerror=__xss=9>')}`, [], dialogs);
  await assertInert(page, `${origin}/`, [], dialogs);

  await useSession(page, origin, shopper);
  await assertInert(page, `${origin}/ecommerce/profile`, ['XNAME', `XADDR${stamp}`], dialogs);
  await assertInert(page, `${origin}/ecommerce/cart`, [`XPROD${stamp}`], dialogs);
  await assertInert(page, `${origin}/ecommerce/order`, [`XPROD${stamp}`], dialogs);
  await assertInert(page, `${origin}/ecommerce/add-address`, [], dialogs);
});
