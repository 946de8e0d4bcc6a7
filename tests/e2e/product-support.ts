import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

// Astro removes the `ssr` attribute from <astro-island> once the island has
// hydrated: tests wait for that before typing or clicking.
export async function waitForIsland(page: Page, inner: string): Promise<Locator> {
  const island = page.locator('astro-island', { has: page.locator(inner) }).first();
  // client:interaction islands wake when the shopper reaches for them: focus one of their controls.
  if ((await island.getAttribute('client')) === 'interaction') await wakeByFocus(island);
  await expect(island).not.toHaveAttribute('ssr', /.*/);
  return island;
}

/** Focuses the first control inside an island, as a shopper tabbing to it would. */
export async function wakeByFocus(island: Locator): Promise<void> {
  if ((await island.getAttribute('ssr')) === null) return;
  await island.locator('button:not([disabled]), input, a[href]').first().focus();
}

export interface ApiProduct {
  id: number;
  product_name: string;
  product_price: number;
  discount: number;
  total_stock: number;
  image: string | null;
  category_id: number;
  description: string;
  drug_content: string;
  direction_to_use: string;
  do_donts: string;
  features_benefits: string;
  faqs: string;
}

/**
 * A GET from the test runner to a shop's host. Node does not resolve
 * <slug>.localhost (Chromium does), so it goes to 127.0.0.1 with the Host header.
 */
export function hostGet(page: Page, url: string) {
  const target = new URL(url);
  const host = target.host;
  if (target.hostname.endsWith('.localhost')) target.hostname = '127.0.0.1';
  return page.request.get(target.href, { headers: { host } });
}

/** Every product of a shop, through its API. */
export async function allProducts(page: Page, origin: string): Promise<ApiProduct[]> {
  const res = await hostGet(page, `${origin}/api/ecomProd/ecomProducts?limit=500`);
  expect(res.ok()).toBe(true);
  return res.json();
}

/** One product with its description fields. */
export async function productDetail(page: Page, origin: string, id: number): Promise<ApiProduct> {
  const res = await hostGet(page, `${origin}/api/ecomProd/ecomProducts/${id}`);
  expect(res.ok()).toBe(true);
  return res.json();
}
