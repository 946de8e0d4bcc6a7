import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { adminSession, createCustomer, useSession } from './support';
import { axeFindings } from './support/axe';

// The console's Messages page: reached from the nav, labelled and accessible;
// a shopper is told it is not for them.

const M = MESSAGES.console.messages;

test('an admin opens Messages from the console nav and sees the messages not sent, with a labelled filter', async ({ page, request, baseURL }) => {
  const admin = await adminSession(request, baseURL!);
  await useSession(page, baseURL!, admin);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: MESSAGES.console.navLabel }).getByRole('link', { name: MESSAGES.console.sections.messages }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.console.sections.messages })).toBeVisible();
  const filter = page.getByLabel(M.filter);
  await expect(filter).toHaveValue('failed');
  await filter.selectOption('dead');
  await expect(page.getByText(M.pageOf(1, 1, 0)).or(page.getByRole('table'))).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
});

test('a shopper opening Messages is told the console is not for them', async ({ page, request, baseURL }) => {
  const shopper = await createCustomer(request, baseURL!, 'Curious Shopper');
  await useSession(page, baseURL!, shopper);
  await page.goto('/admin/messages');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.console.notAllowed);
});
