import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { adminSession, api, hydrated, useSession } from './support';
import { seriousAxeFindings } from './support/axe';

// An admin edits a policy page as formatted text on a phone-sized screen;
// the page the shop serves then shows it.

const S = MESSAGES.console.storefront;

test('an admin edits a policy page in the console and the shop shows it', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  await page.setViewportSize({ width: 375, height: 800 });
  await useSession(page, origin, await adminSession(request, origin));
  await page.goto('/admin/storefront');
  await hydrated(page.locator('main'));
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.console.sections.storefront })).toBeVisible();
  await page.getByLabel(S.page, { exact: true }).selectOption({ label: 'Privacy Policy' });
  expect(await seriousAxeFindings(page)).toEqual([]);

  const editor = page.getByRole('textbox', { name: S.editorLabel('Privacy Policy') });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  const line = `Edited in the console ${Date.now()}`;
  await page.keyboard.type(line);
  await page.getByRole('button', { name: S.save }).click();
  await expect(page.getByText(S.saved)).toBeVisible();
  expect((await api(request, origin, 'GET', `Pages/${encodeURIComponent('Privacy Policy')}`)).content).toContain(line);
  await expect(page.getByRole('link', { name: S.preview })).toHaveAttribute('href', '/ecommerce/privacy_policy');
  await page.goto('/ecommerce/privacy_policy');
  await expect(page.locator('main')).toContainText(line);
});
