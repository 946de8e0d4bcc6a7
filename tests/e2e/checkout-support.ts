import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signToken } from '../../src/server/auth/tokens';
import { createCustomer, type TestUser } from './support';

// Steps the checkout browser tests share.

/**
 * A fresh customer through the accounts API (register + login). While that
 * API is not in this branch (register answers 404), fall back to a seeded
 * account of the shop that no other test uses for orders (seed order:
 * shopper, admin, rider, reviewer, reviewer; slot 2 is the rider, whose
 * token says customer but who is what the server reads), with a token
 * minted from the local secret, one account per slot.
 */
export async function checkoutShopper(request: APIRequestContext, origin: string, slot: 0 | 1 | 2): Promise<TestUser> {
  try {
    return await createCustomer(request, origin, 'Checkout Shopper');
  } catch (err) {
    if (!String(err).includes('register failed: 404')) throw err;
  }
  const html = await (await request.get(`${origin}/ecommerce`)).text();
  const distributorId = Number(/data-distributor-id="(\d+)"/.exec(html)?.[1]);
  const secret = /JWT_SECRET=(\S+)/.exec(readFileSync(path.resolve('.dev.vars'), 'utf8'))?.[1];
  const valid: Array<{ id: number; token: string }> = [];
  for (let id = 1; id <= 40 && valid.length < 5; id += 1) {
    const token = await signToken(secret, { id, distributorId, role: 'customer', tokenVersion: 0 });
    const res = await request.get(`${origin}/api/ecomProdCart/cart/count/${id}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.ok()) valid.push({ id, token });
  }
  const account = valid[[3, 4, 2][slot]!];
  if (!account) throw new Error('no seeded reviewer account to fall back on');
  return { ...account, name: 'Checkout Shopper', email: `reviewer-${account.id}@example.com`, password: '' };
}

import type { ApiProduct } from './catalogue-support';
export type { ApiProduct };

export async function shopProducts(request: APIRequestContext, origin: string): Promise<ApiProduct[]> {
  const res = await request.get(`${origin}/api/ecomProd/ecomProducts?limit=500`);
  expect(res.ok()).toBe(true);
  return res.json();
}

export function authHeaders(user: TestUser) {
  return { authorization: `Bearer ${user.token}` };
}

export async function apiAdd(request: APIRequestContext, origin: string, user: TestUser, productId: number, quantity: number) {
  const res = await request.post(`${origin}/api/ecomProdCart/add`, {
    headers: authHeaders(user),
    data: { user_id: user.id, product_id: productId, quantity },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A sweetalert2 alert with this title is showing; press OK and wait for it to go. */
export async function acceptAlert(page: Page, title: string | RegExp): Promise<void> {
  const popup = page.locator('.swal2-popup');
  await expect(popup.locator('.swal2-title')).toHaveText(title);
  await popup.locator('.swal2-confirm').click();
  await expect(popup).toBeHidden();
  // sweetalert2 hands focus back (to the button that opened it) just after its
  // container goes; a fill racing that would type into the button. Give it a
  // moment, as a person would.
  await expect(page.locator('.swal2-container')).toHaveCount(0);
  await page.waitForTimeout(300);
}

export const badge = (page: Page) => page.getByTestId('cart-count');
export const cartRow = (page: Page, name: string) => page.getByTestId('cart-item').filter({ hasText: name });

/** Waits until an island has hydrated (Astro removes the ssr attribute). */
export async function hydrated(page: Page, component: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="${component}"]`).first()).not.toHaveAttribute('ssr', '');
}

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
