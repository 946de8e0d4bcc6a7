import { expect, test } from '@playwright/test';

test('the empty path redirects to the shop home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/ecommerce$/);
});

test('localhost serves the pharmacy and kirana.localhost the grocery', async ({ page, baseURL }) => {
  await page.goto('/ecommerce');
  await expect(page).toHaveTitle(/Sehat/i);
  const kirana = baseURL!.replace('localhost', 'kirana.localhost');
  await page.goto(`${kirana}/ecommerce`);
  await expect(page).toHaveTitle(/Kirana/i);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-distributor-slug', 'kirana');
});

test('the browser keeps the shop’s distributor id in local storage', async ({ page }) => {
  await page.goto('/ecommerce');
  const id = await page.locator('html').getAttribute('data-distributor-id');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('distributor_id'))).toBe(id);
});

test('an unknown shop host gets a 404 page', async ({ page, baseURL }) => {
  const response = await page.goto(baseURL!.replace('localhost', 'nosuchshop.localhost') + '/ecommerce');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Shop not found' })).toBeVisible();
});

test('an unknown page gets a 404 page inside the shop', async ({ page }) => {
  const response = await page.goto('/ecommerce/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
