import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { shopOrigin } from './support';

// Helpers shared by the catalogue browser tests (home.spec.ts, category.spec.ts).

export const SHOPS = ['sehat', 'kirana'] as const;

export interface ApiProduct {
  id: number;
  product_name: string;
  product_price: number;
  discount: number;
  total_stock: number;
  category_id: number;
  createdAt: string;
}

export interface ApiCategory {
  id: number;
  category: string;
  banner_image: string | null;
}

/**
 * GET an API path on a shop's origin from the test process. Node does not
 * resolve <slug>.localhost as the browser does, so such hosts are reached
 * through 127.0.0.1 with their Host header.
 */
export function shopGet(request: APIRequestContext, address: string) {
  const url = new URL(address);
  const headers: Record<string, string> = {};
  if (url.hostname.endsWith('.localhost')) {
    headers.host = url.host;
    url.hostname = '127.0.0.1';
  }
  return request.get(url.href, { headers });
}

export async function apiJson<T>(request: APIRequestContext, origin: string, path: string): Promise<T> {
  const res = await shopGet(request, `${origin}/api/${path}`);
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

export interface Shop {
  origin: string;
  products: ApiProduct[];
  categories: ApiCategory[];
}

/** A seeded shop's origin and, from its API, every product and category. */
export async function loadShop(request: APIRequestContext, baseURL: string, slug: (typeof SHOPS)[number]): Promise<Shop> {
  const origin = shopOrigin(baseURL, slug);
  const [products, categories] = await Promise.all([
    apiJson<ApiProduct[]>(request, origin, 'ecomProd/ecomProducts?limit=500'),
    apiJson<ApiCategory[]>(request, origin, 'ecomProdcat/ecomcategory'),
  ]);
  return { origin, products, categories };
}

/** Newest first, as the shop orders "Latest Products" and the Newest sort. */
export const byNewest = (a: ApiProduct, b: ApiProduct) =>
  a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1;

/** The home popup shows once per browser; tests about other things mark it as seen first. */
export async function skipPopup(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('hasSeenPopup', 'true'));
}

/**
 * Waits until the islands of a component inside `scope` have hydrated (Astro
 * drops their ssr attribute). client:visible islands need to be scrolled to.
 */
export async function hydrated(scope: Locator, component: string): Promise<void> {
  await expect(scope.locator(`astro-island[component-url*="/${component}."][ssr]`)).toHaveCount(0);
}

/** Product names of the visible cards in a list, in order. */
export async function cardNames(list: Locator): Promise<string[]> {
  return list.locator('.product-card:visible .product-card__name').allInnerTexts();
}

/** A price as shown (₹1,234 or ₹1,234.50) as a number. */
export const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The final prices shown on the visible cards. */
export async function shownPrices(list: Locator): Promise<number[]> {
  return (await list.locator('.product-card:visible .price-final').allInnerTexts()).map(rupees);
}

/** The discount percent shown on each visible card (0 when none is shown). */
export async function shownDiscounts(list: Locator): Promise<number[]> {
  const cards = list.locator('.product-card:visible');
  const out: number[] = [];
  for (const card of await cards.all()) {
    const off = card.locator('.price-off');
    out.push((await off.count()) ? Number((await off.innerText()).replace(/% off$/, '')) : 0);
  }
  return out;
}

export const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every((v, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v));
