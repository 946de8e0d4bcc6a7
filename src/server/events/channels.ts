import type { Person } from '../data/notification-events';
import { mailerFor } from '../mail/mailer';
import type { MailMessage } from '../mail/message';
import { indianMobile, smsProviderFor } from '../sms/sms-settings';
import type { SmsProvider } from '../sms/sms-provider';
import { whatsappProviderFor } from '../whatsapp/whatsapp-settings';

// Every way a message leaves the shop, behind one interface: the consumer asks
// each channel for the person's address there and hands it the rendered message.

type ChannelName = 'email' | 'sms' | 'whatsapp';

export interface Channel {
  readonly name: ChannelName;
  /** The person's address on this channel, or null when they have none. */
  addressOf(person: Person): string | null;
  send(message: MailMessage): Promise<void>;
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

/** SMS through a provider, to the person's Indian mobile number; the short text of the message. */
export function smsChannel(provider: SmsProvider): Channel {
  return {
    name: 'sms',
    addressOf: (person) => indianMobile(person.mobile),
    send: (message) => provider.send(message.to, message.short ?? message.subject),
  };
}

/** WhatsApp through a provider (the same shape as SMS), to the person's Indian mobile number; the short text, in its template's translation of the message's language. */
export function whatsappChannel(provider: SmsProvider): Channel {
  return {
    ...smsChannel(provider),
    name: 'whatsapp',
    send: (message) => provider.send(message.to, message.short ?? message.subject, message.language),
  };
}

/** The channels a shop's messages go out on. */
export type ChannelsFor = (env: Env, distributor: { id: number; slug: string; name: string }) => Channel[];

/** E-mail always; SMS and WhatsApp too for a shop switched on (sms/sms-settings.ts, whatsapp/whatsapp-settings.ts). */
export const defaultChannels: ChannelsFor = (env, distributor) => {
  const sms = smsProviderFor(env, distributor.slug);
  const whatsapp = whatsappProviderFor(env, distributor.slug);
  return [emailChannel(env, distributor), ...(sms ? [smsChannel(sms)] : []), ...(whatsapp ? [whatsappChannel(whatsapp)] : [])];
};
