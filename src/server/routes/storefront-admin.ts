import { Hono } from 'hono';
import { bannerDiscountsPayload, generalSettingsPayload, pagePayload } from '@/contract/storefront.input';
import { MESSAGES } from '@/lib/messages';
import { requireAuth } from '../auth/guard';
import { readJson } from '../http/validate';
import { saveBannerDiscounts, saveGeneralSettings, savePolicyPage } from '../services/storefront';
import { contentChangedTags } from '../cache-tags';
import { purgeAfterWrite } from '../cache-purge';
import type { AppEnv } from '../types';

// The console's storefront writes (mounted at /api/admin), admins of the
// host's shop only: a policy page's HTML, the footer details and the
// banners' percent-off badges. Each write
// purges the shop's content from the edge cache.

const admin = requireAuth('admin');
const M = MESSAGES.console.storefront;

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
  });
