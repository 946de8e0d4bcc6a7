import type { Context } from 'hono';
import { routeList } from '../http/route-list';
import { subscribePayload } from '@/contract/catalogue.input';
import { MESSAGES } from '@/lib/messages';
import { consume, limit, withAddress } from '../auth/throttle';
import { clientAddress } from '../http/client-address';
import { readJson } from '../http/validate';
import { catalogueOf } from '../services/catalogue';
import { afterAnswer } from '../http/after-answer';
import { mailerFor } from '../mail/mailer';
import { newsletterConfirmMail } from '../mail/templates';
import { confirmPath, requestSubscription } from '../newsletter/double-opt-in';
import { shopOrigin } from '../shop-origin';
import { pathIn } from '@/lib/i18n/languages';
import { requestTag } from '../i18n/request-language';
import type { AppEnv } from '../types';
import { apiCacheHeaders, apiTags, tag } from '../cache-tags';
import { WORDS } from '@/lib/words';

/** The same for every visitor of a shop; purged when its content changes. */
const contentCache = (distributorId: number) => apiCacheHeaders(apiTags(distributorId, tag.content(distributorId)));

const catalogue = (c: Context<AppEnv>) => catalogueOf(c.var.db, c.var.distributor);

// Banners, slider, settings, policy pages (services/catalogue.ts) and the newsletter.
export const content = routeList()
  .get('/bannerImages', { access: 'public' }, async (c) => c.json(await catalogue(c).banners(), 200, contentCache(c.var.distributor.id)))
  .get('/slider', { access: 'public' }, async (c) => c.json(await catalogue(c).sliders(), 200, contentCache(c.var.distributor.id)))
  .get('/GeneralSetting', { access: 'public' }, async (c) => c.json(await catalogue(c).generalSettings(), 200, contentCache(c.var.distributor.id)))
  .get('/GeneralSetting/general-settings-details', { access: 'public' }, async (c) => c.json(await catalogue(c).generalSettings(), 200, contentCache(c.var.distributor.id)))
  .get('/GeneralSetting/footer-details', { access: 'public' }, async (c) => c.json(await catalogue(c).footer(), 200, contentCache(c.var.distributor.id)))
  .get('/Pages/:name', { access: 'public' }, async (c) => c.json(await catalogue(c).page(c.req.param('name')), 200, contentCache(c.var.distributor.id)))
  .post('/subscribe', { access: 'public', body: subscribePayload }, async (c) => {
    const { subscriber_email } = await readJson(c, subscribePayload);
    const email = subscriber_email.toLowerCase();
    await consume(
      c.var.db,
      [
        limit('newsletterEmail', c.var.distributor.id, email),
        ...withAddress(clientAddress(c), (ip) => [limit('newsletterAddress', ip)]),
      ],
      WORDS.throttle.newsletter,
    );
    // Double opt-in: the address counts once its owner opens the mailed link (sent after the answer).
    const distributor = c.var.distributor;
    const token = await requestSubscription(c.var.db, distributor.id, email);
    if (token) {
      // The confirmation page in the language the visitor subscribed in.
      const link = `${shopOrigin(c.env, distributor.slug)}${pathIn(requestTag(), confirmPath(token))}`;
      afterAnswer(c, 'Newsletter confirmation mail', () =>
        mailerFor(c.env, c.var.db, distributor).send(newsletterConfirmMail({ to: email, shopName: distributor.name, link })),
      );
    }
    return c.json({ message: MESSAGES.newsletter.success }, 201);
  });
