import { messagingKey, storedMessaging, type MessagingChannel, type StoredMessaging } from '../data/messaging-settings';
import { msg91Provider, parseTemplateIds } from '../sms/msg91';
import { messagingStandInOn, smsOn, smsProviderFor, standInIds } from '../sms/sms-settings';
import type { SmsProvider } from '../sms/sms-provider';
import { templateLanguages, whatsappOn, whatsappProviderFor } from '../whatsapp/whatsapp-settings';
import { whatsappCloudProvider } from '../whatsapp/whatsapp-cloud';
import { msg91OutboxFetch, whatsappOutboxFetch } from './outbox-stand-ins';
import { databaseForSlug } from '../tenant-database';

// Which provider carries a shop's SMS and WhatsApp. Settings the shop saved in
// the console decide their channel: on or off, its sender, its sealed key,
// the templates the provider approved and (SMS) the shop's own MSG91 flow
// template ids, over the deploy-time ids. A channel the shop never saved follows
// the deploy-time configuration (sms-settings.ts, whatsapp-settings.ts) with
// every template. Locally (the stand-ins on) a channel switched on writes to
// the shop's outbox instead of calling the provider.

type Shop = { id: number; slug: string; name: string; origin: string };

export interface ChannelProvider {
  provider: SmsProvider;
  /** Whether the template may go out on this channel; not set: every template. */
  approves?: (template: string) => boolean;
}

/** The provider built from stored settings (on or off alike, for a test), or null without a key outside the stand-ins. */
export async function storedProvider(
  env: Env,
  shop: Shop,
  channel: MessagingChannel,
  stored: StoredMessaging,
  fetcher: typeof fetch = fetch,
): Promise<SmsProvider | null> {
  const standIn = messagingStandInOn(env);
  if (channel === 'sms') {
    // The shop's own flow ids first; a template it gave none for keeps the deploy-time id.
    if (standIn) return msg91Provider({ authKey: 'stand-in', templateIds: { ...standInIds(), ...stored.templateIds }, sender: stored.sender || undefined }, msg91OutboxFetch(databaseForSlug(env, shop.slug), shop));
    const authKey = stored.keySet ? await messagingKey(databaseForSlug(env, shop.slug), env.PAYMENT_KEYS_SECRET, shop.id, 'sms') : null;
    if (!authKey) return null;
    const templateIds = { ...parseTemplateIds(env.MSG91_TEMPLATE_IDS), ...stored.templateIds };
    return msg91Provider({ authKey, templateIds, sender: stored.sender || undefined, url: env.MSG91_URL || undefined }, fetcher);
  }
  const languages = templateLanguages(env);
  if (standIn) return whatsappCloudProvider({ accessToken: 'stand-in', phoneNumberId: stored.sender || '0', languages }, whatsappOutboxFetch(databaseForSlug(env, shop.slug), shop));
  const accessToken = stored.keySet ? await messagingKey(databaseForSlug(env, shop.slug), env.PAYMENT_KEYS_SECRET, shop.id, 'whatsapp') : null;
  if (!accessToken || !stored.sender) return null;
  return whatsappCloudProvider({ accessToken, phoneNumberId: stored.sender, languages, url: env.WHATSAPP_API_URL || undefined }, fetcher);
}

async function channelProvider(env: Env, shop: Shop, channel: MessagingChannel, stored: StoredMessaging | undefined): Promise<ChannelProvider | null> {
  if (!stored) {
    const deployed = channel === 'sms' ? smsProviderFor(env, shop) : whatsappProviderFor(env, shop);
    return deployed ? { provider: deployed } : null;
  }
  if (!stored.enabled) return null;
  const provider = await storedProvider(env, shop, channel, stored);
  const approved = new Set(stored.approved);
  return provider ? { provider, approves: (template) => approved.has(template) } : null;
}

/** The shop's SMS and WhatsApp providers, each null when that channel is off. */
export async function shopMessagingProviders(env: Env, shop: Shop): Promise<Record<MessagingChannel, ChannelProvider | null>> {
  const stored = await storedMessaging(databaseForSlug(env, shop.slug), shop.id);
  const [sms, whatsapp] = await Promise.all([channelProvider(env, shop, 'sms', stored.sms), channelProvider(env, shop, 'whatsapp', stored.whatsapp)]);
  return { sms, whatsapp };
}

/** Whether the shop sends on each channel (what the profile offers shoppers), without opening a key. */
export async function shopChannelsOn(env: Env, shop: { id: number; slug: string }): Promise<Record<MessagingChannel, boolean>> {
  const stored = await storedMessaging(databaseForSlug(env, shop.slug), shop.id);
  const on = (channel: MessagingChannel, saved: StoredMessaging | undefined): boolean => {
    if (!saved) return channel === 'sms' ? smsOn(env, shop.slug) : whatsappOn(env, shop.slug);
    if (!saved.enabled) return false;
    return messagingStandInOn(env) || (saved.keySet && (channel === 'sms' || saved.sender !== ''));
  };
  return { sms: on('sms', stored.sms), whatsapp: on('whatsapp', stored.whatsapp) };
}
