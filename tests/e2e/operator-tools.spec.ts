import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminSession, apiGet, cartAdd, createCustomer, newCategory, placeCashOrder, runTool, useSession } from './support';

// The command-line tools against the running shop: each test spawns the real
// CLI (no mocks) and then looks at what shoppers see.

const PORT = Number(process.env.E2E_PORT) || 8790;
const SHOP_URL = `http://127.0.0.1:${PORT}`;

const admin = (...args: string[]) => runTool('admin', [...args, '--url', SHOP_URL]);

/** A category of the test's own, so products added here never change the seeded ones other tests read. */
async function ownCategory(request: APIRequestContext, origin: string): Promise<string> {
  return String(await newCategory(request, origin, await adminSession(request, origin), `Stock checks ${Date.now().toString(36)}`));
}

test('the admin tool approves an order and My Orders shows it approved', async ({ page, request, baseURL }) => {
  const shopper = await createCustomer(request, baseURL!, 'Kavya Menon');
  const [product] = await (await request.get('/api/ecomProd/ecomProducts?limit=1&offset=9')).json();
  await cartAdd(request, baseURL!, shopper, product.id, 1);
  const order = await placeCashOrder(request, baseURL!, shopper);

  const listed = await admin('orders', 'list', '--status', 'pending', '--json');
  expect(listed.code, listed.stderr).toBe(0);
  expect(JSON.parse(listed.stdout).orders.map((o: { order_id: string }) => o.order_id)).toContain(order.order_id);
  const table = await admin('orders', 'list', '--status', 'pending', '--limit', '5');
  expect(table.stdout).toContain('Kavya Menon');

  const approved = await admin('orders', 'approve', order.order_id);
  expect(approved.code, approved.stderr).toBe(0);
  expect(approved.stdout).toContain('Order status updated.');

  const mine = await apiGet(request, baseURL!, `placeOrder/orders/${shopper.id}`, shopper.token);
  expect(mine.orders[0]).toMatchObject({ order_id: order.order_id, order_status: 'approved' });
  await useSession(page, baseURL!, shopper);
  await page.goto('/ecommerce/order');
  await expect(page.getByTestId('order-status')).toHaveText(['APPROVED']);
});

// One product of its own (so no other test's prices move) through its life:
// added, its price changed, then withdrawn.
test('a product added with the admin tool shows its changed price, then leaves its page and the sitemap when withdrawn', async ({ page, request, baseURL }) => {
  const category = await ownCategory(request, baseURL!);
  const added = await admin('products', 'add', '--name', 'Operator Test Balm 25 g', '--price', '150', '--category', category, '--rate', '5', '--hsn', '3004', '--stock', '5', '--json');
  expect(added.code, added.stderr).toBe(0);
  const { product } = JSON.parse(added.stdout);
  const changed = await admin('products', 'price', String(product.id), '987.65');
  expect(changed.stderr).toBe('');
  expect(changed.code).toBe(0);
  expect(changed.stdout).toContain('Product updated.');
  expect(changed.stdout).toMatch(/987\.65/);

  await page.goto(`/product/details/${product.id}`);
  await expect(page.getByRole('heading', { name: 'Operator Test Balm 25 g' })).toBeVisible();
  await expect(page.getByTestId('mrp')).toHaveText('₹987.65');
  // Products are listed by id, so the newest is in the last sitemap file.
  const total = Number((await request.get('/api/ecomProd/ecomProducts?limit=1')).headers()['x-total-count']);
  const sitemap = `/sitemaps/products-${Math.ceil(total / 500)}.xml`;
  expect(await (await request.get(sitemap)).text()).toContain(`/product/details/${product.id}<`);

  const withdrawn = await admin('products', 'withdraw', String(product.id));
  expect(withdrawn.code, withdrawn.stderr).toBe(0);
  expect(withdrawn.stdout.trim()).toBe('Product deleted.');
  const gone = await page.goto(`/product/details/${product.id}`);
  expect(gone?.status()).toBe(404);
  expect(await (await request.get(sitemap)).text()).not.toContain(`/product/details/${product.id}<`);
  const search = await (await request.get('/api/ecomProd/ecomProducts?q=operator test balm')).json();
  expect(search).toEqual([]);
});

test('the admin tool says what went wrong on stderr with exit code 1', async () => {
  const unknown = await admin('orders', 'approve', '99999999');
  expect(unknown.code).toBe(1);
  expect(unknown.stdout).toBe('');
  expect(unknown.stderr.trim()).toBe('admin: 404: Order not found.');
  const badLogin = await admin('orders', 'list', '--email', 'admin@example.com', '--password', 'wrong-one');
  expect(badLogin.code).toBe(1);
  expect(badLogin.stderr).toMatch(/^admin: 401: /);
  const usage = await admin('products', 'price', 'abc', '10');
  expect(usage.code).toBe(1);
  expect(usage.stderr.trim()).toBe('admin: product id must be a positive whole number (got "abc").');
});
