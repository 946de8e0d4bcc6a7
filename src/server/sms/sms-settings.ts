import { TEMPLATE_ID_KEYS } from '@/lib/message-templates';
import { msg91OutboxFetch } from '../events/outbox-stand-ins';
import { msg91Provider, parseTemplateIds } from './msg91';
import type { SmsProvider } from './sms-provider';
import { databaseForSlug } from '../tenant-database';

// SMS is off unless switched on per shop: SMS_SHOPS lists the slugs that send
// it (comma-separated), and the MSG91 account's key (MSG91_AUTH_KEY, a
// secret) and the flow template id of each template and language
// (MSG91_TEMPLATE_IDS) must be set. Locally, MESSAGING_STAND_IN=on (from
// `npm start`, never in production) sends the shops in SMS_SHOPS to the
// outbox's stand-in instead.

/** The local stand-ins are on: the local setup says so and this is not production. */
export function messagingStandInOn(env: Env): boolean {
  return env.MESSAGING_STAND_IN === 'on' && env.APP_ENV !== 'production';
}

function smsShops(env: Env): string[] {
  return (env.SMS_SHOPS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/** Locally every template is "registered" under its own key. */
export const standInIds = () => Object.fromEntries(TEMPLATE_ID_KEYS.map((k) => [k, k]));

/** Whether the shop sends SMS: listed, and the account configured (or the local stand-in on). */
export function smsOn(env: Env, slug: string): boolean {
  if (!smsShops(env).includes(slug)) return false;
  return messagingStandInOn(env) || (!!env.MSG91_AUTH_KEY && Object.keys(parseTemplateIds(env.MSG91_TEMPLATE_IDS)).length > 0);
}

/** The shop's SMS provider, or null when it sends no SMS (the local stand-in writes to this shop's outbox). */
export function smsProviderFor(env: Env, shop: { id: number; slug: string; name: string; origin: string }): SmsProvider | null {
  if (!smsOn(env, shop.slug)) return null;
  if (messagingStandInOn(env)) return msg91Provider({ authKey: 'stand-in', templateIds: standInIds() }, msg91OutboxFetch(databaseForSlug(env, shop.slug), shop));
  return msg91Provider({ authKey: env.MSG91_AUTH_KEY!, templateIds: parseTemplateIds(env.MSG91_TEMPLATE_IDS), url: env.MSG91_URL || undefined });
}

/** An Indian mobile number as the provider wants it (91 and ten digits), or null. */
export function indianMobile(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (/^[6-9]\d{9}$/.test(digits)) return `91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return digits;
  return null;
}
