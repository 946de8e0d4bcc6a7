import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { EN_ON_DEMAND } from '@/lib/on-demand-messages';
import { formatInr } from '@/lib/pricing';
import { HI_IN } from '../../src/lib/i18n/hi-IN';
import { adminSession, alertPopup, api, hydrated, newCategory, newProduct, useSession } from './support';
import { seriousAxeFindings } from './support/axe';

// Pack sizes: the product page offers its group's sizes as links to each
// size's own page, in English and Hindi, on a phone and a desktop; the
// console groups two products and takes one out again. Each test makes its
// own products in a category of their own.

const W = CONSOLE_DAY.packSizes;
const SHOP = EN_ON_DEMAND.packSizes;

const PHONE = { width: 375, height: 900 };
const DESKTOP = { width: 1280, height: 900 };

async function noSeriousViolations(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

test(`the product page offers its pack sizes and a size's link opens that size at its price, on a phone and a desktop`, async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const admin = await adminSession(request, origin);
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const categoryId = await newCategory(request, origin, admin, `Pack sizes ${stamp}`);
  const small = await newProduct(request, origin, admin, { name: `Sizes Atta 5 kg ${stamp}`, price: 260, stock: 8, categoryId });
  const large = await newProduct(request, origin, admin, { name: `Sizes Atta 10 kg ${stamp}`, price: 495, stock: 0, categoryId });
  await api(request, origin, 'PUT', `admin/products/${small}/variants`, {
    token: admin.token,
    data: { variants: [{ product_id: small, pack_size: '5 kg' }, { product_id: large, pack_size: '10 kg' }] },
  });

  await page.setViewportSize(PHONE);
  await page.goto(`/product/details/${small}`);
  const sizes = page.getByRole('navigation', { name: SHOP.heading });
  await expect(sizes.getByRole('link')).toHaveCount(2);
  const current = sizes.getByRole('link', { name: /5 kg/ });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toContainText(formatInr(260));
  const other = sizes.getByRole('link', { name: /10 kg/ });
  await expect(other).not.toHaveAttribute('aria-current', /.*/);
  await expect(other).toContainText(formatInr(495));
  await expect(other).toContainText(SHOP.outOfStock);
  await noSeriousViolations(page);
  // On a desktop the same sizes are shown, and stay accessible; the link is then followed on the phone.
  await page.setViewportSize(DESKTOP);
  await expect(current).toBeVisible();
  await expect(other).toBeVisible();
  await noSeriousViolations(page);
  await page.setViewportSize(PHONE);

  await other.click();
  await expect(page).toHaveURL(new RegExp(`/product/details/${large}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sizes Atta 10 kg ${stamp}`);
  await expect(page.getByTestId('final-price')).toHaveText(formatInr(495));
  await expect(page.getByRole('navigation', { name: SHOP.heading }).getByRole('link', { name: /10 kg/ })).toHaveAttribute('aria-current', 'page');

  // The Hindi page offers the same sizes, in its own words and links.
  await page.goto(`/hi/product/details/${large}`);
  const hindi = page.getByRole('navigation', { name: HI_IN.onDemand.packSizes.heading });
  await expect(hindi.getByRole('link', { name: /5 kg/ })).toHaveAttribute('href', `/hi/product/details/${small}`);
  await expect(hindi.getByRole('link', { name: /10 kg/ })).toContainText(HI_IN.onDemand.packSizes.outOfStock);
  await noSeriousViolations(page);
  await page.setViewportSize(DESKTOP);
  await expect(hindi.getByRole('link', { name: /5 kg/ })).toBeVisible();
  await expect(hindi.getByRole('link', { name: /10 kg/ })).toBeVisible();
  await noSeriousViolations(page);
});

test(`an admin groups two products as pack sizes and takes one out again, on a phone and a desktop`, async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const admin = await adminSession(request, origin);
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const categoryId = await newCategory(request, origin, admin, `Console sizes ${stamp}`);
  const strip10 = await newProduct(request, origin, admin, { name: `Sizes Cetirizine strip 10 ${stamp}`, price: 30, stock: 20, categoryId });
  const strip15 = await newProduct(request, origin, admin, { name: `Sizes Cetirizine strip 15 ${stamp}`, price: 42, stock: 20, categoryId });

  await page.setViewportSize(PHONE);
  await useSession(page, origin, admin);
  await page.goto(`/admin/products/${strip10}`);
  await hydrated(page.locator('main'));
  const panel = page.getByRole('region', { name: W.heading });
  await expect(panel.getByText(W.none)).toBeVisible();

  await panel.getByLabel(W.search).fill(`strip 15 ${stamp}`);
  await panel.getByRole('button', { name: W.add(`Sizes Cetirizine strip 15 ${stamp}`) }).click();
  await panel.getByLabel(W.label(`Sizes Cetirizine strip 10 ${stamp} (${W.thisProduct})`)).fill('Strip of 10');
  // A size without its label is refused, and what was typed stays.
  await panel.getByRole('button', { name: W.save }).click();
  await expect(panel.getByText(W.labelRequired)).toBeVisible();
  await expect(panel.getByLabel(W.label(`Sizes Cetirizine strip 10 ${stamp} (${W.thisProduct})`))).toHaveValue('Strip of 10');
  await panel.getByLabel(W.label(`Sizes Cetirizine strip 15 ${stamp}`)).fill('Strip of 15');
  await noSeriousViolations(page);
  // On a desktop the panel's sizes, labels and refusal are shown, and stay accessible.
  await page.setViewportSize(DESKTOP);
  await expect(panel.getByText(W.labelRequired)).toBeVisible();
  await expect(panel.getByLabel(W.label(`Sizes Cetirizine strip 15 ${stamp}`))).toBeVisible();
  await expect(panel.getByRole('button', { name: W.save })).toBeVisible();
  await noSeriousViolations(page);
  await page.setViewportSize(PHONE);
  await panel.getByRole('button', { name: W.save }).click();
  await expect(panel.getByText(W.saved)).toBeVisible();

  const answer = await api(request, origin, 'GET', `ecomProd/ecomProducts/${strip15}`);
  expect(answer.variants.map((v: { id: number; pack_size: string }) => [v.id, v.pack_size])).toEqual([
    [strip10, 'Strip of 10'],
    [strip15, 'Strip of 15'],
  ]);

  // Taking one out is confirmed first; with one size left, the group ends.
  await panel.getByRole('button', { name: W.remove(`Sizes Cetirizine strip 15 ${stamp}`) }).click();
  await expect(alertPopup(page)).toContainText(W.removeConfirm(`Sizes Cetirizine strip 15 ${stamp}`));
  await alertPopup(page).locator('.swal2-confirm').click();
  await expect(panel.getByText(W.removed(`Sizes Cetirizine strip 15 ${stamp}`))).toBeVisible();
  await expect(panel.getByText(W.none)).toBeVisible();
  expect((await api(request, origin, 'GET', `ecomProd/ecomProducts/${strip10}`)).variants).toEqual([]);
});
