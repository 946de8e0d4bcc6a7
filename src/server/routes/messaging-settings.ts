import { routeList } from '../http/route-list';
import type { MessagingChannelName } from '@/contract/messaging-settings';
import { messagingTestPayload, smsSettingsPayload, whatsappSettingsPayload } from '@/contract/messaging-settings.input';
import { notFound } from '../domain-error';
import { readJson } from '../http/validate';
import { messagingSettingsOf, sendConsoleTestMessage, updateMessagingSettings } from '../services/messaging-settings';
import { WORDS } from '@/lib/words';

// The shop admin's SMS and WhatsApp settings (mounted at /api/admin): read,
// save one channel (its key write-only), and send the admin a test message.

function channelParam(raw: string): MessagingChannelName {
  if (raw === 'sms' || raw === 'whatsapp') return raw;
  throw notFound(WORDS.apiAnswers.notFound.channel);
}

const SAVED: Record<MessagingChannelName, string> = { sms: 'SMS settings saved.', whatsapp: 'WhatsApp settings saved.' };

export const messagingSettings = routeList()
  .get('/messaging-settings', { access: 'admin' }, async (c) => c.json(await messagingSettingsOf(c.env, c.var.distributor)))
  .put('/messaging-settings/:channel', { access: 'admin', audit: 'shop.messaging_settings', body: whatsappSettingsPayload }, async (c) => {
    const channel = channelParam(c.req.param('channel'));
    const body = channel === 'sms' ? await readJson(c, smsSettingsPayload) : await readJson(c, whatsappSettingsPayload);
    const settings = await updateMessagingSettings(c.env, c.var.db, c.var.events, c.var.distributor, channel, body);
    return c.json({ message: SAVED[channel], settings });
  })
  .post('/messaging-settings/:channel/test', { access: 'admin', audit: 'shop.messaging_test', body: messagingTestPayload }, async (c) => {
    const channel = channelParam(c.req.param('channel'));
    const body = await readJson(c, messagingTestPayload);
    const message = await sendConsoleTestMessage(c.env, c.var.events, c.var.distributor, { adminId: c.var.user.id, channel, language: body.language ?? 'en-IN' });
    return c.json({ message });
  });
