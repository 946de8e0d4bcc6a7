import { routeList } from '../http/route-list';
import { bannerDiscountsPayload, generalSettingsPayload, pagePayload, sliderOrderPayload } from '@/contract/storefront.input';
import { MESSAGES } from '@/lib/messages';
import type { Context } from 'hono';
import { formFile } from '../http/form-file';
import { idParam, readJson } from '../http/validate';
import { badRequest } from '../domain-error';
import {
  addSliderImage, removeSliderImage, reorderSliders, saveBannerDiscounts, saveBannerImage, saveGeneralSettings, savePolicyPage,
} from '../services/storefront';
import type { AppEnv } from '../types';
import { WORDS } from '@/lib/words';

// The console's storefront writes (mounted at /api/admin), admins of the
// host's shop only: a policy page's HTML, the footer details and the
// banners' percent-off badges, the slider images and the banner images
// (multipart, field `image`). Each write's event purges the shop's content
// from the edge cache (events/event-purges.ts).

const M = MESSAGES.console.storefront;

/** The uploaded file of a multipart body's `image` field, else 400. */
async function imageFile(c: Context<AppEnv>): Promise<File> {
  const file = await formFile(c, 'image', () => badRequest(WORDS.console.storefront.imageMissing));
  if (!file) throw badRequest(WORDS.console.storefront.imageMissing);
  return file;
}

export const storefrontAdmin = routeList()
  .put('/pages/:slug', { access: 'admin', audit: 'storefront.page', body: pagePayload }, async (c) => {
    const { content } = await readJson(c, pagePayload);
    const page = await savePolicyPage(c.var.db, c.var.events, c.var.distributor.id, c.req.param('slug'), content);
    return c.json({ message: M.pageSaved, page });
  })
  .put('/general-settings', { access: 'admin', audit: 'storefront.footer', body: generalSettingsPayload }, async (c) => {
    const body = await readJson(c, generalSettingsPayload);
    const settings = await saveGeneralSettings(c.var.db, c.var.events, c.var.distributor, body);
    return c.json({ message: M.footerSaved, settings });
  })
  .put('/banner-discounts', { access: 'admin', audit: 'storefront.badges', body: bannerDiscountsPayload }, async (c) => {
    const body = await readJson(c, bannerDiscountsPayload);
    const banners = await saveBannerDiscounts(c.var.db, c.var.events, c.var.distributor.id, body);
    return c.json({ message: M.badgesSaved, banners });
  })
  .post('/sliders', { access: 'admin', audit: 'storefront.slider.add' }, async (c) => {
    const sliders = await addSliderImage(c.var.db, c.var.events, c.env.MEDIA, c.var.distributor, await imageFile(c));
    return c.json({ message: M.sliderAdded, sliders }, 201);
  })
  .put('/sliders/order', { access: 'admin', audit: 'storefront.slider.order', body: sliderOrderPayload }, async (c) => {
    const { ids } = await readJson(c, sliderOrderPayload);
    const sliders = await reorderSliders(c.var.db, c.var.events, c.var.distributor.id, ids);
    return c.json({ message: M.sliderOrdered, sliders });
  })
  .delete('/sliders/:id', { access: 'admin', audit: 'storefront.slider.remove' }, async (c) => {
    const sliders = await removeSliderImage(c.var.db, c.var.events, c.var.distributor.id, idParam(c));
    return c.json({ message: M.sliderRemoved, sliders });
  })
  .put('/banner-images/:slot', { access: 'admin', audit: 'storefront.banner' }, async (c) => {
    const slot = c.req.param('slot');
    const banners = await saveBannerImage(c.var.db, c.var.events, c.env.MEDIA, c.var.distributor, slot, await imageFile(c));
    const label = M.slots[slot as keyof typeof M.slots];
    return c.json({ message: M.imageSaved(label), banners });
  });
