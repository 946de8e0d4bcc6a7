import type { SmsProvider } from '../sms/sms-provider';
import { whatsappCloudProvider } from './whatsapp-cloud';

// WhatsApp is off unless switched on per shop: WHATSAPP_SHOPS lists the slugs
// that send it (comma-separated), and the WhatsApp Business number's id, the
// approved template's name and the access token (WHATSAPP_ACCESS_TOKEN, a
// secret) must be set. Nothing is configured by default.

export function whatsappProviderFor(env: Env, slug: string): SmsProvider | null {
  const shops = (env.WHATSAPP_SHOPS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (!shops.includes(slug) || !env.WHATSAPP_ACCESS_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID || !env.WHATSAPP_TEMPLATE) return null;
  return whatsappCloudProvider({
    accessToken: env.WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    templateName: env.WHATSAPP_TEMPLATE,
    language: env.WHATSAPP_TEMPLATE_LANGUAGE || 'en',
    url: env.WHATSAPP_API_URL || undefined,
  });
}
