import { expect, test } from '@playwright/test';
import { EN_CONSOLE_MESSAGING as K } from '@/lib/console-messaging-messages';
import { HI_IN_OPERATORS } from '@/lib/i18n/hi-IN/operators';
import { MESSAGES } from '@/lib/messages';
import { adminSession, api, hydrated, shopOrigin, useSession } from './support';
import { seriousAxeFindings } from './support/axe';

// The console's SMS & WhatsApp page on a phone, for kirana (e-mail only as
// deployed): a refused save that keeps what was typed, SMS switched on with a
// sender, approved templates and one MSG91 template id of its own, and
// "Send me a test", which the local MSG91
// stand-in keeps in the outbox. It switches kirana's SMS off again after, and
// reads the page in Hindi.

test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

test('an admin switches SMS on, saves the approved templates and sends a test, and the page reads in Hindi', async ({ page, request, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'kirana');
  const admin = await adminSession(request, origin);
  // On a fresh server kirana's SMS follows the deployment; a run against the
  // same server again finds the settings the last run saved (and switched off).
  const { sms: before } = await api(request, origin, 'GET', 'admin/messaging-settings', { token: admin.token });
  await useSession(page, origin, admin);
  try {
    await page.goto(`${origin}/admin/messaging`);
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.console.sections.messaging })).toBeVisible();
    await hydrated(page.locator('main'));
    const sms = page.getByRole('form', { name: K.smsTitle });
    await expect(sms.getByText(K.deployed)).toHaveCount(before.stored ? 0 : 1);
    if (!before.stored) await expect(sms.getByText(K.deployed)).toBeVisible();

    expect(await seriousAxeFindings(page)).toEqual([]);

    // A sender id that is not 6 letters is refused in words, and what was typed stays.
    await sms.getByLabel(K.enabled('SMS')).check();
    await sms.getByLabel(K.smsSender).fill('KIR4NA');
    await sms.getByRole('checkbox', { name: 'test_message' }).check();
    await sms.getByRole('checkbox', { name: 'order_placed' }).check();
    await sms.getByRole('button', { name: K.save }).click();
    await expect(sms.getByText('The sender id is the 6 letters DLT approved for the shop (like SEHATM).')).toBeVisible();
    await expect(sms.getByLabel(K.smsSender)).toHaveValue('KIR4NA');

    await sms.getByLabel(K.smsSender).fill('kirana');
    await sms.getByRole('button', { name: K.save }).click();
    await expect(sms.getByText('SMS settings saved.')).toBeVisible();
    await expect(sms.getByText(K.deployed)).toHaveCount(0);
    await expect(sms.getByLabel(K.smsSender)).toHaveValue('KIRANA');
    await page.reload();
    await expect(sms.getByRole('checkbox', { name: 'test_message' })).toBeChecked();
    await expect(sms.getByRole('checkbox', { name: 'delivered' })).not.toBeChecked();

    // The shop's own MSG91 template id for a template: refused in words when malformed (kept as typed), saved when right.
    await hydrated(page.locator('main'));
    const placedEn = sms.getByLabel(K.templateIdLabel('order_placed', K.english));
    await placedEn.fill('64f1-a2');
    await sms.getByRole('button', { name: K.save }).click();
    await expect(sms.getByText('An MSG91 template id is up to 40 letters and digits, as MSG91 shows it.')).toBeVisible();
    await expect(placedEn).toHaveValue('64f1-a2');
    await placedEn.fill('64f1a2b3c4d5e6f7a8b9c0d1');
    await sms.getByRole('button', { name: K.save }).click();
    await expect(sms.getByText('SMS settings saved.')).toBeVisible();
    await page.reload();
    await expect(sms.getByLabel(K.templateIdLabel('order_placed', K.english))).toHaveValue('64f1a2b3c4d5e6f7a8b9c0d1');
    await expect(sms.getByLabel(K.templateIdLabel('order_placed', K.hindi))).toHaveValue('');

    // The test goes to the admin's own mobile; the stand-in keeps it in the outbox.
    await hydrated(page.locator('main'));
    await sms.getByRole('button', { name: K.sendTest }).click();
    await expect(sms.getByText(/^Test SMS sent to \+91\d{10}\.$/)).toBeVisible();
    await page.goto(`${origin}/dev/outbox`);
    const sent = page.locator('.outbox-item[data-channel="sms"]').filter({ hasText: 'SMS · template test_message · en' });
    await expect(sent.first()).toContainText(' console: this test message was sent at');
    await expect(sent.first()).toContainText('var 1: ');
  } finally {
    // Kirana stays e-mail only for the other specs.
    await api(request, origin, 'PUT', 'admin/messaging-settings/sms', { token: admin.token, data: { enabled: false, sender: '', approved: [], template_ids: {} } });
  }

  // The page reads in Hindi when the admin chose Hindi.
  const H = HI_IN_OPERATORS.consoleMessaging;
  await page.context().addCookies([{ name: 'lang', value: 'hi-IN', url: origin }]);
  await page.goto(`${origin}/admin/messaging`);
  await expect(page.getByRole('heading', { level: 1, name: HI_IN_OPERATORS.console.sections.messaging })).toBeVisible();
  await expect(page.getByText(H.intro)).toBeVisible();
  await expect(page.getByRole('form', { name: H.smsTitle }).getByRole('button', { name: H.sendTest })).toBeVisible();
});
