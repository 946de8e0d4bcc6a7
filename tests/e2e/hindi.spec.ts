import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { EN_MESSAGES } from '../../src/lib/messages';
import { HI_IN } from '../../src/lib/i18n/hi-IN';
import { measurePageScripts } from '../../scripts/bench/page-weight.mjs';
import { alertPopup, createCustomer, shopOrigin, shopProducts, skipPopup, useSession } from './support';

// The shop in Hindi on a phone: the URL decides the language (/hi/...), every
// page says so (lang, hreflang), links stay in Hindi, and the whole journey
// from the home page to the invoice reads in Hindi. English words come from
// EN_MESSAGES, Hindi from the Hindi catalogue, so wording cannot drift.

const HI = HI_IN.shop;
const EN = EN_MESSAGES.shop;

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

/**
 * Every word of the English catalogue that Hindi writes differently (words
 * Hindi keeps, such as UPI or MRP:, are allowed). Functions are left out: their
 * words are checked where the journey reads them.
 */
function englishOnlyWords(): Set<string> {
  const words = new Set<string>();
  const walk = (en: unknown, hi: unknown) => {
    if (typeof en === 'string') {
      if (/[A-Za-z]{2}/.test(en) && en !== hi) words.add(en.trim());
    } else if (en && typeof en === 'object') {
      for (const [key, value] of Object.entries(en)) walk(value, (hi as Record<string, unknown> | undefined)?.[key]);
    }
  };
  const { console: _console, rider: _rider, ...shopper } = EN_MESSAGES;
  walk(shopper, HI_IN);
  return words;
}
const ENGLISH_ONLY = englishOnlyWords();

/** No text on screen (nor a label, placeholder or title a screen reader reads) is a word of the English catalogue. */
async function expectNoEnglishWords(page: Page) {
  const shown = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest('script, style, noscript, [hidden]') && node.textContent!.trim()) out.push(node.textContent!.trim());
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (el.closest('[hidden]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    out.push(document.title.trim());
    return out;
  });
  expect(shown.filter((text) => ENGLISH_ONLY.has(text)), `English words on ${page.url()}`).toEqual([]);
}

/** The page's language and its alternates in every language. */
async function expectLanguage(page: Page, origin: string, lang: 'hi-IN' | 'en-IN', englishPath: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const alternate = (hreflang: string) => page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);
  expect(new URL((await alternate('en-IN').getAttribute('href'))!).pathname).toBe(englishPath);
  expect(new URL((await alternate('hi-IN').getAttribute('href'))!).pathname).toBe(`/hi${englishPath}`);
  expect(new URL((await alternate('x-default').getAttribute('href'))!).pathname).toBe(englishPath);
}

test('a shopper reads, orders and gets the invoice in Hindi, and switches back to English', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const origin = shopOrigin(baseURL!, 'sehat');
  const user = await createCustomer(page.request, origin, 'हिन्दी ग्राहक');
  await useSession(page, origin, user);
  const products = await shopProducts(page.request, origin);
  // A product the seed gave a Hindi name, and one it did not (English shows).
  const hindiNamed = products.find((p) => p.product_name === 'Paracetamol 650 mg Tablet (Strip of 15)')!;
  expect(hindiNamed.total_stock).toBeGreaterThan(2);

  // The bare address sends a first visitor to the English home; '/hi/' to the Hindi one.
  await page.goto(`${origin}/hi/`);
  await expect(page).toHaveURL(`${origin}/hi/ecommerce`);
  await expectLanguage(page, origin, 'hi-IN', '/ecommerce');
  await expect(page.getByRole('link', { name: HI.cart, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'मुख्य हिस्से पर जाएँ' })).toBeAttached();
  // The chooser: a real link to the same page in English.
  const toEnglish = page.getByRole('navigation', { name: HI.languageNav }).getByRole('link', { name: 'English' });
  await expect(toEnglish).toHaveAttribute('href', '/ecommerce');
  // Categories by their Hindi names (one the seed left without shows in English).
  const categoryBar = page.getByRole('navigation', { name: HI.listing.categories });
  await expect(categoryBar.getByRole('link', { name: 'दर्द में राहत' })).toHaveAttribute('href', /^\/hi\/ecommerce\/category\/\d+$/);
  await expect(categoryBar.getByRole('link', { name: 'First Aid' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'दर्द में राहत' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: HI.header.searchProducts })).toHaveAttribute('placeholder', HI.header.searchProducts);
  await expectNoEnglishWords(page);

  // The product's card links stay in Hindi and show its Hindi name.
  // The first card on screen (a section's cards behind Show more are hidden).
  const card = page.locator(`article[data-product-id="${hindiNamed.id}"]`).filter({ visible: true }).first();
  await expect(card.getByRole('link', { name: 'पैरासिटामोल 650 mg टैबलेट (15 की पट्टी)' })).toHaveAttribute('href', `/hi/product/details/${hindiNamed.id}`);
  await card.getByRole('link', { name: 'पैरासिटामोल 650 mg टैबलेट (15 की पट्टी)' }).click();
  await expect(page).toHaveURL(`${origin}/hi/product/details/${hindiNamed.id}`);
  await expectLanguage(page, origin, 'hi-IN', `/product/details/${hindiNamed.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('पैरासिटामोल 650 mg टैबलेट (15 की पट्टी)');
  await expect(page.getByText(HI.inclusiveOfTaxes)).toBeVisible();
  await expect(page.getByRole('link', { name: HI.home, exact: true })).toHaveAttribute('href', '/hi/ecommerce');
  await expect(page.getByRole('navigation', { name: HI.breadcrumb }).getByRole('link', { name: 'दर्द में राहत' })).toBeVisible();
  await expect(page.getByRole('heading', { name: HI.productPage.ratingsReviews })).toBeVisible();
  await expectNoEnglishWords(page);

  // Rate Now before the product reached the shopper: the API's reason and the alert's button, in Hindi.
  await page.getByRole('button', { name: HI.productPage.rateNow }).click();
  const refusal = alertPopup(page);
  await expect(refusal.locator('.swal2-title')).toHaveText(HI_IN.reviews.notAllowedTitle);
  await expect(refusal.locator('.swal2-html-container')).toHaveText(HI_IN.reviews.afterDelivery);
  await refusal.getByRole('button', { name: HI_IN.session.ok, exact: true }).click();
  await expect(refusal).toBeHidden();

  // Add to cart, in Hindi.
  await page.locator('astro-island[component-url*="ProductPurchase"]').getByRole('button', { name: HI.addToCart }).click();
  await expect(alertPopup(page).locator('.swal2-title')).toHaveText(HI_IN.cart.addedDetailTitle);
  await expect(alertPopup(page)).toBeHidden();
  await expect(page.getByRole('link', { name: HI.cartWithCount(1) })).toBeVisible();

  // The cart, payment and the order, in Hindi.
  await page.getByRole('link', { name: HI.cartWithCount(1) }).click();
  await expect(page).toHaveURL(`${origin}/hi/ecommerce/cart`);
  await expect(page.getByRole('heading', { name: HI.shoppingCart })).toBeVisible();
  await expect(page.getByRole('heading', { name: HI.priceDetails })).toBeVisible();
  await expectNoEnglishWords(page);
  await page.getByLabel(HI.deliveryAddress).fill('12, शिवाजी नगर, पुणे 411005');
  await page.getByRole('button', { name: HI.proceedToBuy }).click();
  const dialog = page.getByRole('dialog', { name: HI.choosePayment });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: HI.paymentMethods['Cash on Delivery'] }).click();
  await expect(dialog.getByText(HI.payInCash)).toBeVisible();
  await expectNoEnglishWords(page);
  await dialog.getByRole('button', { name: HI.confirmPayment }).click();

  // My Orders in Hindi, the invoice downloads.
  await expect(page).toHaveURL(`${origin}/hi/ecommerce/order`);
  await expect(page.getByRole('heading', { level: 1, name: HI.myOrders })).toBeVisible();
  await expectLanguage(page, origin, 'hi-IN', '/ecommerce/order');
  await expect(page.getByText(HI.grandTotal)).toBeVisible();
  await expect(page.getByText(HI_IN.payments.statusLine(HI_IN.payments.states.pendingCash)).first()).toBeVisible();
  await expect(page.getByText(HI.orderPage.placedOn).first()).toBeVisible();
  await expectNoEnglishWords(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: HI.printInvoice }).first().click()]);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The chooser leads to the same page in English, and the bare address now remembers English.
  await page.getByRole('navigation', { name: HI.languageNav }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${origin}/ecommerce/order`);
  await expectLanguage(page, origin, 'en-IN', '/ecommerce/order');
  await expect(page.getByRole('heading', { level: 1, name: EN.myOrders })).toBeVisible();
  await expect(page.getByRole('button', { name: EN.printInvoice }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: EN.languageNav }).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/ecommerce/order');
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(`${origin}/ecommerce`);
  // Having read a Hindi page, the bare address opens the Hindi home.
  await page.goto(`${origin}/hi/ecommerce/about_us`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(`${origin}/hi/ecommerce`);
});

const HINDI_CATALOGUE = /\/hi-IN\.[\w-]+\.js$/;

test('Hindi pages keep their JavaScript budgets; the header names Hindi in Devanagari even on a computer without a Devanagari font; Hindi pages load the catalogue once, with the first island', async ({ browser, page, baseURL }) => {
  test.setTimeout(90_000);
  for (const [path, budgetKb] of [['/hi/ecommerce', 40], ['/hi/product/details/1', 50]] as const) {
    const { bytes, urls } = await measurePageScripts(browser, baseURL + path, { scrollToEnd: path.includes('product') });
    console.log(`${path}: ${(bytes / 1024).toFixed(1)} KB`);
    expect(bytes, path).toBeLessThanOrEqual(budgetKb * 1024);
    // The page's own scripts take their words from the server's HTML: no catalogue before a tap.
    expect(urls.filter((url: string) => HINDI_CATALOGUE.test(url)), 'no catalogue before a tap').toEqual([]);
  }
  const catalogues: string[] = [];
  const operatorWords: string[] = [];
  page.on('request', (request) => HINDI_CATALOGUE.test(request.url()) && catalogues.push(request.url()));
  page.on('request', (request) => /\/operators\.[\w-]+\.js$/.test(request.url()) && operatorWords.push(request.url()));
  await skipPopup(page);
  // The English home's link to Hindi opens the Hindi home, whose first island is then woken.
  await test.step('the header names Hindi in Devanagari even on a computer without a Devanagari font', async () => {
    // This test's Chromium has no Devanagari font: as text, the name showed as empty boxes.
    await page.goto(`${baseURL}/ecommerce`);
    const link = page.getByRole('navigation', { name: EN.languageNav }).getByRole('link', { name: 'हिन्दी' });
    await expect(link).toHaveAttribute('href', '/hi/ecommerce');
    // The name is drawn, at the height of the header's text, and no text is left to be drawn in a missing font.
    const drawing = link.locator('svg');
    await expect(drawing).toBeVisible();
    const box = await drawing.boundingBox();
    expect(box?.height).toBeGreaterThan(16);
    expect(box?.width).toBeGreaterThan(box?.height ?? Infinity);
    expect((await link.textContent())?.trim()).toBe('');
    // Following it opens the same page in Hindi.
    await link.click();
    await expect(page).toHaveURL(`${baseURL}/hi/ecommerce`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  });
  await page.locator('#header-search').click();
  await expect(page.locator('astro-island', { has: page.locator('#header-search') })).not.toHaveAttribute('ssr', /.*/);
  expect(catalogues, 'the Hindi catalogue, once').toHaveLength(1);
  expect(operatorWords, 'not the console’s and rider’s words').toEqual([]);
  // An English page asks for no Hindi: read in home.spec.ts, on the English home's budget load.
});

// Pages a shopper reaches from a mail or the footer, away from the buying journey.
test('the policy, new-password, newsletter confirmation and forgotten-password pages read in Hindi', async ({ page, baseURL }) => {
  await skipPopup(page);
  const F = HI_IN.shop.footer;
  const A = HI_IN.shop.accountPages;
  const pages: Array<[string, string]> = [
    ['/hi/ecommerce/terms_conditions', F.terms],
    ['/hi/ecommerce/about_us', F.aboutUs],
    ['/hi/ecommerce/reset-password/reset/not-a-real-link', A.resetTitle],
    ['/hi/ecommerce/reset-password/reset', A.resetTitle],
    ['/hi/ecommerce/newsletter/confirm/not-a-real-link', F.newsletter],
    ['/hi/ecommerce/forgot-password', A.forgotTitle],
  ];
  for (const [path, heading] of pages) {
    await page.goto(`${baseURL}${path}`);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page).toHaveTitle(new RegExp(`^${heading} \\|`));
    await expectNoEnglishWords(page);
  }
});
