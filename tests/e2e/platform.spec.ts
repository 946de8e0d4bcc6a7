import { expect, test } from '@playwright/test';
import { HI_IN } from '../../src/lib/i18n/hi-IN';
import { shopGet } from './support';

// One page goes from the empty path to each shop's home, then to addresses no shop or page answers.

test('the empty path redirects to the shop home; localhost serves the pharmacy and kirana.localhost the grocery; the browser keeps the shop’s distributor id in local storage', async ({ page, baseURL }) => {
  await test.step('the empty path redirects to the shop home', async () => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ecommerce$/);
  });
  await test.step('localhost serves the pharmacy', async () => {
    await expect(page).toHaveTitle(/Sehat/i);
  });
  await test.step('the browser keeps the shop’s distributor id in local storage', async () => {
    const id = await page.locator('html').getAttribute('data-distributor-id');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('distributor_id'))).toBe(id);
  });
  await test.step('kirana.localhost serves the grocery', async () => {
    const kirana = baseURL!.replace('localhost', 'kirana.localhost');
    await page.goto(`${kirana}/ecommerce`);
    await expect(page).toHaveTitle(/Kirana/i);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-distributor-slug', 'kirana');
  });
});

test('an unknown shop host gets a 404 page; an unknown page gets a 404 page inside the shop', async ({ page, baseURL }) => {
  await test.step('an unknown shop host gets a 404 page', async () => {
    const response = await page.goto(baseURL!.replace('localhost', 'nosuchshop.localhost') + '/ecommerce');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Shop not found' })).toBeVisible();
  });
  await test.step('an unknown page gets a 404 page inside the shop', async () => {
    const response = await page.goto('/ecommerce/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
  await test.step('under the Hindi prefix, an address that is no shop page gets the 404 page inside the shop, in Hindi', async () => {
    // The console and the rider screen have one address in every language, without the prefix.
    for (const path of ['/hi/does-not-exist', '/hi/admin', '/hi/rider', '/hi/hi/ecommerce']) {
      const res = await shopGet(page.request, `${baseURL}${path}`);
      expect(res.status(), path).toBe(404);
      const html = await res.text();
      expect(html, path).toMatch(/^<!DOCTYPE html><html lang="hi-IN"/);
      expect(html, path).toContain(`>${HI_IN.shop.notFound.title}</h1>`);
    }
    const response = await page.goto('/hi/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: HI_IN.shop.notFound.title })).toBeVisible();
    await expect(page.getByRole('link', { name: HI_IN.shop.notFound.back })).toHaveAttribute('href', '/hi/ecommerce');
  });
});
