import { Hono } from 'hono';
import { bannerDiscountsPayload, generalSettingsPayload, pagePayload, sliderOrderPayload } from '@/contract/storefront.input';
import { MESSAGES } from '@/lib/messages';
import { requireAuth } from '../auth/guard';
import type { Context } from 'hono';
import { formFile } from '../http/form-file';
import { idParam, readJson } from '../http/validate';
import { badRequest } from '../domain-error';
import {
  addSliderImage, removeSliderImage, reorderSliders, saveBannerDiscounts, saveBannerImage, saveGeneralSettings, savePolicyPage,
} from '../services/storefront';
import { contentChangedTags } from '../cache-tags';
import { purgeAfterWrite } from '../cache-purge';
import type { AppEnv } from '../types';
import { WORDS } from '@/lib/words';

// The console's storefront writes (mounted at /api/admin), admins of the
// host's shop only: a policy page's HTML, the footer details and the
// banners' percent-off badges, the slider images and the banner images
// (multipart, field `image`). Each write purges the shop's content from the
// edge cache.

const admin = requireAuth('admin');
const M = MESSAGES.console.storefront;

/** The uploaded file of a multipart body's `image` field, else 400. */
async function imageFile(c: Context<AppEnv>): Promise<File> {
  const file = await formFile(c, 'image', () => badRequest(WORDS.console.storefront.imageMissing));
  if (!file) throw badRequest(WORDS.console.storefront.imageMissing);
  return file;
}

export const storefrontAdmin = new Hono<AppEnv>()
  .put('/pages/:slug', admin, async (c) => {
    const { content } = await readJson(c, pagePayload);
    const page = await savePolicyPage(c.env.DB, c.var.distributor.id, c.req.param('slug'), content);
    purgeAfterWrite(c, contentChangedTags(c.var.distributor.id));
    return c.json({ message: M.pageSaved, page });
  })
  .put('/general-settings', admin, async (c) => {
    const body = await readJson(c, generalSettingsPayload);
    const settings = await saveGeneralSettings(c.env.DB, c.var.distributor, body);
    purgeAfterWrite(c, contentChangedTags(c.var.distributor.id));
    return c.json({ message: M.footerSaved, settings });
  })
  .put('/banner-discounts', admin, async (c) => {
    const body = await readJson(c, bannerDiscountsPayload);
    const banners = await saveBannerDiscounts(c.env.DB, c.var.distributor.id, body);
    purgeAfterWrite(c, contentChangedTags(c.var.distributor.id));
    return c.json({ message: M.badgesSaved, banners });
  })
  .post('/sliders', admin, async (c) => {
    const sliders = await addSliderImage(c.env.DB, c.env.MEDIA, c.var.distributor, await imageFile(c));
    purgeAfterWrite(c, contentChangedTags(c.var.distributor.id));
    return c.json({ message: M.sliderAdded, sliders }, 201);
  })
  .put('/sliders/order', admin, async (c) => {
    const { ids } = await readJson(c, sliderOrderPayload);
    const sliders = await reorderSliders(c.env.DB, c.var.distributor.id, ids);
    purgeAfterWrite(c, contentChangedTags(c.var.distributor.id));
    return c.json({ message: M.sliderOrdered, sliders });
  })
  .delete('/sliders/:id', admin, async (c) => {
    const sliders = await removeSliderImage(c.env.DB, c.var.distributor.id, idParam(c));
    purgeAfterWrite(c, contentChangedTags(c.var.distributor.id));
    return c.json({ message: M.sliderRemoved, sliders });
  })
  .put('/banner-images/:slot', admin, async (c) => {
    const slot = c.req.param('slot');
    const banners = await saveBannerImage(c.env.DB, c.env.MEDIA, c.var.distributor, slot, await imageFile(c));
    purgeAfterWrite(c, contentChangedTags(c.var.distributor.id));
    const label = M.slots[slot as keyof typeof M.slots];
    return c.json({ message: M.imageSaved(label), banners });
  });
