import { LANGUAGES, isLanguageTag, type LanguageTag } from '@/lib/i18n/languages';
import { whatsappOutboxFetch } from '../events/outbox-stand-ins';
import type { SmsProvider } from '../sms/sms-provider';
import { messagingStandInOn } from '../sms/sms-settings';
import { whatsappCloudProvider } from './whatsapp-cloud';
import { databaseForSlug } from '../tenant-database';

// WhatsApp is off unless switched on per shop: WHATSAPP_SHOPS lists the slugs
// that send it (comma-separated), and the WhatsApp Business number's id and
// the access token (WHATSAPP_ACCESS_TOKEN, a secret) must be set; the
// templates are the shop's registered ones (src/lib/message-templates.ts).
// Locally, MESSAGING_STAND_IN=on (from `npm start`, never in production)
// sends the shops in WHATSAPP_SHOPS to the outbox's stand-in instead.

/** The template's translation Meta knows each of our languages by (its row's code), unless configured otherwise. */
const TEMPLATE_LANGUAGE = Object.fromEntries(LANGUAGES.map((l) => [l.tag, l.whatsappCode])) as Record<LanguageTag, string>;

/**
 * The translation code per language: WHATSAPP_TEMPLATE_LANGUAGE names English's
 * (as before), WHATSAPP_TEMPLATE_LANGUAGES any of ours ("hi-IN:hi,en-IN:en_US").
 * Each template's Hindi translation must be approved for Hindi messages to go.
 */
export function templateLanguages(env: Env): Record<LanguageTag, string> {
  const codes = { ...TEMPLATE_LANGUAGE, ...(env.WHATSAPP_TEMPLATE_LANGUAGE ? { 'en-IN': env.WHATSAPP_TEMPLATE_LANGUAGE } : {}) };
  for (const pair of (env.WHATSAPP_TEMPLATE_LANGUAGES ?? '').split(',')) {
    const [tag, code] = pair.split(':').map((s) => s.trim());
    if (isLanguageTag(tag) && code) codes[tag] = code;
  }
  return codes;
}

/** Whether the shop sends WhatsApp: listed, and the account configured (or the local stand-in on). */
export function whatsappOn(env: Env, slug: string): boolean {
  const shops = (env.WHATSAPP_SHOPS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return shops.includes(slug) && (messagingStandInOn(env) || (!!env.WHATSAPP_ACCESS_TOKEN && !!env.WHATSAPP_PHONE_NUMBER_ID));
}

/** The shop's WhatsApp provider, or null when it sends no WhatsApp (the local stand-in writes to this shop's outbox). */
export function whatsappProviderFor(env: Env, shop: { id: number; slug: string; name: string; origin: string }): SmsProvider | null {
  if (!whatsappOn(env, shop.slug)) return null;
  if (messagingStandInOn(env)) {
    return whatsappCloudProvider({ accessToken: 'stand-in', phoneNumberId: '0', languages: templateLanguages(env) }, whatsappOutboxFetch(databaseForSlug(env, shop.slug), shop));
  }
  return whatsappCloudProvider({
    accessToken: env.WHATSAPP_ACCESS_TOKEN!,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
    languages: templateLanguages(env),
    url: env.WHATSAPP_API_URL || undefined,
  });
}
