import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../src/lib/messages';
import { ownClientAddress, visit } from './support';

// Newsletter double opt-in: the footer's subscription mails a confirmation
// link (here through /dev/outbox), and only opening it confirms, once.

const N = MESSAGES.newsletter;

test('a subscription is confirmed by the mailed link, once', async ({ page }) => {
  await ownClientAddress(page);
  const email = `reader-${Date.now()}@example.com`;
  const res = await page.request.post('/api/subscribe', { data: { subscriber_email: email } });
  expect(res.status()).toBe(201);
  expect((await res.json()).message).toBe(N.success);

  await visit(page, '/dev/outbox');
  const mail = page.locator('.outbox-item').filter({ hasText: email }).first();
  await expect(mail).toContainText('confirm your newsletter subscription');
  const link = mail.getByRole('link', { name: /\/ecommerce\/newsletter\/confirm\// });
  await link.click();
  await expect(page.locator('main').getByRole('status')).toHaveText(N.confirmed);
  await page.reload();
  await expect(page.locator('main').getByRole('status')).toHaveText(N.confirmInvalid);
});
