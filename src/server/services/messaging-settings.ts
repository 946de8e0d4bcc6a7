import type { MessagingChannelName, MessagingChannelView, MessagingSettingsView } from '@/contract/messaging-settings';
import type { MessagingSettingsPayload } from '@/contract/messaging-settings.input';
import { MESSAGE_TEMPLATES, fillBody, shopBody, type TemplateLanguage } from '@/lib/message-templates';
import { getCustomer } from '../data/customers';
import { saveMessaging, storedMessaging, type StoredMessaging } from '../data/messaging-settings';
import { DomainError } from '../domain-error';
import type { RequestEvents } from '../events/request-events';
import { storedProvider } from '../events/messaging-providers';
import { dateText, type TemplateMessage } from '../events/template-message';
import { shopOrigin } from '../shop-origin';
import { indianMobile, messagingStandInOn, smsOn, smsProviderFor } from '../sms/sms-settings';
import { whatsappOn, whatsappProviderFor } from '../whatsapp/whatsapp-settings';
import { WORDS } from '@/lib/words';
import { databaseForSlug } from '../tenant-database';

// A shop's SMS and WhatsApp settings for its admin: on or off, the sender,
// the provider key (write-only: the answer says only whether it is set and
// its last 4) and the templates the provider approved; and a test message to
// the admin's own mobile that reports the provider's answer in plain words.

// What the profile offers shoppers follows the same settings.
export { shopChannelsOn } from '../events/messaging-providers';

type Shop = { id: number; slug: string; name: string };

const TEMPLATE_NAMES = Object.keys(MESSAGE_TEMPLATES);
const CHANNEL_NAME: Record<MessagingChannelName, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

function channelView(env: Env, shop: Shop, channel: MessagingChannelName, stored: StoredMessaging | undefined): MessagingChannelView {
  if (stored) {
    return { stored: true, enabled: stored.enabled, sender: stored.sender, key_set: stored.keySet, key_last4: stored.keyLast4, approved: stored.approved };
  }
  // Never saved: the deploy-time configuration decides, and it sends every template.
  const on = channel === 'sms' ? smsOn(env, shop.slug) : whatsappOn(env, shop.slug);
  return { stored: false, enabled: on, sender: '', key_set: false, key_last4: null, approved: on ? TEMPLATE_NAMES : [] };
}

export async function messagingSettingsOf(env: Env, shop: Shop): Promise<MessagingSettingsView> {
  const stored = await storedMessaging(databaseForSlug(env, shop.slug), shop.id);
  return {
    sms: channelView(env, shop, 'sms', stored.sms),
    whatsapp: channelView(env, shop, 'whatsapp', stored.whatsapp),
    templates: TEMPLATE_NAMES,
    sms_template_ids: stored.sms?.templateIds ?? {},
  };
}

export async function updateMessagingSettings(
  env: Env,
  db: D1Database,
  events: RequestEvents,
  shop: Shop,
  channel: MessagingChannelName,
  s: MessagingSettingsPayload,
): Promise<MessagingSettingsView> {
  const stored = (await storedMessaging(db, shop.id))[channel];
  const key = s.remove_key ? null : s.key;
  // A key is sealed under the Worker's secret: without it nothing is stored (never a key in clear).
  if (key && !env.PAYMENT_KEYS_SECRET) throw new DomainError('CONFLICT', WORDS.apiAnswers.messaging.keySecretMissing);
  const willHaveKey = key ? true : key === null ? false : Boolean(stored?.keySet);
  if (s.enabled && !willHaveKey && !messagingStandInOn(env)) {
    throw new DomainError('BAD_REQUEST', (channel === 'sms' ? WORDS.apiAnswers.messaging.smsKeyFirst(CHANNEL_NAME[channel]) : WORDS.apiAnswers.messaging.whatsappKeyFirst(CHANNEL_NAME[channel])));
  }
  // The log names the channel, never its key.
  const event = { type: 'shop.messaging_settings', target: { kind: 'shop', ref: channel } } as const;
  await saveMessaging(events.database(db, event), env.PAYMENT_KEYS_SECRET, shop.id, channel, { enabled: s.enabled, sender: s.sender, approved: s.approved, key, templateIds: s.template_ids });
  return messagingSettingsOf(env, shop);
}

function testMessage(env: Env, shop: Shop, language: TemplateLanguage): TemplateMessage {
  const date = dateText(new Date().toISOString(), language);
  const body = shopBody(MESSAGE_TEMPLATES.test_message, language, { name: shop.name, site: shopOrigin(env, shop.slug) });
  return { template: 'test_message', language, variables: [{ name: 'date', value: date }], text: fillBody(body, { date }) };
}

/**
 * Sends the test template to the admin's own mobile on the channel as saved
 * (on or off); answers the words to show. `fetcher` reaches the provider (a
 * stand-in in tests).
 */
export async function sendTestMessage(
  env: Env,
  shop: Shop,
  test: { adminId: number; channel: MessagingChannelName; language: TemplateLanguage },
  fetcher: typeof fetch = fetch,
): Promise<string> {
  const { adminId, channel, language } = test;
  const admin = await getCustomer(databaseForSlug(env, shop.slug), shop.id, adminId);
  const mobile = admin ? indianMobile(admin.mobile) : null;
  if (!mobile) throw new DomainError('CONFLICT', WORDS.apiAnswers.messaging.noMobile);
  const withOrigin = { ...shop, origin: shopOrigin(env, shop.slug) };
  const stored = (await storedMessaging(databaseForSlug(env, shop.slug), shop.id))[channel];
  const provider = stored
    ? await storedProvider(env, withOrigin, channel, stored, fetcher)
    : channel === 'sms' ? smsProviderFor(env, withOrigin) : whatsappProviderFor(env, withOrigin);
  if (!provider) {
    const name = CHANNEL_NAME[channel];
    throw new DomainError('CONFLICT', channel === 'sms' ? WORDS.apiAnswers.messaging.smsNotSetUp(name) : WORDS.apiAnswers.messaging.whatsappNotSetUp(name));
  }
  try {
    await provider.send(mobile, testMessage(env, shop, language));
  } catch (err) {
    // The provider's own words (never the key: the adapters leave it out), with what to check.
    const why = err instanceof Error ? err.message : String(err);
    const refused = channel === 'sms' ? WORDS.apiAnswers.messaging.smsRefused(why) : WORDS.apiAnswers.messaging.whatsappRefused(why);
    throw new DomainError('UNPROCESSABLE', refused, { details: { provider_refused: true } });
  }
  return `Test ${CHANNEL_NAME[channel]} sent to +${mobile}.`;
}

/**
 * The console's test message: sent, then its event recorded. Sending writes
 * nothing of the shop's, so the audit log keeps no row of it (it never has).
 */
export async function sendConsoleTestMessage(
  env: Env,
  events: RequestEvents,
  shop: Shop,
  test: { adminId: number; channel: MessagingChannelName; language: TemplateLanguage },
): Promise<string> {
  const message = await sendTestMessage(env, shop, test);
  events.record({ type: 'shop.messaging_test', target: { kind: 'shop', ref: test.channel } });
  return message;
}
