import type { Person } from '../data/notification-events';
import { mailerFor } from '../mail/mailer';
import { shopOrigin } from '../shop-origin';
import type { MailMessage } from '../mail/message';
import { indianMobile, smsProviderFor } from '../sms/sms-settings';
import type { SmsProvider } from '../sms/sms-provider';
import { whatsappProviderFor } from '../whatsapp/whatsapp-settings';
import type { TemplateMessage } from './template-message';

// Every way a message leaves the shop, behind one interface: the consumer asks
// each channel for the person's address there and hands it the rendered
// message: the e-mail whole, SMS and WhatsApp its registered template
// (template-message.ts; an event without one goes by e-mail only).

type ChannelName = 'email' | 'sms' | 'whatsapp';

export interface Channel {
  readonly name: ChannelName;
  /** The person's address on this channel, or null when they have none. */
  addressOf(person: Person): string | null;
  /** SMS and WhatsApp send only a registered template (e-mail: not set). */
  readonly templated?: boolean;
  send(message: MailMessage, template?: TemplateMessage | null): Promise<void>;
}

/** E-mail through the shop's mailer (the Email Service binding deployed, the outbox locally). */
export function emailChannel(env: Env, distributor: { id: number; name: string }): Channel {
  const mailer = mailerFor(env, distributor);
  return {
    name: 'email',
    addressOf: (person) => person.email || null,
    send: (message) => mailer.send(message),
  };
}

/** SMS through a provider, to the person's Indian mobile number: the message's template and variables. */
export function smsChannel(provider: SmsProvider): Channel {
  return {
    name: 'sms',
    addressOf: (person) => indianMobile(person.mobile),
    templated: true,
    async send(message, template) {
      if (template) await provider.send(message.to, template);
    },
  };
}

/** WhatsApp through a provider (the same shape as SMS), to the person's Indian mobile number. */
export function whatsappChannel(provider: SmsProvider): Channel {
  return { ...smsChannel(provider), name: 'whatsapp' };
}

/** The channels a shop's messages go out on. */
export type ChannelsFor = (env: Env, distributor: { id: number; slug: string; name: string }) => Channel[];

/** E-mail always; SMS and WhatsApp too for a shop switched on (sms/sms-settings.ts, whatsapp/whatsapp-settings.ts). */
export const defaultChannels: ChannelsFor = (env, distributor) => {
  const shop = { ...distributor, origin: shopOrigin(env, distributor.slug) };
  const sms = smsProviderFor(env, shop);
  const whatsapp = whatsappProviderFor(env, shop);
  return [emailChannel(env, distributor), ...(sms ? [smsChannel(sms)] : []), ...(whatsapp ? [whatsappChannel(whatsapp)] : [])];
};
