import type { MiddlewareHandler } from 'hono';
import { routeList } from '../http/route-list';
import { notFound } from '../domain-error';
import { createStandInSubscription, dropStandInSubscription, pushStandInOn, standInMessages } from '../push/push-stand-in';
import type { AppEnv } from '../types';
import { WORDS } from '@/lib/words';

// The local push stand-in's own controls (mounted at /api), standing in for
// what a browser and its push service do: make a subscription (as
// PushManager.subscribe() would), read what reached it (decrypted, as the
// service worker would see it), and end it (later pushes get 410). Only while
// the local setup switches the stand-in on; anywhere else these paths do not exist.

const ID = /^[\w-]{10,40}$/;

/** Answers 404 unless the local setup switches the stand-in on. */
const standInOn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!pushStandInOn(c.env)) throw notFound(WORDS.apiAnswers.notFound.anything);
  await next();
};

export const pushStandInRoutes = routeList()
  .post('/push-stand-in/subscriptions', { access: 'public', before: [standInOn] }, async (c) => c.json(await createStandInSubscription(c.env.SESSION), 201))
  .get('/push-stand-in/subscriptions/:id/messages', { access: 'public', before: [standInOn] }, async (c) => {
    const id = c.req.param('id');
    const messages = ID.test(id) ? await standInMessages(c.env.SESSION, id) : null;
    if (!messages) throw notFound(WORDS.apiAnswers.notFound.subscription);
    return c.json({ messages });
  })
  .delete('/push-stand-in/subscriptions/:id', { access: 'public', before: [standInOn] }, async (c) => {
    const id = c.req.param('id');
    if (!ID.test(id) || !(await dropStandInSubscription(c.env.SESSION, id))) throw notFound(WORDS.apiAnswers.notFound.subscription);
    return c.json({ message: 'Subscription ended.' });
  });
