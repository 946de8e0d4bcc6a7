import { routeList } from '../http/route-list';
import { messagePreferencesPayload } from '@/contract/message-preferences.input';
import { MESSAGES } from '@/lib/messages';
import { readJson } from '../http/validate';
import { checkUnsubscribeLink, preferencesOf, savePreferences, unsubscribeByLink } from '../services/message-preferences';
import { shopChannelsOn } from '../services/messaging-settings';

// EcomLogin/message-preferences: the caller's own choices (no id in the path:
// the session says whose), and the e-mails' unsubscribe link. Mounted under
// /EcomLogin by account.ts.

export const messagePreferences = routeList()
  .get('/message-preferences', { access: 'signed-in' }, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await preferencesOf(c.var.db, c.var.distributor.id, c.var.user.id, await shopChannelsOn(c.env, c.var.distributor)));
  })
  .put('/message-preferences', { access: 'signed-in', body: messagePreferencesPayload }, async (c) => {
    const { preferences } = await readJson(c, messagePreferencesPayload);
    const view = await savePreferences(c.var.db, c.var.distributor.id, c.var.user.id, await shopChannelsOn(c.env, c.var.distributor), preferences);
    return c.json({ message: MESSAGES.messagePreferences.saved, ...view });
  })
  // Opening the link only checks it: mail scanners follow links.
  .get('/unsubscribe/:token', { access: 'public' }, async (c) => {
    await checkUnsubscribeLink(c.var.db, c.env.JWT_SECRET, c.var.distributor.id, c.req.param('token'));
    return c.json({ valid: true });
  })
  .post('/unsubscribe/:token', { access: 'public' }, async (c) => {
    await unsubscribeByLink(c.var.db, c.env.JWT_SECRET, c.var.distributor.id, c.req.param('token'));
    return c.json({ message: MESSAGES.messagePreferences.unsubscribed });
  });
