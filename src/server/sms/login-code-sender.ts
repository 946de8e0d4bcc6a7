import { MESSAGE_TEMPLATES, fillBody, shopBody, type TemplateLanguage } from '@/lib/message-templates';
import type { TemplateMessage } from '../events/template-message';
import { isLocalEnv } from '../mail/mailer';
import { writeOutbox } from '../mail/outbox';
import { shopOrigin } from '../shop-origin';
import { smsOn, smsProviderFor } from './sms-settings';
import { databaseForSlug } from '../tenant-database';

// Who carries a login code: the catalogue's `login_code` template
// (src/lib/message-templates.ts), as every SMS is. A shop switched on for SMS
// (sms-settings.ts) sends it through MSG91. Local development and tests,
// without that, write the SMS into the development outbox (as mail is), so a
// person reads the code at /dev/outbox. Deployed without SMS there is no
// sender: login by mobile is off.

type Shop = { id: number; slug: string; name: string };

export interface LoginCodeSender {
  send(mobile: string, code: string, language: TemplateLanguage): Promise<void>;
}

/** The `login_code` template filled with the code, in the reader's language. */
function loginCodeMessage(env: Env, shop: Shop, code: string, language: TemplateLanguage): TemplateMessage {
  const body = shopBody(MESSAGE_TEMPLATES.login_code, language, { name: shop.name, site: shopOrigin(env, shop.slug) });
  return { template: 'login_code', language, variables: [{ name: 'code', value: code }], text: fillBody(body, { code }) };
}

/** Whether the shop can send a login code at all. */
export function loginCodesOn(env: Env, shop: { slug: string }): boolean {
  return smsOn(env, shop.slug) || isLocalEnv(env);
}

export function loginCodeSender(env: Env, shop: Shop, outboxSubject: string): LoginCodeSender | null {
  if (!loginCodesOn(env, shop)) return null;
  const live = smsProviderFor(env, { ...shop, origin: shopOrigin(env, shop.slug) });
  return {
    send: async (mobile, code, language) => {
      const message = loginCodeMessage(env, shop, code, language);
      if (live) return live.send(mobile, message);
      await writeOutbox(databaseForSlug(env, shop.slug), shop.id, { to: `+${mobile}`, subject: outboxSubject, text: message.text });
    },
  };
}
