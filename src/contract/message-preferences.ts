import { bool, record, type Reader } from './read';

// The profile's Messages section: which non-essential messages the shopper
// gets on which channel. Essential messages (order placed or cancelled, the
// password mails) are always sent and are not listed here. No validator here:
// the island imports this file (the input schema is message-preferences.input.ts).

export const MESSAGE_KINDS = ['order_updates', 'returns_refunds'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export type MessageChannel = 'email' | 'sms' | 'whatsapp';
export const MESSAGE_CHANNELS: readonly MessageChannel[] = ['email', 'sms', 'whatsapp'];

export type MessagePreferences = Record<MessageKind, Record<MessageChannel, boolean>>;

/** GET and PUT answer. */
export interface MessagePreferencesView {
  /** The channels this shop sends on (sms and whatsapp only where switched on). */
  channels: MessageChannel[];
  preferences: MessagePreferences;
}

export const readMessagePreferences: Reader<MessagePreferencesView> = (raw) => {
  const o = record(raw);
  const channels = (Array.isArray(o.channels) ? o.channels : []).filter((c): c is MessageChannel => (MESSAGE_CHANNELS as readonly unknown[]).includes(c));
  const p = record(o.preferences);
  const preferences = {} as MessagePreferences;
  for (const kind of MESSAGE_KINDS) {
    const k = record(p[kind]);
    preferences[kind] = { email: bool(k.email), sms: bool(k.sms), whatsapp: bool(k.whatsapp) };
  }
  return { channels, preferences };
};
