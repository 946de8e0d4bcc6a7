import { expect, test, type Page } from '@playwright/test';
import { POLICY_PAGES } from '@/contract/catalogue';
import { MESSAGES } from '@/lib/messages';
import { hydratedIsland, shopCategories, shopGet, shopOrigin, shopProducts } from './support';

// Policy pages (sanitised server HTML), the footer newsletter, and the
// sitemap/robots of each shop's host.

const isSubscribe = (url: string) => /\/api\/subscribe$/.test(new URL(url).pathname);

/** The footer's newsletter on the page already open, hydrated. */
async function newsletter(page: Page) {
  const email = page.getByRole('textbox', { name: 'Newsletter e-mail address' });
  await email.scrollIntoViewIfNeeded(); // client:visible
  await hydratedIsland(page, '#newsletter-email');
  return { email, button: page.getByRole('button', { name: 'Subscribe' }) };
}

for (const slug of ['sehat', 'kirana'] as const) {
  test.describe(`policy pages and footer (${slug})`, () => {
    // One tab: each policy page opened in turn; on the last, About Us, the footer's newsletter
    // (each click waits for the subscription's answer); then an unknown policy page.
    test('every policy page shows the server’s content, sanitised; the newsletter needs an e-mail and sends nothing while it is invalid; thanks the shopper, resets, and thanks again for a repeat; says when the subscription fails; an unknown policy page is a 404', async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      const origin = shopOrigin(baseURL!, slug);
      for (const [path, name] of Object.entries(POLICY_PAGES)) {
        await test.step(`${name} shows the server’s content, sanitised`, async () => {
          const api = await shopGet(page.request, `${origin}/api/Pages/${encodeURIComponent(name)}`);
          const { content } = (await api.json()) as { content: string };
          const firstParagraph = /<p>([^<]{20,})/.exec(content)?.[1];
          const response = await page.goto(`${origin}/ecommerce/${path}`);
          expect(response?.status()).toBe(200);
          expect(response?.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
          await expect(page).toHaveTitle(new RegExp(`^${name} \\| `));
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/ecommerce/${path}`);
          const body = page.locator('.policy__content');
          if (firstParagraph) await expect(body).toContainText(firstParagraph.trim().slice(0, 60));
          expect(await body.locator('script, style, iframe, [onclick], [onerror], [style]').count()).toBe(0);
          expect(await body.locator('a[href^="javascript:" i]').count()).toBe(0);
        });
      }
      expect(page.url()).toBe(`${origin}/ecommerce/about_us`);
      const calls: string[] = [];
      page.on('request', (r) => isSubscribe(r.url()) && calls.push(r.url()));
      const { email, button } = await newsletter(page);
      const subscribe = async () => {
        const answered = page.waitForResponse((r) => isSubscribe(r.url()));
        await button.click();
        await answered;
      };
      await test.step('the newsletter needs an e-mail and sends nothing while it is invalid', async () => {
        await button.click();
        await expect(page.getByText(MESSAGES.login.emailRequired)).toBeVisible();
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        await email.fill('not-an-email');
        await button.click();
        await expect(page.getByText(MESSAGES.login.emailInvalid)).toBeVisible();
        await expect(page.getByText(MESSAGES.newsletter.success)).toHaveCount(0);
        // A valid address then goes out: it is the first and only request, so the invalid ones sent nothing.
        await email.fill(`valid-${Date.now()}-${slug}@example.com`);
        await button.click();
        await expect(page.getByText(MESSAGES.newsletter.success)).toBeVisible();
        expect(calls).toHaveLength(1);
      });
      await test.step('the newsletter thanks the shopper, resets, and thanks again for a repeat', async () => {
        const address = `news-${Date.now()}-${slug}@example.com`;
        await email.fill(address);
        await subscribe();
        const status = page.locator('.newsletter [role="status"]');
        await expect(status).toHaveText(MESSAGES.newsletter.success);
        await expect(status).toHaveAttribute('aria-live', 'polite');
        await expect(email).toHaveValue('');
        await email.fill(address.toUpperCase());
        await subscribe();
        await expect(status).toHaveText(MESSAGES.newsletter.success);
      });
      await test.step('the newsletter says when the subscription fails', async () => {
        await page.route('**/api/subscribe', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
        await email.fill(`fail-${Date.now()}@example.com`);
        await button.click();
        await expect(page.getByText(MESSAGES.newsletter.failure)).toBeVisible();
        await expect(email).not.toHaveValue('');
        // A routed page has its cache off: the next page would fetch every script again.
        await page.unroute('**/api/subscribe');
      });

      await test.step('an unknown policy page is a 404', async () => {
        const response = await page.goto(`${origin}/ecommerce/shipping_policy`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      });
    });

    // Read from the runner: no browser page is opened.
    test('robots.txt and the sitemap describe this host’s shop only', async ({ request, baseURL }) => {
      const origin = shopOrigin(baseURL!, slug);
      const other = shopOrigin(baseURL!, slug === 'sehat' ? 'kirana' : 'sehat');

      const robots = await shopGet(request, `${origin}/robots.txt`);
      expect(robots.status()).toBe(200);
      expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
      const robotsText = await robots.text();
      expect(robotsText).toContain(`Sitemap: ${origin}/sitemap.xml`);
      expect(robotsText).toContain('Disallow: /api/');

      const index = await shopGet(request, `${origin}/sitemap.xml`);
      expect(index.status()).toBe(200);
      expect(index.headers()['content-type']).toMatch(/xml/);
      expect(index.headers()['cache-control']).toMatch(/^public/);
      const indexXml = await index.text();
      expect(indexXml).toContain('<sitemapindex');
      const parts = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(parts).toEqual([`${origin}/sitemaps/pages.xml`, `${origin}/sitemaps/products-1.xml`]);

      const pagesXml = await (await shopGet(request, parts[0]!)).text();
      expect(pagesXml).toContain(`<loc>${origin}/ecommerce</loc>`);
      expect(pagesXml).toContain(`<loc>${origin}/hi/ecommerce</loc>`);
      for (const path of Object.keys(POLICY_PAGES)) expect(pagesXml).toContain(`<loc>${origin}/ecommerce/${path}</loc>`);
      const categories = await shopCategories(request, origin);
      for (const c of categories) expect(pagesXml).toContain(`<loc>${origin}/ecommerce/category/${c.id}</loc>`);
      expect(pagesXml).not.toContain(other);

      const productsXml = await (await shopGet(request, parts[1]!)).text();
      const ids = (await shopProducts(request, origin)).map((p) => p.id);
      // Each product once per language: the English page and the Hindi one.
      for (const prefix of ['', '/hi']) {
        const listed = [...productsXml.matchAll(new RegExp(`<loc>${origin}${prefix}/product/details/(\\d+)</loc>`, 'g'))].map((m) => Number(m[1]));
        expect(listed.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      }
      expect(productsXml).toContain('hreflang="hi-IN"');
      expect(productsXml).not.toContain(other);

      expect((await shopGet(request, `${origin}/sitemaps/products-2.xml`)).status()).toBe(404);
      expect((await shopGet(request, `${origin}/sitemaps/nonsense.xml`)).status()).toBe(404);
    });
  });
}
