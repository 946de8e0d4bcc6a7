import { expect, test } from '@playwright/test';

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
});
