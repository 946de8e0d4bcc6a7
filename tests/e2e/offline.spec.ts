import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { OFFLINE_ACTION_TEXT } from '@/lib/pwa/offline';
import { alertPopup, apiGet, createCustomer, shopGet, shopOrigin, skipPopup, useSession } from './support';

// Installable and offline: a manifest per shop, and a service worker that
// keeps catalogue pages the shopper has opened, never personal pages or API answers.

test.use({ serviceWorkers: 'allow' });

/** Opens a page and waits until the service worker says it has kept it. */
async function openAndKeep(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true', { timeout: 20_000 });
}

/** Every URL in every cache the site's service worker has. */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return { names: await caches.keys(), urls };
  });
}

// Read from the runner: no browser page is opened.
test('each shop has its own manifest, linked from every page', async ({ request, baseURL }) => {
  for (const slug of ['sehat', 'kirana'] as const) {
    const origin = shopOrigin(baseURL!, slug);
    const html = await (await shopGet(request, `${origin}/ecommerce`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}">/i);
    const res = await shopGet(request, `${origin}/manifest.webmanifest`);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await res.json();
    const shopName = html.match(/<meta property="og:site_name" content="([^"]+)"/)![1];
    expect(manifest.name).toBe(shopName!.replace(/&amp;/g, '&'));
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest).toMatchObject({ start_url: '/ecommerce', display: 'standalone' });
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) expect((await shopGet(request, `${origin}${icon.src}`)).ok()).toBe(true);
  }
});

// One tab walks every offline case in turn: the service worker installs (and
// keeps its shell) once, not once per case. The guest's kept all-products page
// comes first, when nothing else has been loaded into the tab.
test('offline: a kept page\'s Add asks a guest to log in; a seen page opens offline, an unseen one offers Retry; personal pages and API answers are never kept; Add to Cart says so and sends nothing', async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000);
  await skipPopup(page);

  await test.step('a guest’s Add on a kept page, offline and before any touch, still asks them to log in', async () => {
    await openAndKeep(page, '/ecommerce/prod-card');
    await context.setOffline(true);
    await page.locator('form[data-add-to-cart] button').first().click();
    await expect(alertPopup(page).locator('.swal2-title')).toHaveText(MESSAGES.cart.loginFirst);
    await expect(page).toHaveURL(/\/ecommerce\/prod-card$/);
    await context.setOffline(false);
  });

  await test.step('a product page seen once opens offline, with the offline banner', async () => {
    await openAndKeep(page, '/product/details/1');
    const name = await page.locator('h1').textContent();
    await expect(page.getByText('You are offline')).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1')).toHaveText(name!);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are offline')).toHaveCount(0);
  });

  await test.step('an unseen page offline shows the offline page; Retry opens it once back online', async () => {
    await context.setOffline(true);
    await page.goto('/product/details/2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    await context.setOffline(false);
    await retry.click();
    await expect(page).toHaveURL(/\/product\/details\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
  });

  await test.step('personal pages and API answers are never kept; caches carry one build version', async () => {
    await page.goto('/ecommerce/cart');
    await page.goto('/ecommerce/login');
    await openAndKeep(page, '/ecommerce/about_us');
    const { names, urls } = await cachedUrls(page);
    expect(urls).toContain('/product/details/1');
    expect(urls).toContain('/ecommerce/about_us');
    expect(urls).toContain('/offline');
    for (const url of urls) {
      expect(url).not.toMatch(/^\/ecommerce\/(cart|login|signup|profile|order|add-address|forgot-password|reset-password)/);
      if (url.startsWith('/api/')) expect(url).toMatch(/^\/api\/files\//);
    }
    const versions = new Set(names.map((n) => n.replace(/^[a-z]+-/, '')));
    expect(versions.size).toBe(1);
  });

  await test.step('Add to Cart offline says so plainly and sends nothing', async () => {
    const user = await createCustomer(request, baseURL!, 'Offline Shopper');
    await useSession(page, baseURL!, user);
    await openAndKeep(page, '/product/details/1');
    const add = page.getByRole('button', { name: 'Add to Cart' });
    // The purchase box wakes on this very tap, offline: its script was kept with the page.
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));

    await context.setOffline(true);
    await add.click();
    await expect(page.locator('.purchase').getByRole('status')).toHaveText(OFFLINE_ACTION_TEXT);
    expect(posts).toEqual([]);
    expect((await apiGet(request, baseURL!, `ecomProdCart/cart/count/${user.id}`, user.token)).count).toBe(0);
  });
});
