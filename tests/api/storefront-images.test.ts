import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { KIRANA, SEHAT, call } from './helpers';
import { seededCrew, tokenFor } from './orders-support';

// The console's storefront images: slider images added, reordered and
// removed, and the banners' and payment methods' images replaced. Each answers
// the new state, shows in the public reads at once, and is recorded in the
// activity log; other people and other shops get nothing.

const M = MESSAGES.console.storefront;
const { admin, shopper, rider } = await seededCrew(1);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

async function send(path: string, method: string, file: File | null, token = admin, host = SEHAT) {
  const form = new FormData();
  if (file) form.set('image', file);
  const res = await exports.default.fetch(new Request(`${host}/api/${path}`, { method, body: form, headers: { authorization: `Bearer ${token}` } }));
  return { status: res.status, json: (await res.json()) as any };
}

const png = (name = 'slide.png') => new File([PNG], name, { type: 'image/png' });

async function publicSliders(): Promise<Array<{ id: number; image: string }>> {
  const res = await call('slider');
  expect(res.status).toBe(200);
  return Array.isArray(res.json) ? res.json : res.json.sliders ?? res.json.data;
}

describe('slider images', () => {
  it('adds one at the end, reorders and removes them, each shown by the public read at once', async () => {
    const before = await publicSliders();
    const added = await send('admin/sliders', 'POST', png());
    expect(added.status).toBe(201);
    expect(added.json.message).toBe(M.sliderAdded);
    const after = await publicSliders();
    expect(after.length).toBe(before.length + 1);
    const newOne = after[after.length - 1]!;
    expect(newOne.image).toMatch(/^slider-.+\.png$/);
    const served = await exports.default.fetch(new Request(`${SEHAT}/media/ecomSettings/${newOne.image}`));
    expect(served.status).toBe(200);

    const reversed = after.map((s) => s.id).reverse();
    const ordered = await call('admin/sliders/order', { method: 'PUT', token: admin, body: { ids: reversed } });
    expect(ordered.status).toBe(200);
    expect((await publicSliders()).map((s) => s.id)).toEqual(reversed);
    // Leaving one out, or naming one twice, changes nothing.
    const partial = await call('admin/sliders/order', { method: 'PUT', token: admin, body: { ids: reversed.slice(1) } });
    expect(partial.status).toBe(400);
    expect(partial.json.message).toBe(M.sliderOrderInvalid);
    expect((await publicSliders()).map((s) => s.id)).toEqual(reversed);

    const removed = await call(`admin/sliders/${newOne.id}`, { method: 'DELETE', token: admin });
    expect(removed.status).toBe(200);
    expect((await publicSliders()).map((s) => s.id)).not.toContain(newOne.id);
    const again = await call(`admin/sliders/${newOne.id}`, { method: 'DELETE', token: admin });
    expect(again.status).toBe(404);

    const log = await call('admin/activity?limit=3', { token: admin });
    expect(log.json.entries.map((e: { action: string }) => e.action)).toEqual(['storefront.slider.remove', 'storefront.slider.order', 'storefront.slider.add']);
  });

  it('refuses a request without an image or with something that is not one', async () => {
    const none = await send('admin/sliders', 'POST', null);
    expect(none.status).toBe(400);
    expect(none.json.message).toBe(M.imageMissing);
    const text = await send('admin/sliders', 'POST', new File(['hello'], 'a.png', { type: 'image/png' }));
    expect(text.status).toBe(400);
  });
});

describe('banner images', () => {
  it('replaces each banner image and the payment methods image, keeping the badges', async () => {
    for (const slot of ['offer_banner_first', 'offer_banner_second', 'popup_banner', 'payment_gateway_image'] as const) {
      const res = await send(`admin/banner-images/${slot}`, 'PUT', png(`${slot}.png`));
      expect(res.status).toBe(200);
      expect(res.json.message).toBe(M.imageSaved(M.slots[slot]));
    }
    const banners = (await call('bannerImages')).json;
    const text = JSON.stringify(banners);
    expect(text.match(/banner-[0-9a-f-]+\.png/g)?.length).toBeGreaterThanOrEqual(3);
    const settings = (await call('GeneralSetting')).json;
    expect(JSON.stringify(settings)).toMatch(/banner-[0-9a-f-]+\.png/);
    const unknown = await send('admin/banner-images/logo', 'PUT', png());
    expect(unknown.status).toBe(404);
  });

  it('is the shop admin’s only', async () => {
    const kiranaAdmin = await tokenFor('admin@example.com', 'admin123', 'kirana');
    for (const token of [shopper, rider, kiranaAdmin]) {
      expect((await send('admin/sliders', 'POST', png(), token)).status).toBe(token === kiranaAdmin ? 401 : 403);
      expect((await send('admin/banner-images/popup_banner', 'PUT', png(), token)).status).toBe(token === kiranaAdmin ? 401 : 403);
    }
    // Kirana's admin on kirana's host reaches kirana's sliders only (ids are per database: the same
    // number may name one of kirana's), so sehat's list stays as it was.
    const sehatBefore = (await publicSliders()).map((s) => s.id);
    const res = await call(`admin/sliders/${sehatBefore[0]}`, { method: 'DELETE', token: kiranaAdmin, host: KIRANA });
    expect([200, 404]).toContain(res.status);
    expect((await publicSliders()).map((s) => s.id)).toEqual(sehatBefore);
  });
});
