import { routeList } from '../http/route-list';
import { pushSubscriptionPayload, pushUnsubscribePayload } from '@/contract/push-subscriptions.input';
import { readJson } from '../http/validate';
import { pushSettings, subscribeDevice, unsubscribeDevice } from '../services/push-subscriptions';
import type { AppEnv } from '../types';

// The admin's devices for Web Push (mounted at /api/admin): what the console
// needs to offer it, subscribe this browser, and forget it again. The answer
// never repeats a subscription's keys.

const adminOf = (c: { var: AppEnv['Variables'] }) => ({ distributorId: c.var.distributor.id, id: c.var.user.id });

export const pushSubscriptions = routeList()
  .get('/push-subscriptions', { access: 'admin' }, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await pushSettings(c.env, c.var.db, adminOf(c)));
  })
  // An admin's own device for Web Push (never its endpoint or keys).
  .post('/push-subscriptions', { access: 'admin', audit: 'staff.push_subscribe', body: pushSubscriptionPayload }, async (c) => {
    const body = await readJson(c, pushSubscriptionPayload);
    return c.json({ message: await subscribeDevice(c.env, c.var.db, c.var.events, adminOf(c), body) }, 201);
  })
  .delete('/push-subscriptions', { access: 'admin', audit: 'staff.push_unsubscribe', body: pushUnsubscribePayload }, async (c) => {
    const body = await readJson(c, pushUnsubscribePayload);
    return c.json({ message: await unsubscribeDevice(c.var.db, c.var.events, adminOf(c), body.endpoint) });
  });
