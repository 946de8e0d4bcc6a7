import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '@/server/app';
import type { PolicyPageName } from '@/contract/catalogue';
import { MESSAGES } from '@/lib/messages';
import { PAGE_CONTENT_MAX } from '@/contract/storefront.input';
import { inProcessSources } from '@/server/pages/in-process-source';
import { rememberedCatalogue } from '@/server/pages/remembered-catalogue';
import { policyPageHtml } from '@/server/pages/policy-page';
import { dbOf } from './databases';
import { KIRANA, SEHAT, call, distributorId } from './helpers';
import { ADMIN, SHOPPER, RIDER, tokenFor } from './orders-support';

// The console's storefront writes: a policy page's HTML and the footer details.

const M = MESSAGES.console.storefront;
const [admin, shopper, rider, kiranaAdmin] = await Promise.all([
  tokenFor(...ADMIN),
  tokenFor(...SHOPPER),
  tokenFor(...RIDER),
  tokenFor(ADMIN[0], ADMIN[1], 'kirana'),
]);
const did = await distributorId('sehat');

/** The read the storefront's policy page makes (kept per instance, as the page keeps it). */
async function policyPageAsShown(name: PolicyPageName) {
  const direct = inProcessSources(dbOf('sehat'), { id: did, slug: 'sehat', name: 'Sehat Pharmacy' });
  const page = await rememberedCatalogue(direct.catalogue, did).page(name);
  return policyPageHtml(page.content, name);
}

const putPage = (slug: string, content: unknown, token: string | null = admin) =>
  call(`admin/pages/${slug}`, { method: 'PUT', token: token ?? undefined, body: { content } });

describe('PUT admin/pages/:slug', () => {
  it('stores the page, which the API and the policy page then show', async () => {
    await policyPageAsShown('Privacy Policy'); // a kept read from before the edit
    const html = '<h2>Your data</h2><p>We keep your <strong>address</strong> only to deliver.</p><ul><li>No selling</li></ul>';
    const res = await putPage('privacy_policy', html);
    expect(res).toMatchObject({ status: 200, json: { message: M.pageSaved, page: { name: 'Privacy Policy', content: html } } });
    expect((await call(`Pages/${encodeURIComponent('Privacy Policy')}`)).json.content).toBe(html);
    expect(await policyPageAsShown('Privacy Policy')).toBe(html);
    // The other shop's page is its own.
    expect((await call(`Pages/${encodeURIComponent('Privacy Policy')}`, { host: KIRANA })).json.content).not.toBe(html);
  });

  it('stores it sanitised as the storefront shows it: no script, handler or javascript: link', async () => {
    const res = await putPage(
      'about_us',
      '<h1>About</h1><p onclick="steal()">Family pharmacy.</p><script>document.cookie</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    );
    expect(res.status).toBe(200);
    const stored = (await call(`Pages/${encodeURIComponent('About Us')}`)).json.content as string;
    expect(stored).toBe('<h2>About</h2><p>Family pharmacy.</p><a>x</a>');
    const row = await env.DB.prepare("SELECT content FROM pages WHERE distributor_id = ? AND name = 'About Us'").bind(did).first<{ content: string }>();
    expect(row!.content).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('purges the shop’s content from the edge cache', async () => {
    const purges: Array<{ tags?: string[] }> = [];
    const pending: Promise<unknown>[] = [];
    const ctx = {
      waitUntil: (p: Promise<unknown>) => void pending.push(p),
      passThroughOnException: () => undefined,
      props: {},
      cache: { purge: async (o: { tags?: string[] }) => (purges.push(o), { success: true, errors: [] }) },
    } as unknown as ExecutionContext;
    const res = await app.fetch(
      new Request(`${SEHAT}/api/admin/pages/terms_conditions`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: '<p>Terms, revised.</p>' }),
      }),
      env,
      ctx,
    );
    expect(res.status).toBe(200);
    await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, 200))]);
    expect(purges[0]?.tags).toEqual([`content:${did}`]);
  });

  it('refuses an unknown page, an empty or oversized one, and changes nothing', async () => {
    const before = (await call(`Pages/${encodeURIComponent('Refund and Return Policy')}`)).json.content;
    expect(await putPage('shipping_policy', '<p>x</p>')).toMatchObject({ status: 404, json: { code: 'NOT_FOUND', message: M.unknownPage } });
    expect(await putPage('refund_return_policy', '<script>only()</script>')).toMatchObject({ status: 400, json: { message: M.contentEmpty } });
    expect(await putPage('refund_return_policy', `<p>${'a'.repeat(PAGE_CONTENT_MAX)}</p>`)).toMatchObject({
      status: 400,
      json: { message: M.contentTooLong(PAGE_CONTENT_MAX) },
    });
    expect((await putPage('refund_return_policy', 12)).status).toBe(400);
    expect((await call(`Pages/${encodeURIComponent('Refund and Return Policy')}`)).json.content).toBe(before);
  });

  it('is for the shop’s own admins only', async () => {
    const before = (await call(`Pages/${encodeURIComponent('About Us')}`)).json.content;
    const statuses = [];
    for (const token of [null, kiranaAdmin, shopper, rider]) statuses.push((await putPage('about_us', '<p>Not theirs</p>', token)).status);
    expect(statuses).toEqual([401, 401, 403, 403]);
    expect((await call(`Pages/${encodeURIComponent('About Us')}`)).json.content).toBe(before);
  });
});

describe('PUT admin/general-settings', () => {
  const details = {
    app_name: 'Sehat Pharmacy Indiranagar',
    phone_number: '+91 98765 43210',
    email: 'care@sehat.example',
    address: '12, 100 Feet Road,\nIndiranagar, Bengaluru 560038',
    web_description: 'Medicines and wellness,\ndelivered the same day.',
  };

  it('stores the footer details, which the footer then shows', async () => {
    const res = await call('admin/general-settings', { method: 'PUT', token: admin, body: details });
    expect(res).toMatchObject({ status: 200, json: { message: M.footerSaved } });
    expect((await call('GeneralSetting/footer-details')).json).toEqual({
      appName: details.app_name,
      phoneNumber: details.phone_number,
      email: details.email,
      address: details.address,
      webDescription: details.web_description,
    });
    expect((await call('GeneralSetting/footer-details', { host: KIRANA })).json.appName).not.toBe(details.app_name);
  });

  it('refuses a bad phone, e-mail, empty name or over-long text, and changes nothing', async () => {
    const before = (await call('GeneralSetting/footer-details')).json;
    const refused = async (body: Record<string, unknown>) => (await call('admin/general-settings', { method: 'PUT', token: admin, body })).json;
    expect(await refused({ ...details, phone_number: '12ab' })).toEqual({ code: 'BAD_REQUEST', message: M.phoneInvalid });
    expect(await refused({ ...details, email: 'not-an-address' })).toEqual({ code: 'BAD_REQUEST', message: M.emailInvalid });
    expect(await refused({ ...details, app_name: '  ' })).toEqual({ code: 'BAD_REQUEST', message: M.nameRequired });
    expect(await refused({ ...details, address: 'x'.repeat(501) })).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.general.tooLong(M.fields.address, 500) });
    expect((await refused({ app_name: 'Only a name' })).code).toBe('BAD_REQUEST');
    expect((await call('GeneralSetting/footer-details')).json).toEqual(before);
  });

  it('is for the shop’s own admins only', async () => {
    const statuses = [];
    for (const token of [undefined, kiranaAdmin, shopper, rider]) statuses.push((await call('admin/general-settings', { method: 'PUT', token, body: details })).status);
    expect(statuses).toEqual([401, 401, 403, 403]);
  });
});

describe('PUT admin/banner-discounts', () => {
  const badges = { offer_banner_first_discount: 25, offer_banner_second_discount: 0, popup_banner_discount: 100 };
  const put = (body: unknown, token: string | undefined = admin) => call('admin/banner-discounts', { method: 'PUT', token, body });

  it('stores the badges, which the banners then show, keeping the images', async () => {
    const before = (await call('bannerImages')).json;
    expect(await put(badges)).toMatchObject({ status: 200, json: { message: M.badgesSaved } });
    expect((await call('bannerImages')).json).toEqual({
      ...before,
      offerBannerFirstDiscount: 25,
      offerBannerSecondDiscount: 0,
      popupBannerDiscount: 100,
    });
  });

  it('refuses a badge outside 0 to 100 or not whole, and changes nothing', async () => {
    const before = (await call('bannerImages')).json;
    const label = M.badges.popup_banner_discount;
    for (const popup of [101, -1, 12.5, '20', null]) {
      expect((await put({ ...badges, popup_banner_discount: popup })).json, String(popup)).toEqual({ code: 'BAD_REQUEST', message: M.badgeInvalid(label) });
    }
    expect((await call('bannerImages')).json).toEqual(before);
  });

  it('is for the shop’s own admins only', async () => {
    const statuses = [];
    for (const token of [kiranaAdmin, shopper, rider]) statuses.push((await put(badges, token)).status);
    statuses.push((await call('admin/banner-discounts', { method: 'PUT', body: badges })).status);
    expect(statuses).toEqual([401, 403, 403, 401]);
  });
});
