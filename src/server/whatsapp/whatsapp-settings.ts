import { isLanguageTag, type LanguageTag } from '@/lib/i18n/languages';
import type { SmsProvider } from '../sms/sms-provider';
import { whatsappCloudProvider } from './whatsapp-cloud';

// WhatsApp is off unless switched on per shop: WHATSAPP_SHOPS lists the slugs
// that send it (comma-separated), and the WhatsApp Business number's id, the
// approved template's name and the access token (WHATSAPP_ACCESS_TOKEN, a
// secret) must be set. Nothing is configured by default.

/** The template's translation Meta knows each of our languages by, unless configured otherwise. */
const TEMPLATE_LANGUAGE: Record<LanguageTag, string> = { 'en-IN': 'en', 'hi-IN': 'hi' };

/**
 * The translation code per language: WHATSAPP_TEMPLATE_LANGUAGE names English's
 * (as before), WHATSAPP_TEMPLATE_LANGUAGES any of ours ("hi-IN:hi,en-IN:en_US").
 * A shop whose template has no Hindi translation approved maps hi-IN to its
 * English code: the body is the message alone, so the Hindi words still go.
 */
export function templateLanguages(env: Env): Record<LanguageTag, string> {
  const codes = { ...TEMPLATE_LANGUAGE, ...(env.WHATSAPP_TEMPLATE_LANGUAGE ? { 'en-IN': env.WHATSAPP_TEMPLATE_LANGUAGE } : {}) };
  for (const pair of (env.WHATSAPP_TEMPLATE_LANGUAGES ?? '').split(',')) {
    const [tag, code] = pair.split(':').map((s) => s.trim());
    if (isLanguageTag(tag) && code) codes[tag] = code;
  }
  return codes;
}

export function whatsappProviderFor(env: Env, slug: string): SmsProvider | null {
  const shops = (env.WHATSAPP_SHOPS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (!shops.includes(slug) || !env.WHATSAPP_ACCESS_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID || !env.WHATSAPP_TEMPLATE) return null;
  return whatsappCloudProvider({
    accessToken: env.WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    templateName: env.WHATSAPP_TEMPLATE,
    languages: templateLanguages(env),
    url: env.WHATSAPP_API_URL || undefined,
  });
}
