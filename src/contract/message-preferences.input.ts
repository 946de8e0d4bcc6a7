import { z } from 'zod';
import '@/lib/zod-config';

// The profile's Messages section: which non-essential messages the shopper
// gets on which channel. Essential messages (order placed or cancelled, the
// password mails) are always sent and are not listed here.

export const MESSAGE_KINDS = ['order_updates', 'returns_refunds'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

const channelChoice = z.object({ email: z.boolean(), sms: z.boolean().optional() }).strict();

/** PUT body: every kind with its channels (sms only matters where the shop sends SMS). */
export const messagePreferencesPayload = z
  .object({
    preferences: z.object({ order_updates: channelChoice, returns_refunds: channelChoice }).strict(),
  })
  .strict();

export type MessagePreferences = Record<MessageKind, Record<MessageChannel, boolean>>;

/** GET answer. */
export interface MessagePreferencesView {
  /** The channels this shop sends on (sms only where switched on). */
  channels: MessageChannel[];
  preferences: MessagePreferences;
}
