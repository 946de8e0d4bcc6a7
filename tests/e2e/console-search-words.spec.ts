import { expect, test } from '@playwright/test';
import { EN_CONSOLE_SEARCH as K } from '@/lib/console-search-messages';
import { HI_IN_OPERATORS } from '@/lib/i18n/hi-IN/operators';
import { MESSAGES } from '@/lib/messages';
import { EN_SEARCH_PAGE } from '@/lib/search-page-messages';
import { acceptAlert, adminSession, apiGet, shopOrigin, useSession } from './support';

// The console's Search words page on a phone: the shop's synonym groups, a
// refused save that keeps what was typed, a saved group that changes what the
// shop's search finds, and the page in Hindi. It puts the seeded groups back.

test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

test('an admin edits the synonyms and the search follows, and the page reads in Hindi', async ({ page, request, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'sehat');
  const find = async (q: string) => ((await apiGet(request, origin, `ecomProd/ecomProducts?q=${encodeURIComponent(q)}`)) as Array<{ product_name: string }>).map((p) => p.product_name);
  await useSession(page, origin, await adminSession(request, origin));
  await page.goto(`${origin}/admin/search`);
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.console.sections.search })).toBeVisible();
  const groups = page.getByRole('group');
  await expect(groups.first().getByLabel(K.terms)).toHaveValue('paracetamol, dolo, crocin, calpol, पैरासिटामोल');
  const seeded = await groups.count();

  // A word already in a group is refused by name, and the new line stays as typed.
  await page.getByRole('button', { name: K.add }).click();
  const added = page.getByRole('group', { name: K.group(seeded + 1) }).getByLabel(K.terms);
  await added.fill('holy basil, dolo');
  await page.getByRole('button', { name: K.save }).click();
  await expect(page.getByText(EN_SEARCH_PAGE.synonyms.inTwoGroups('dolo'))).toBeVisible();
  await expect(added).toHaveValue('holy basil, dolo');

  expect(await find('holy basil')).toEqual([]);
  await added.fill('Holy Basil, tulsi');
  await page.getByRole('button', { name: K.save }).click();
  await expect(page.getByText(EN_SEARCH_PAGE.synonyms.saved)).toBeVisible();
  await expect(added).toHaveValue('holy basil, tulsi');
  expect(await find('holy basil')).toContain('Cough Syrup Honey & Tulsi 100 ml');

  // Removing asks first; saving puts the shop back as seeded.
  await page.getByRole('button', { name: K.remove(seeded + 1) }).click();
  await acceptAlert(page, K.removeConfirm(seeded + 1));
  await expect(page.getByRole('group', { name: K.group(seeded + 1) })).toHaveCount(0);
  await page.getByRole('button', { name: K.save }).click();
  await expect(page.getByText(EN_SEARCH_PAGE.synonyms.saved)).toBeVisible();
  expect(await find('holy basil')).toEqual([]);

  // The page reads in Hindi when the admin chose Hindi.
  await page.context().addCookies([{ name: 'lang', value: 'hi-IN', url: origin }]);
  await page.goto(`${origin}/admin/search`);
  await expect(page.getByRole('heading', { level: 1, name: HI_IN_OPERATORS.console.sections.search })).toBeVisible();
  await expect(page.getByText(HI_IN_OPERATORS.consoleSearch.intro)).toBeVisible();
  await expect(page.getByRole('button', { name: HI_IN_OPERATORS.consoleSearch.save })).toBeVisible();
});
