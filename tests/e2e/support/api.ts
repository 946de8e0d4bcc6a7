import { expect, type APIRequestContext } from '@playwright/test';
import type { Product } from '@/contract/catalogue';
import { hostTarget } from './hosts';
import { authHeaders, logIn, type TestUser } from './sessions';

// The shop's real API, called from the test runner to read what a test
// compares the page with, or to set up what the test is not about (a cart
// the checkout starts from, stock an operator changed). Never a stand-in for
// the UI step a test is about.

/** A product as the API answers it: the same type the shop's own client reads. */
export type ApiProduct = Product;

export interface ApiCategory {
  id: number;
  category: string;
  category_image: string | null;
  banner_image: string | null;
}

interface CallOptions {
  token?: string;
  data?: unknown;
  headers?: Record<string, string>;
  /** The status the call must answer with (default: any 2xx). */
  status?: number;
}

/** Calls `/api/<path>` on a shop, checks the status, and returns the parsed answer. */
export async function api<T = any>(request: APIRequestContext, origin: string, method: string, path: string, options: CallOptions = {}): Promise<T> {
  const target = hostTarget(origin, `/api/${path}`);
  const headers: Record<string, string> = { ...target.headers, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  // Writes carry the shop's origin, as the browser's would.
  if (method !== 'GET') headers.origin ??= origin;
  const res = await request.fetch(target.url, { method, headers, data: options.data });
  const text = await res.text();
  if (options.status === undefined) expect(res.status(), `${method} ${path}: ${text}`).toBeLessThan(300);
  else expect(res.status(), `${method} ${path}: ${text}`).toBe(options.status);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiGet = <T = any>(request: APIRequestContext, origin: string, path: string, token?: string) =>
  api<T>(request, origin, 'GET', path, { token });

export const shopProducts = (request: APIRequestContext, origin: string) =>
  apiGet<ApiProduct[]>(request, origin, 'ecomProd/ecomProducts?limit=500');

export const shopCategories = (request: APIRequestContext, origin: string) =>
  apiGet<ApiCategory[]>(request, origin, 'ecomProdcat/ecomcategory');

export const productDetail = (request: APIRequestContext, origin: string, id: number) =>
  apiGet<ApiProduct>(request, origin, `ecomProd/ecomProducts/${id}`);

/** A seeded shop's every product and category. */
export async function loadShop(request: APIRequestContext, origin: string) {
  const [products, categories] = await Promise.all([shopProducts(request, origin), shopCategories(request, origin)]);
  return { origin, products, categories };
}

/** Puts a product into a customer's server cart: setup for tests about what comes after adding. */
export async function cartAdd(request: APIRequestContext, origin: string, user: TestUser, productId: number, quantity: number): Promise<void> {
  await api(request, origin, 'POST', 'ecomProdCart/add', { headers: authHeaders(user), data: { product_id: productId, quantity }, status: 200 });
}

/** The quantities of the customer's server cart lines holding `productId` (one line: one number). */
export async function cartQuantities(request: APIRequestContext, origin: string, user: TestUser, productId: number): Promise<number[]> {
  const { cartItems } = await apiGet(request, origin, `ecomProdCart/${user.id}`, user.token);
  return (cartItems as Array<{ product_id: number; quantity: number }>).filter((line) => line.product_id === productId).map((line) => line.quantity);
}

/** Places the customer's server cart as a Cash on Delivery order. */
export async function placeCashOrder(request: APIRequestContext, origin: string, user: TestUser, extra: Record<string, unknown> = {}) {
  const body = await api(request, origin, 'POST', 'placeOrder/place/all', {
    headers: { ...authHeaders(user), 'idempotency-key': crypto.randomUUID() },
    data: { payment_method: 'Cash on Delivery', delivery_address: '21 FC Road, Pune 411004', ...extra },
    status: 201,
  });
  return body.order as { id: number; order_id: string; final_price_after_coupon: number; coupon_discount: number };
}

// The seeded operators log in once per worker and shop, through the login API:
// each login hashes the password (100,000 PBKDF2 rounds in the Worker), and
// about ninety tests need the admin or the rider. A test that ends its
// operator's token (a logout) logs in with `logIn` instead, for a token of its own.
const operatorSessions = new Map<string, Promise<TestUser>>();

function operatorSession(request: APIRequestContext, origin: string, email: string, password: string): Promise<TestUser> {
  const key = `${origin} ${email}`;
  let session = operatorSessions.get(key);
  if (!session) {
    session = logIn(request, origin, email, password);
    operatorSessions.set(key, session);
    // A failed login is not kept: the next test asks again.
    session.catch(() => operatorSessions.delete(key));
  }
  return session;
}

/** The seeded operators of the default shop (one login per worker: see above). */
export const adminSession = (request: APIRequestContext, origin: string) => operatorSession(request, origin, 'admin@example.com', 'admin123');
export const riderSession = (request: APIRequestContext, origin: string) => operatorSession(request, origin, 'rider@example.com', 'rider123');

/**
 * A category of the test's own: products a test makes live there, so the
 * seeded categories other tests sort and count never change under them.
 */
export async function newCategory(request: APIRequestContext, origin: string, admin: TestUser, name: string): Promise<number> {
  const body = await api(request, origin, 'POST', 'ecomProdcat/ecomcategory', { token: admin.token, data: { category: name }, status: 201 });
  return body.category.id;
}

export async function newProduct(
  request: APIRequestContext,
  origin: string,
  admin: TestUser,
  product: { name: string; price: number; stock: number; categoryId: number },
): Promise<number> {
  const body = await api(request, origin, 'POST', 'ecomProd/ecomProducts', {
    token: admin.token,
    data: { product_name: product.name, product_price: product.price, discount: 0, total_stock: product.stock, category_id: product.categoryId, gst_rate: 5, hsn_code: '3004' },
    status: 201,
  });
  return body.product.id;
}

export async function setStock(request: APIRequestContext, origin: string, admin: TestUser, id: number, stock: number): Promise<void> {
  await api(request, origin, 'PUT', `ecomProd/ecomProducts/${id}`, { token: admin.token, data: { total_stock: stock } });
}
