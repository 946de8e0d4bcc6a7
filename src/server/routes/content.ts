import { Hono } from 'hono';
import { POLICY_PAGES, subscribePayload } from '@/lib/api/schemas/catalogue';
import { MESSAGES } from '@/lib/messages';
import { clientAddress, consume, limit, withAddress } from '../auth/throttle';
import { notFound } from '../http/errors';
import { readJson } from '../http/validate';
import { getBanners, getGeneralSettings, getPage, listSliders } from '../data/content';
import { afterAnswer } from '../http/after-answer';
import { mailerFor } from '../mail/mailer';
import { newsletterConfirmMail } from '../mail/templates';
import { confirmPath, requestSubscription } from '../newsletter/double-opt-in';
import { shopOrigin } from '../shop-origin';
import type { AppEnv } from '../types';
import { apiCacheHeaders, apiTags, tag } from '../cache-tags';

const PAGE_NAMES = new Set<string>(Object.values(POLICY_PAGES));

/** The same for every visitor of a shop; purged when its content changes. */
const contentCache = (distributorId: number) => apiCacheHeaders(apiTags(distributorId, tag.content(distributorId)));

// Banners, slider, settings, policy pages and the newsletter.
export const content = new Hono<AppEnv>()
  .get('/bannerImages', async (c) => c.json(await getBanners(c.env.DB, c.var.distributor.id), 200, contentCache(c.var.distributor.id)))
  .get('/slider', async (c) => c.json(await listSliders(c.env.DB, c.var.distributor.id), 200, contentCache(c.var.distributor.id)))
  .get('/GeneralSetting', async (c) => c.json(await getGeneralSettings(c.env.DB, c.var.distributor), 200, contentCache(c.var.distributor.id)))
  .get('/GeneralSetting/general-settings-details', async (c) =>
    c.json(await getGeneralSettings(c.env.DB, c.var.distributor), 200, contentCache(c.var.distributor.id)),
  )
  .get('/GeneralSetting/footer-details', async (c) => {
    const { appName, phoneNumber, email, address, webDescription } = await getGeneralSettings(
      c.env.DB,
      c.var.distributor,
    );
    return c.json({ phoneNumber, email, address, webDescription, appName }, 200, contentCache(c.var.distributor.id));
  })
  .get('/Pages/:name', async (c) => {
    const name = c.req.param('name');
    if (!PAGE_NAMES.has(name)) throw notFound('Page not found.');
    const page = await getPage(c.env.DB, c.var.distributor.id, name);
    if (!page) throw notFound('Page not found.');
    return c.json({ content: page.content }, 200, contentCache(c.var.distributor.id));
  })
  .post('/subscribe', async (c) => {
    const { subscriber_email } = await readJson(c, subscribePayload);
    const email = subscriber_email.toLowerCase();
    await consume(
      c.env.DB,
      [
        limit('newsletterEmail', c.var.distributor.id, email),
        ...withAddress(clientAddress(c), (ip) => [limit('newsletterAddress', ip)]),
      ],
      MESSAGES.throttle.newsletter,
    );
    // Double opt-in: the address counts once its owner opens the mailed link (sent after the answer).
    const distributor = c.var.distributor;
    const token = await requestSubscription(c.env.DB, distributor.id, email);
    if (token) {
      const link = `${shopOrigin(c.env, distributor.slug)}${confirmPath(token)}`;
      afterAnswer(c, 'Newsletter confirmation mail', () =>
        mailerFor(c.env, distributor).send(newsletterConfirmMail({ to: email, shopName: distributor.name, link })),
      );
    }
    return c.json({ message: MESSAGES.newsletter.success }, 201);
  });
