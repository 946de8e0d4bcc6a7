import { expect, test } from '@playwright/test';
import { createCustomer, fillLogin, ownClientAddress, visit } from './support';

// Strangers' failed logins never lock the owner out: on an account past its
// allowance, the login form from a new browser solves the server's challenge
// by itself and logs in; that browser is then a known device.

test('after strangers fail logins, the owner still logs in from a new browser (the form solves the challenge)', async ({ page, request, baseURL }) => {
  const user = await createCustomer(request, baseURL!, 'Ritu Sharma');
  for (let i = 0; i < 8; i++) {
    await request.post('/api/EcomLogin/Ecomlogin', {
      headers: { 'CF-Connecting-IP': `198.18.7.${i + 1}` },
      data: { email: user.email, password: 'guess-123' },
    });
  }
  const asked = await request.post('/api/EcomLogin/Ecomlogin', { headers: { 'CF-Connecting-IP': '198.18.7.99' }, data: { email: user.email, password: user.password } });
  expect((await asked.json()).code).toBe('LOGIN_CHALLENGE');

  await ownClientAddress(page);
  await visit(page, '/ecommerce/login');
  await fillLogin(page, user.email, user.password);
  await page.locator('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/ecommerce$/, { timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem('login_device'))).toMatch(/^[0-9a-f]{64}$/);
});
