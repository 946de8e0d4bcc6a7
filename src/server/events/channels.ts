import type { Person } from '../data/notification-events';
import { mailerFor } from '../mail/mailer';
import type { MailMessage } from '../mail/message';

// Every way a message leaves the shop, behind one interface: the consumer asks
// each channel for the person's address there and hands it the rendered message.

type ChannelName = 'email';

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

/** The channels a shop's messages go out on. */
export type ChannelsFor = (env: Env, distributor: { id: number; slug: string; name: string }) => Channel[];

export const defaultChannels: ChannelsFor = (env, distributor) => [emailChannel(env, distributor)];
