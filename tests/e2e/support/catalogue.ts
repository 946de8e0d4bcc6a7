import type { Locator } from '@playwright/test';
import type { ApiProduct } from './api';

// Reading product cards as the shopper sees them.

/** Newest first, as the shop orders "Latest Products" and the Newest sort. */
export const byNewest = (a: ApiProduct, b: ApiProduct) =>
  a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1;

/** Product names of the visible cards in a list, in order. */
export async function cardNames(list: Locator): Promise<string[]> {
  return list.locator('.product-card:visible .product-card__name').allInnerTexts();
}

/** A price as shown (₹1,234 or ₹1,234.50) as a number. */
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The final prices shown on the visible cards. */
export async function shownPrices(list: Locator): Promise<number[]> {
  return (await list.locator('.product-card:visible .price-final').allInnerTexts()).map(rupees);
}

/** The discount percent shown on each visible card (0 when none is shown). */
export async function shownDiscounts(list: Locator): Promise<number[]> {
  const out: number[] = [];
  for (const card of await list.locator('.product-card:visible').all()) {
    const off = card.locator('.price-off');
    out.push((await off.count()) ? Number((await off.innerText()).replace(/% off$/, '')) : 0);
  }
  return out;
}

export const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every((v, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v));
