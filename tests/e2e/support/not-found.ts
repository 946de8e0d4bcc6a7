import { expect, type Page } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { shopGet } from './hosts';

// Addresses that must be a real 404 page. The status and the served HTML are
// the Worker's: every address is read from the runner, and the browser opens
// one of them to show the page a shopper gets.

const heading = new RegExp(`<h1[^>]*>\\s*${MESSAGES.shop.notFound.title}\\s*</h1>`);

/** Each address answers 404 with the "Page not found" page; the last one is opened in the browser. */
export async function expectNotFoundPages(page: Page, addresses: string[]): Promise<void> {
  for (const address of addresses) {
    const res = await shopGet(page.request, address);
    expect(res.status(), address).toBe(404);
    expect(await res.text(), address).toMatch(heading);
  }
  const response = await page.goto(addresses.at(-1)!);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: MESSAGES.shop.notFound.title })).toBeVisible();
}
