import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import {
  adminSession,
  alertPopup,
  cartAdd,
  cartQuantities,
  createCustomer,
  holdRequests,
  holdScripts,
  hydrated,
  loginButton,
  menuButton,
  newCategory,
  newProduct,
  ownClientAddress,
  shopProducts,
  shownCaptcha,
  skipPopup,
  throttle,
  useSession,
} from './support';

// On a slow phone the server's HTML is there long before React: what the
// shopper types into it must survive hydration and go through. Every page
// here runs on a 4x slower CPU; the forms whose typed values are sent (account
// forms, the header search, the newsletter) also on a slow-3G link. Elsewhere the test holds
// the scripts or requests it is about, so their order is decided already and
// the slow link would only add waiting. Islands of one page that do not touch
// each other are tried in one load.

// A throttled page on a busy 2-core test machine can take well over the usual
// few seconds to hydrate or to render the next page: waits here allow for it.
const SLOW = { timeout: 20_000 };

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

/** Opens a page with its scripts held back: the bare server HTML. */
async function openUnhydrated(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
  return release;
}

const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true });

test.describe('forms that send what was typed, on a slow-3G link', () => {
  test.beforeEach(async ({ page }) => {
    await throttle(page);
  });

  test('login: e-mail and password typed before hydration survive it and log in', async ({ page, request, baseURL }) => {
    await ownClientAddress(page);
    const user = await createCustomer(request, baseURL!, 'Early Typist');
    const release = await openUnhydrated(page, '/ecommerce/login');
    await field(page, 'Email').fill(user.email);
    await field(page, 'Password').fill(user.password);
    await release();
    await hydrated(page, undefined, SLOW);

    await expect(field(page, 'Email')).toHaveValue(user.email);
    await expect(field(page, 'Password')).toHaveValue(user.password);
    await field(page, 'Enter the CAPTCHA').fill(await shownCaptcha(page));
    await expect(page.getByText(MESSAGES.login.passwordRequired, { exact: true })).toHaveCount(0);
    await loginButton(page).click();
    await expect(page).toHaveURL(/\/ecommerce$/, SLOW);
    await expect(menuButton(page)).toContainText('Early Typist', SLOW);
  });

  test('sign-up: every field typed before hydration is taken over; no "Password is required"', async ({ page }) => {
    const email = `early-${Date.now()}-${process.pid}@example.com`;
    const release = await openUnhydrated(page, '/ecommerce/signup');
    await field(page, 'Name').fill('Early Signer');
    await field(page, 'Email').fill(email);
    await field(page, 'Mobile Number').fill('9123456789');
    await field(page, 'Password').fill('secret123');
    await field(page, 'Confirm Password').fill('secret123');
    await release();
    await hydrated(page, undefined, SLOW);

    await expect(field(page, 'Password')).toHaveValue('secret123');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/ecommerce\/login$/, SLOW);
    await expect(page.getByText(MESSAGES.signup.passwordRequired, { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(email);
  });

  test('forgot password: the e-mail typed before hydration is sent', async ({ page, request, baseURL }) => {
    await ownClientAddress(page);
    const user = await createCustomer(request, baseURL!);
    const release = await openUnhydrated(page, '/ecommerce/forgot-password');
    await field(page, 'Email').fill(user.email);
    await release();
    await hydrated(page, undefined, SLOW);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText(MESSAGES.password.emailSent);
  });

  test.describe('header search', () => {
    test('text typed before hydration stays and its results show once React is there', async ({ page, baseURL }) => {
      const [target] = await shopProducts(page.request, baseURL!);
      const fragment = target!.product_name.slice(0, 5);
      const release = await openUnhydrated(page, '/ecommerce/about_us');
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.click();
      await box.pressSequentially(fragment);
      await release();
      await expect(page.locator('astro-island', { has: page.locator('#header-search') })).not.toHaveAttribute('ssr', /.*/);

      await expect(box).toHaveValue(fragment);
      const options = page.getByRole('option');
      await expect(options.first()).toBeVisible();
      for (const name of await options.allInnerTexts()) expect(name.toLowerCase()).toContain(fragment.toLowerCase());
    });
  });

  test('newsletter: the e-mail typed before React is there is the one subscribed', async ({ page }) => {
    const release = await openUnhydrated(page, '/ecommerce/about_us');
    const email = page.getByRole('textbox', { name: 'Newsletter e-mail address' });
    await email.fill(`early-news-${Date.now()}@example.com`);
    await release();
    const island = page.locator('astro-island', { has: page.locator('#newsletter-email') });
    await expect(island).not.toHaveAttribute('ssr', /.*/);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('region', { name: 'Newsletter' }).getByRole('status')).toHaveText(MESSAGES.newsletter.success);
  });
});

test.describe('on a slow CPU, with the scripts or requests held by the test', () => {
  test.beforeEach(async ({ page }) => {
    await throttle(page, { network: false });
  });

  test.describe('header search', () => {
    test('Enter before hydration is a plain GET to the search page, which shows the results', async ({ page, baseURL }) => {
      const [target] = await shopProducts(page.request, baseURL!);
      const fragment = target!.product_name.slice(0, 5);
      await openUnhydrated(page, '/ecommerce/about_us');
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.fill(fragment);
      await box.press('Enter');
      await expect(page).toHaveURL(`/ecommerce/search?q=${encodeURIComponent(fragment).replace(/%20/g, '+')}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${fragment}”`);
      await expect(page.locator('main .result').first()).toContainText(new RegExp(fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
    });
  });

  test.describe('the tap that wakes an island does its job', () => {
    test('one tap on + before hydration raises the quantity once, and Rate Now pressed before the reviews island has React asks a guest to log in', async ({ page }) => {
      const release = await openUnhydrated(page, '/product/details/1');
      const purchase = page.locator('astro-island[component-url*="/ProductPurchase."]');
      const reviews = page.locator('astro-island[component-url*="/ProductReviews."]');
      await expect(reviews).toHaveAttribute('client', 'interaction');
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await page.getByRole('button', { name: 'Rate Now' }).click();
      await release();
      await expect(reviews).not.toHaveAttribute('ssr', /.*/);
      await expect(alertPopup(page)).toContainText(MESSAGES.reviews.loginRequired);
      // The alert hides the page from the accessibility tree: close it to read the quantity.
      await alertPopup(page).locator('.swal2-confirm').click();
      await expect(purchase).not.toHaveAttribute('ssr', /.*/);
      await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    });

    test('one tap on the account menu before anything loaded opens it, with the stored name', async ({ page, request, baseURL }) => {
      const user = await createCustomer(request, baseURL!, 'Early Tapper');
      await page.addInitScript((u) => {
        localStorage.setItem('user_id', String(u.id));
        localStorage.setItem('user_name', u.name);
        localStorage.setItem('user_token', u.token);
        localStorage.setItem('last_activity', String(Date.now()));
      }, user);
      const release = await openUnhydrated(page, '/ecommerce');
      const menu = page.locator('astro-island', { has: menuButton(page) });
      await expect(menu).toHaveAttribute('client', 'interaction');
      await menuButton(page).click();
      await release();
      await expect(menu).not.toHaveAttribute('ssr', /.*/);
      await expect(page.getByRole('menuitem', { name: 'My Orders' })).toBeVisible();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(menuButton(page)).toContainText('Early Tapper');
    });
  });

  test.describe('every tap before and during hydration counts, in order', () => {
    /** A product of the test's own, with `stock` in stock, so no other test's stock changes matter. */
    async function ownProduct(page: Page, baseURL: string, stock: number): Promise<number> {
      const admin = await adminSession(page.request, baseURL);
      const categoryId = await newCategory(page.request, baseURL, admin, `Early taps ${Date.now().toString(36)}`);
      return newProduct(page.request, baseURL, admin, { name: `Early Tap Tonic ${Date.now()}`, price: 90, stock, categoryId });
    }

    test('five taps on + before the purchase box has React raise the quantity by five', async ({ page, baseURL }) => {
      const productId = await ownProduct(page, baseURL!, 10);
      const release = await openUnhydrated(page, `/product/details/${productId}`);
      const increase = page.getByRole('button', { name: 'Increase quantity' });
      for (let tap = 0; tap < 5; tap++) await increase.click();
      await release();
      await expect(page.locator('astro-island[component-url*="/ProductPurchase."]')).not.toHaveAttribute('ssr', /.*/, SLOW);
      await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('6', SLOW);
      await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
    });

    test('a quantity typed before the purchase box has React, then a tap on +, make one more than typed', async ({ page, baseURL }) => {
      const productId = await ownProduct(page, baseURL!, 10);
      const release = await openUnhydrated(page, `/product/details/${productId}`);
      await page.getByRole('textbox', { name: 'Quantity' }).fill('4');
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await release();
      await expect(page.locator('astro-island[component-url*="/ProductPurchase."]')).not.toHaveAttribute('ssr', /.*/, SLOW);
      await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('5', SLOW);
    });

    test('taps on + past the stock stop at the stock and say there is no more', async ({ page, baseURL }) => {
      const productId = await ownProduct(page, baseURL!, 3);
      const release = await openUnhydrated(page, `/product/details/${productId}`);
      const increase = page.getByRole('button', { name: 'Increase quantity' });
      for (let tap = 0; tap < 4; tap++) await increase.click();
      await release();
      await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3', SLOW);
      await expect(page.locator('main').getByText(MESSAGES.stock.noMore, { exact: true })).toBeVisible(SLOW);
    });

    test('two taps on Add to Cart while the purchase box wakes put two in the cart, as one line', async ({ page, request, baseURL }) => {
      const productId = await ownProduct(page, baseURL!, 10);
      const user = await createCustomer(request, baseURL!, 'Double Tapper');
      await useSession(page, baseURL!, user);
      const release = await openUnhydrated(page, `/product/details/${productId}`);
      const add = page.getByRole('button', { name: 'Add to Cart' });
      await add.click();
      await add.click();
      await release();
      await expect(alertPopup(page)).toContainText(MESSAGES.cart.addedDetailTitle, SLOW);
      await expect.poll(() => cartQuantities(request, baseURL!, user, productId), SLOW).toEqual([2]);
    });

    test('a second tap on Add to Cart while the first add is on its way is one more add, not lost', async ({ page, request, baseURL }) => {
      const productId = await ownProduct(page, baseURL!, 10);
      const user = await createCustomer(request, baseURL!, 'Quick Tapper');
      await useSession(page, baseURL!, user);
      const adds = await holdRequests(page, '**/api/ecomProdCart/add', { method: 'POST' });
      await page.goto(`/product/details/${productId}`);
      const add = page.getByRole('button', { name: 'Add to Cart' });
      await add.click();
      await adds.requested;
      await expect(add).toHaveAttribute('aria-busy', 'true', SLOW);
      // A phone's tap lands on the button as it is, without waiting for it to be ready.
      await add.click({ force: true });
      adds.release();
      await expect(alertPopup(page)).toContainText(MESSAGES.cart.addedDetailTitle, SLOW);
      await expect.poll(() => cartQuantities(request, baseURL!, user, productId), SLOW).toEqual([2]);
    });

    test('quick taps on a cart line\'s + while its last change is on its way are each one more, not lost', async ({ page, request, baseURL }) => {
      const productId = await ownProduct(page, baseURL!, 10);
      const user = await createCustomer(request, baseURL!, 'Cart Tapper');
      await cartAdd(request, baseURL!, user, productId, 1);
      await useSession(page, baseURL!, user);
      const changes = await holdRequests(page, '**/api/ecomProdCart/updateQuantity/*', { method: 'PUT' });
      await page.goto('/ecommerce/cart');
      const increase = page.getByRole('button', { name: /^Increase quantity of Early Tap Tonic/ });
      await increase.click();
      await changes.requested;
      await expect(increase).toHaveAttribute('aria-busy', 'true', SLOW);
      // A phone's taps land on the button as it is, without waiting for it to be ready.
      await increase.click({ force: true });
      await increase.click({ force: true });
      changes.release();
      await expect(page.getByTestId('cart-item-quantity')).toHaveText('4', SLOW);
      await expect(increase).toHaveAttribute('aria-busy', 'false', SLOW);
      expect(await cartQuantities(request, baseURL!, user, productId)).toEqual([4]);
    });
  });

  test('a product page read to the end loads no script for the purchase box or the reviews until one is tapped', async ({ page }) => {
    const islandScripts: string[] = [];
    page.on('request', (r) => /\/_astro\/(ProductPurchase|ProductReviews)\.[\w-]+\.js/.test(r.url()) && islandScripts.push(r.url()));
    await page.goto('/product/details/1');
    await page.locator('#reviews-heading').scrollIntoViewIfNeeded();
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(islandScripts).toEqual([]);
    await page.getByRole('button', { name: 'Rate Now' }).click();
    await expect(alertPopup(page)).toContainText(MESSAGES.reviews.loginRequired);
    expect(islandScripts.some((url) => url.includes('/ProductReviews.'))).toBe(true);
  });
});
