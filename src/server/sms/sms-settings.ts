import { msg91Provider } from './msg91';
import type { SmsProvider } from './sms-provider';

// SMS is off unless switched on per shop: SMS_SHOPS lists the slugs that send
// it (comma-separated), and the MSG91 account's key and template must be set
// (MSG91_AUTH_KEY as a secret). Nothing is configured by default.

export function smsProviderFor(env: Env, slug: string): SmsProvider | null {
  const shops = (env.SMS_SHOPS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (!shops.includes(slug) || !env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID) return null;
  return msg91Provider({ authKey: env.MSG91_AUTH_KEY, templateId: env.MSG91_TEMPLATE_ID, url: env.MSG91_URL || undefined });
}

/** An Indian mobile number as the provider wants it (91 and ten digits), or null. */
export function indianMobile(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (/^[6-9]\d{9}$/.test(digits)) return `91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return digits;
  return null;
}
