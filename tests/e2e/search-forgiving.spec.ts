import { expect, test, type Page } from '@playwright/test';
import { EN_MESSAGES } from '../../src/lib/messages';
import { HI_IN } from '../../src/lib/i18n/hi-IN';
import { EN_SEARCH_PAGE } from '../../src/lib/search-page-messages';
import { NOTIFICATION_MESSAGES } from '@/lib/notification-messages';
import { hydratedIsland, shopOrigin, shopProducts, skipPopup } from './support';

// The forgiving search on a phone: Hindi names, Hinglish and brand words
// through the shop's synonyms, misspellings corrected with a "Did you mean",
// the header's suggestions from the same search, and a search that finds
// nothing ending in a request that reaches the shop's admins.

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

const results = (page: Page) => page.locator('.results .result');

test('a Hindi search on the Hindi page finds the product by its Hindi name', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'sehat');
  const paracetamol = (await shopProducts(page.request, origin)).find((p) => p.product_name === 'Paracetamol 650 mg Tablet (Strip of 15)')!;
  await page.goto(`${origin}/hi/ecommerce/search?q=${encodeURIComponent('पैरासिटामोल')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HI_IN.shop.listing.resultsFor('पैरासिटामोल'));
  const card = results(page).filter({ hasText: paracetamol.product_name_hi! });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link').first()).toHaveAttribute('href', new RegExp(`/product/details/${paracetamol.id}$`));
  await expect(page.getByText(HI_IN.searchPage.didYouMean.before.trim())).toHaveCount(0);

  // The header suggests it too, by its Hindi name.
  await hydratedIsland(page, '#header-search');
  await page.getByRole('combobox', { name: HI_IN.shop.header.searchProducts }).fill('पैरासिटामोल');
  await expect(page.getByRole('option', { name: new RegExp(paracetamol.product_name_hi!.replace(/[()]/g, '\\$&')) })).toBeVisible();
});

test('kirana finds milk and atta by दूध, आटा and doodh', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'kirana');
  for (const [query, name] of [
    ['दूध', 'Full Cream Milk 1 L'],
    ['आटा', 'Whole Wheat Atta 5 kg'],
    ['doodh', 'Full Cream Milk 1 L'],
  ] as const) {
    await page.goto(`${origin}/ecommerce/search?q=${encodeURIComponent(query)}`);
    await expect(results(page).filter({ hasText: name })).toHaveCount(1);
  }
});

test('a misspelt search finds the product and offers the spelling', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'sehat');
  await page.goto(`${origin}/ecommerce/search?q=paracitamol`);
  await expect(results(page).filter({ hasText: 'Paracetamol 650 mg Tablet (Strip of 15)' })).toHaveCount(1);
  const correction = page.locator('.search-page-corrected');
  await expect(correction).toHaveText(`${EN_SEARCH_PAGE.showingCorrected('paracitamol')} ${EN_SEARCH_PAGE.didYouMean.before}paracetamol?`);
  await correction.getByRole('link', { name: 'paracetamol' }).click();
  await expect(page).toHaveURL(`${origin}/ecommerce/search?q=paracetamol`);
  await expect(page.locator('.search-page-corrected')).toHaveCount(0);
});

test('the header suggests from the same search: a misspelling and a brand find the salt', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'sehat');
  await page.goto(`${origin}/ecommerce/about_us`);
  await hydratedIsland(page, '#header-search');
  const box = page.getByRole('combobox', { name: EN_MESSAGES.shop.header.searchProducts });
  await expect(box).toHaveAttribute('type', 'text');
  await expect(box).toHaveAttribute('aria-autocomplete', 'list');
  for (const query of ['paracitamol', 'dolo']) {
    await box.fill(query);
    await expect(page.getByRole('option', { name: /Paracetamol 650 mg Tablet/ })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
  }
  await box.press('ArrowDown');
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('a search that finds nothing sends "Ask the shop for it" to the admins, with a WhatsApp link', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'sehat');
  const what = `Gripe water ${Date.now()}`;
  await page.goto(`${origin}/ecommerce/search?q=${encodeURIComponent(what)}`);
  await expect(page.getByText(EN_MESSAGES.general.noProducts)).toBeVisible();
  const ask = page.getByRole('region', { name: EN_SEARCH_PAGE.askTitle });
  await expect(ask.getByRole('link', { name: EN_SEARCH_PAGE.whatsApp })).toHaveAttribute('href', /^https:\/\/wa\.me\/919820145673\?text=/);
  await hydratedIsland(page, '#ask-shop-what');
  await expect(ask.getByLabel(EN_SEARCH_PAGE.form.what)).toHaveValue(what);
  await ask.getByLabel(EN_SEARCH_PAGE.form.phone).fill('98765 4321');
  await ask.getByRole('button', { name: EN_SEARCH_PAGE.form.send }).click();
  // A wrong number is refused with its reason, and nothing typed is lost.
  await expect(ask.getByRole('alert')).toHaveText(EN_SEARCH_PAGE.request.phoneInvalid);
  await expect(ask.getByLabel(EN_SEARCH_PAGE.form.what)).toHaveValue(what);
  await ask.getByLabel(EN_SEARCH_PAGE.form.phone).fill('98765 43210');
  await ask.getByLabel(EN_SEARCH_PAGE.form.name).fill('Meera');
  await ask.getByRole('button', { name: EN_SEARCH_PAGE.form.send }).click();
  await expect(ask.getByRole('status')).toHaveText(EN_SEARCH_PAGE.form.sent);

  const subject = NOTIFICATION_MESSAGES.events['product.requested'].subject('Sehat Pharmacy');
  // Every admin of the shop is told (other tests may have added admins): the seeded one once.
  const mail = page
    .locator('.outbox-item')
    .filter({ hasText: subject })
    .filter({ hasText: what })
    .filter({ has: page.locator('.outbox-to', { hasText: /^admin@example\.com$/ }) });
  await expect(async () => {
    await page.goto(`${origin}/dev/outbox`);
    await expect(mail).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(mail).toContainText('9876543210');
});
