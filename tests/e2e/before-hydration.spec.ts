import { expect, test, type Page, type Request } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import {
  adminSession,
  alertPopup,
  cartAdd,
  cartQuantities,
  cartRow,
  createCustomer,
  holdRequests,
  holdScripts,
  hydrated,
  loginButton,
  menuButton,
  newCategory,
  newProduct,
  ownClientAddress,
  productDetail,
  shopProducts,
  shownCaptcha,
  skipPopup,
  throttle,
  useSession,
} from './support';

// On a slow phone the server's HTML is there long before React: what the
// shopper types into it must survive hydration and go through. The phone is
// slow while it matters: from the release of the bare page's scripts (what is
// typed before lands on HTML whose scripts cannot run yet) until the island
// under test has hydrated (or its held request is answered), on a 4x
// slower CPU; the forms whose typed values are sent (account forms, the header
// search, the newsletter) also on a slow-3G link. The bare page loads, and the
// next page (after a login, a sign-up, an Enter) opens, at full speed: nothing
// there is what the test is about. Elsewhere the test holds the scripts or
// requests it is about, so their order is decided already and the slow link
// would only add waiting. Islands of one page that do not touch each other are
// tried in one load; tries that need a bare page each share one tab (the header
// search and the newsletter typed on one bare page showed no search results).

// A throttled page on a busy 2-core test machine can take well over the usual
// few seconds to hydrate or to render the next page: waits here allow for it.
const SLOW = { timeout: 20_000 };

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

/**
 * Opens a page with its scripts held back: the bare server HTML. `release()`
 * lets the scripts come, to a slow phone (with the slow link when `network`),
 * which it stays until `lift()`. What is typed or tapped before then lands on
 * HTML whose scripts cannot run yet, so a slow CPU changes nothing there; a
 * throttled renderer keeps a core busy (Chromium pauses its main thread by
 * spinning), so the phone is slow only from the release. `slowAtOnce` makes it
 * slow from the bare page on, for a try that never releases the scripts.
 */
async function openUnhydrated(page: Page, path: string, { network = false, slowAtOnce = false }: { network?: boolean; slowAtOnce?: boolean } = {}) {
  const letScriptsCome = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
  let lift = slowAtOnce ? await throttle(page, { network }) : async () => {};
  const release = async () => {
    if (!slowAtOnce) lift = await throttle(page, { network });
    await letScriptsCome();
  };
  return { release, lift: () => lift() };
}

const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true });
const slowLink = { network: true };

test.describe('forms that send what was typed, on a slow-3G link', () => {
  // One shopper, one tab: the forgotten password's page, then the login page, each bare in turn;
  // then, signed in by it, a bare home whose account menu is tapped (a slow CPU is enough there).
  test('forgot password: the e-mail typed before hydration is sent; login: e-mail and password typed before hydration survive it and log in; one tap on the account menu before anything loaded opens it, with the stored name', async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    await ownClientAddress(page);
    const user = await createCustomer(request, baseURL!, 'Early Typist');

    await test.step('forgot password: the e-mail typed before hydration is sent', async () => {
      const { release, lift } = await openUnhydrated(page, '/ecommerce/forgot-password', slowLink);
      await field(page, 'Email').fill(user.email);
      await release();
      await hydrated(page, undefined, SLOW);
      await lift();
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.locator('main').getByRole('status')).toHaveText(MESSAGES.password.emailSent);
    });

    await test.step('login: e-mail and password typed before hydration survive it and log in', async () => {
      const { release, lift } = await openUnhydrated(page, '/ecommerce/login', slowLink);
      await field(page, 'Email').fill(user.email);
      await field(page, 'Password').fill(user.password);
      await release();
      await hydrated(page, undefined, SLOW);
      await lift();

      await expect(field(page, 'Email')).toHaveValue(user.email);
      await expect(field(page, 'Password')).toHaveValue(user.password);
      await field(page, 'Enter the CAPTCHA').fill(await shownCaptcha(page));
      await expect(page.getByText(MESSAGES.login.passwordRequired, { exact: true })).toHaveCount(0);
      await loginButton(page).click();
      await expect(page).toHaveURL(/\/ecommerce$/, SLOW);
      await expect(menuButton(page)).toContainText('Early Typist', SLOW);
    });

    await test.step('one tap on the account menu before anything loaded opens it, with the stored name', async () => {
      const { release, lift } = await openUnhydrated(page, '/ecommerce');
      const menu = page.locator('astro-island', { has: menuButton(page) });
      await expect(menu).toHaveAttribute('client', 'interaction');
      await menuButton(page).click();
      await release();
      await expect(menu).not.toHaveAttribute('ssr', /.*/, SLOW);
      await lift();
      await expect(page.getByRole('menuitem', { name: 'My Orders' })).toBeVisible();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(menuButton(page)).toContainText('Early Typist');
    });
  });

  test('sign-up: every field typed before hydration is taken over; no "Password is required"', async ({ page }) => {
    const email = `early-${Date.now()}-${process.pid}@example.com`;
    const { release, lift } = await openUnhydrated(page, '/ecommerce/signup', slowLink);
    await field(page, 'Name').fill('Early Signer');
    await field(page, 'Email').fill(email);
    await field(page, 'Mobile Number').fill('9123456789');
    await field(page, 'Password').fill('secret123');
    await field(page, 'Confirm Password').fill('secret123');
    await release();
    await hydrated(page, undefined, SLOW);
    await lift();

    await expect(field(page, 'Password')).toHaveValue('secret123');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/ecommerce\/login$/, SLOW);
    await expect(page.getByText(MESSAGES.signup.passwordRequired, { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(email);
  });

  // Each try needs a bare page of its own; one tab opens them in turn. The last, whose Enter
  // leaves the page before hydration, sends nothing typed into React: a slow CPU is enough there.
  test('newsletter: the e-mail typed before React is there is the one subscribed; header search: text typed before hydration stays and its results show once React is there, and Enter before hydration is a plain GET to the search page, which shows the results', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const [target] = await shopProducts(page.request, baseURL!);
    const fragment = target!.product_name.slice(0, 5);
    const box = page.getByRole('combobox', { name: 'Search products' });

    await test.step('newsletter: the e-mail typed before React is there is the one subscribed', async () => {
      const { release, lift } = await openUnhydrated(page, '/ecommerce/about_us', slowLink);
      const email = page.getByRole('textbox', { name: 'Newsletter e-mail address' });
      await email.fill(`early-news-${Date.now()}@example.com`);
      await release();
      const island = page.locator('astro-island', { has: page.locator('#newsletter-email') });
      await expect(island).not.toHaveAttribute('ssr', /.*/, SLOW);
      await lift();
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('region', { name: 'Newsletter' }).getByRole('status')).toHaveText(MESSAGES.newsletter.success);
    });

    await test.step('header search: text typed before hydration stays and its results show once React is there', async () => {
      const { release, lift } = await openUnhydrated(page, '/ecommerce/about_us', slowLink);
      await box.click();
      await box.pressSequentially(fragment);
      await release();
      await expect(page.locator('astro-island', { has: page.locator('#header-search') })).not.toHaveAttribute('ssr', /.*/, SLOW);
      await lift();

      await expect(box).toHaveValue(fragment);
      const options = page.getByRole('option');
      await expect(options.first()).toBeVisible();
      for (const name of await options.allInnerTexts()) expect(name.toLowerCase()).toContain(fragment.toLowerCase());
    });

    await test.step('header search: Enter before hydration is a plain GET to the search page, which shows the results', async () => {
      const { lift } = await openUnhydrated(page, '/ecommerce/about_us', { slowAtOnce: true });
      await box.fill(fragment);
      await box.press('Enter');
      await expect(page).toHaveURL(`/ecommerce/search?q=${encodeURIComponent(fragment).replace(/%20/g, '+')}`);
      await lift();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${fragment}”`);
      await expect(page.locator('main .result').first()).toContainText(new RegExp(fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
    });
  });
});

test.describe('on a slow CPU, with the scripts or requests held by the test', () => {
  test.describe('the tap that wakes an island does its job', () => {
    // One tab: the product page read to the end first (its scripts not held), then a bare one.
    test('a product page read to the end loads no script for the purchase box or the reviews until one is tapped; one tap on + before hydration raises the quantity once, and Rate Now pressed before the reviews island has React asks a guest to log in', async ({ page }) => {
      test.setTimeout(90_000);
      await test.step('a product page read to the end loads no script for the purchase box or the reviews until one is tapped', async () => {
        const islandScripts: string[] = [];
        const record = (r: Request) => /\/_astro\/(ProductPurchase|ProductReviews)\.[\w-]+\.js/.test(r.url()) && islandScripts.push(r.url());
        page.on('request', record);
        await page.goto('/product/details/1');
        const lift = await throttle(page, { network: false });
        await page.locator('#reviews-heading').scrollIntoViewIfNeeded();
        await page.locator('footer').scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
        expect(islandScripts).toEqual([]);
        await page.getByRole('button', { name: 'Rate Now' }).click();
        await expect(alertPopup(page)).toContainText(MESSAGES.reviews.loginRequired);
        expect(islandScripts.some((url) => url.includes('/ProductReviews.'))).toBe(true);
        page.off('request', record);
        await lift();
      });

      await test.step('one tap on + before hydration raises the quantity once, and Rate Now pressed before the reviews island has React asks a guest to log in', async () => {
        const { release, lift } = await openUnhydrated(page, '/product/details/1');
        const purchase = page.locator('astro-island[component-url*="/ProductPurchase."]');
        const reviews = page.locator('astro-island[component-url*="/ProductReviews."]');
        await expect(reviews).toHaveAttribute('client', 'interaction');
        await page.getByRole('button', { name: 'Increase quantity' }).click();
        await page.getByRole('button', { name: 'Rate Now' }).click();
        await release();
        await expect(reviews).not.toHaveAttribute('ssr', /.*/, SLOW);
        await expect(alertPopup(page)).toContainText(MESSAGES.reviews.loginRequired);
        // The alert hides the page from the accessibility tree: close it to read the quantity.
        await alertPopup(page).locator('.swal2-confirm').click();
        await expect(purchase).not.toHaveAttribute('ssr', /.*/, SLOW);
        await lift();
        await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
      });
    });
  });

  test.describe('every tap before and during hydration counts, in order', () => {
    /** Products of the test's own, with these stocks, so no other test's stock changes matter. */
    async function ownProducts(page: Page, baseURL: string, stocks: number[]): Promise<number[]> {
      const admin = await adminSession(page.request, baseURL);
      const tag = Date.now().toString(36);
      const categoryId = await newCategory(page.request, baseURL, admin, `Early taps ${tag}`);
      const ids: number[] = [];
      for (const [n, stock] of stocks.entries()) ids.push(await newProduct(page.request, baseURL, admin, { name: `Early Tap Tonic ${tag} ${n}`, price: 90, stock, categoryId }));
      return ids;
    }

    // Each try needs a bare page of its own; one tab opens them in turn.
    test('taps and a typed quantity before the purchase box has React: five taps on + raise it by five; a typed quantity then + make one more; taps past the stock stop there and say so', async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      const [roomy, scarce] = await ownProducts(page, baseURL!, [10, 3]);
      const purchase = page.locator('astro-island[component-url*="/ProductPurchase."]');
      const quantity = page.getByRole('textbox', { name: 'Quantity' });
      const increase = page.getByRole('button', { name: 'Increase quantity' });

      await test.step('five taps on + before the purchase box has React raise the quantity by five', async () => {
        const { release, lift } = await openUnhydrated(page, `/product/details/${roomy}`);
        for (let tap = 0; tap < 5; tap++) await increase.click();
        await release();
        await expect(purchase).not.toHaveAttribute('ssr', /.*/, SLOW);
        await expect(quantity).toHaveValue('6', SLOW);
        await lift();
        await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
      });

      await test.step('a quantity typed before the purchase box has React, then a tap on +, make one more than typed', async () => {
        const { release, lift } = await openUnhydrated(page, `/product/details/${roomy}`);
        await quantity.fill('4');
        await increase.click();
        await release();
        await expect(purchase).not.toHaveAttribute('ssr', /.*/, SLOW);
        await expect(quantity).toHaveValue('5', SLOW);
        await lift();
      });

      await test.step('taps on + past the stock stop at the stock and say there is no more', async () => {
        const { release, lift } = await openUnhydrated(page, `/product/details/${scarce}`);
        for (let tap = 0; tap < 4; tap++) await increase.click();
        await release();
        await expect(quantity).toHaveValue('3', SLOW);
        await expect(page.locator('main').getByText(MESSAGES.stock.noMore, { exact: true })).toBeVisible(SLOW);
        await lift();
      });
    });

    // One shopper and tab: two product pages, then the cart with a line of its own.
    test('Add to Cart: two taps while the purchase box wakes put two in the cart, as one line; a second tap while the first add is on its way is one more add, not lost; quick taps on a cart line\'s + while its last change is on its way are each one more, not lost', async ({ page, request, baseURL }) => {
      test.setTimeout(120_000);
      const [waking, busy, inCart] = await ownProducts(page, baseURL!, [10, 10, 10]);
      const user = await createCustomer(request, baseURL!, 'Double Tapper');
      await useSession(page, baseURL!, user);
      const add = page.getByRole('button', { name: 'Add to Cart' });

      await test.step('two taps on Add to Cart while the purchase box wakes put two in the cart, as one line', async () => {
        const { release, lift } = await openUnhydrated(page, `/product/details/${waking}`);
        await add.click();
        await add.click();
        await release();
        await expect(alertPopup(page)).toContainText(MESSAGES.cart.addedDetailTitle, SLOW);
        await lift();
        await expect.poll(() => cartQuantities(request, baseURL!, user, waking), SLOW).toEqual([2]);
      });

      await test.step('a second tap on Add to Cart while the first add is on its way is one more add, not lost', async () => {
        const adds = await holdRequests(page, '**/api/ecomProdCart/add', { method: 'POST' });
        await page.goto(`/product/details/${busy}`);
        const lift = await throttle(page, { network: false });
        await add.click();
        await adds.requested;
        await expect(add).toHaveAttribute('aria-busy', 'true', SLOW);
        // A phone's tap lands on the button as it is, without waiting for it to be ready.
        await add.click({ force: true });
        adds.release();
        await expect(alertPopup(page)).toContainText(MESSAGES.cart.addedDetailTitle, SLOW);
        await lift();
        await expect.poll(() => cartQuantities(request, baseURL!, user, busy), SLOW).toEqual([2]);
      });

      await test.step('quick taps on a cart line\'s + while its last change is on its way are each one more, not lost', async () => {
        await cartAdd(request, baseURL!, user, inCart!, 1);
        const changes = await holdRequests(page, '**/api/ecomProdCart/updateQuantity/*', { method: 'PUT' });
        await page.goto('/ecommerce/cart');
        const lift = await throttle(page, { network: false });
        // The line of its own, beside the two added above.
        const line = cartRow(page, (await productDetail(request, baseURL!, inCart!)).product_name);
        const increase = line.getByRole('button', { name: /^Increase quantity of Early Tap Tonic/ });
        await increase.click();
        await changes.requested;
        await expect(increase).toHaveAttribute('aria-busy', 'true', SLOW);
        // A phone's taps land on the button as it is, without waiting for it to be ready.
        await increase.click({ force: true });
        await increase.click({ force: true });
        changes.release();
        await expect(line.getByTestId('cart-item-quantity')).toHaveText('4', SLOW);
        await expect(increase).toHaveAttribute('aria-busy', 'false', SLOW);
        await lift();
        expect(await cartQuantities(request, baseURL!, user, inCart!)).toEqual([4]);
      });
    });
  });
});
