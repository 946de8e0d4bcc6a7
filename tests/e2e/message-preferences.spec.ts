import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../src/lib/messages';
import { createCustomer, skipPopup, useSession, visit } from './support';

// The profile's Messages section: labelled checkboxes, Save, "Saved", and the
// choice still there after a reload.

const T = MESSAGES.messagePreferences;

test('a shopper turns order update e-mails off in the profile and sees Saved', async ({ page, request, baseURL }) => {
  await skipPopup(page);
  const user = await createCustomer(request, baseURL!, 'Meera Iyer');
  await useSession(page, baseURL!, user);
  await visit(page, '/ecommerce/profile');
  const section = page.getByRole('region', { name: T.heading });
  const orderEmail = section.getByRole('group', { name: T.kinds.order_updates }).getByRole('checkbox', { name: T.channels.email });
  await expect(orderEmail).toBeChecked();
  await orderEmail.press('Space');
  await expect(orderEmail).not.toBeChecked();
  await section.getByRole('button', { name: T.save }).click();
  await expect(section.getByRole('status')).toHaveText(T.saved);
  await page.reload();
  await expect(page.getByRole('region', { name: T.heading }).getByRole('group', { name: T.kinds.order_updates }).getByRole('checkbox', { name: T.channels.email })).not.toBeChecked();
});
