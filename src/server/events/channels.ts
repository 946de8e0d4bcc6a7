import type { Person } from '../data/notification-events';
import { mailerFor } from '../mail/mailer';
import { shopOrigin } from '../shop-origin';
import type { MailMessage } from '../mail/message';
import { indianMobile } from '../sms/sms-settings';
import type { SmsProvider } from '../sms/sms-provider';
import { shopMessagingProviders } from './messaging-providers';
import type { TemplateMessage } from './template-message';
import { databaseForSlug } from '../tenant-database';

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
  /** Whether the provider approved this template for the shop (not set: every template). */
  approves?(template: string): boolean;
  send(message: MailMessage, template?: TemplateMessage | null): Promise<void>;
}

/** E-mail through the shop's mailer (the Email Service binding deployed, the outbox locally). */
export function emailChannel(env: Env, distributor: { id: number; slug: string; name: string }): Channel {
  // The outbox (locally) is the shop's own database's.
  const mailer = mailerFor(env, databaseForSlug(env, distributor.slug), distributor);
  return {
    name: 'email',
    addressOf: (person) => person.email || null,
    send: (message) => mailer.send(message),
  };
}

/** SMS through a provider, to the person's Indian mobile number: the message's template and variables. */
export function smsChannel(provider: SmsProvider, approves?: (template: string) => boolean): Channel {
  return {
    name: 'sms',
    ...(approves ? { approves } : {}),
    addressOf: (person) => indianMobile(person.mobile),
    templated: true,
    async send(message, template) {
      if (template) await provider.send(message.to, template);
    },
  };
}

/** WhatsApp through a provider (the same shape as SMS), to the person's Indian mobile number. */
export function whatsappChannel(provider: SmsProvider, approves?: (template: string) => boolean): Channel {
  return { ...smsChannel(provider, approves), name: 'whatsapp' };
}

/** The channels a shop's messages go out on. */
export type ChannelsFor = (env: Env, distributor: { id: number; slug: string; name: string }) => Channel[] | Promise<Channel[]>;

/**
 * E-mail always; SMS and WhatsApp too for a shop switched on: by its console
 * settings where it saved them, else by the deploy-time configuration
 * (messaging-providers.ts).
 */
export const defaultChannels: ChannelsFor = async (env, distributor) => {
  const shop = { ...distributor, origin: shopOrigin(env, distributor.slug) };
  const { sms, whatsapp } = await shopMessagingProviders(env, shop);
  return [
    emailChannel(env, distributor),
    ...(sms ? [smsChannel(sms.provider, sms.approves)] : []),
    ...(whatsapp ? [whatsappChannel(whatsapp.provider, whatsapp.approves)] : []),
  ];
};
