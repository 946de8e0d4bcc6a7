import { MESSAGE_KINDS, type MessageChannel, type MessagePreferencesView } from '@/contract/message-preferences';
import type { MessagePreferencesPayload } from '@/contract/message-preferences.input';
import { readPreferences, writePreferences } from '../data/message-preferences';
import { shopPerson } from '../data/notification-events';
import { DomainError } from '../domain-error';
import { customerOfUnsubscribeToken } from '../events/unsubscribe-token';
import { WORDS } from '@/lib/words';

// The shopper's own message preferences (the profile's Messages section) and
// the e-mails' unsubscribe link. Always the caller's own: the customer id comes
// from the session or from a signed token, never from the request's body.

/** Which of the optional channels the shop sends on. */
export interface ShopChannels {
  sms: boolean;
  whatsapp: boolean;
}

const channelsOf = (on: ShopChannels): MessageChannel[] => ['email', ...(on.sms ? ['sms' as const] : []), ...(on.whatsapp ? ['whatsapp' as const] : [])];

export async function preferencesOf(db: D1Database, distributorId: number, customerId: number, on: ShopChannels): Promise<MessagePreferencesView> {
  return { channels: channelsOf(on), preferences: await readPreferences(db, distributorId, customerId) };
}

export async function savePreferences(
  db: D1Database,
  distributorId: number,
  customerId: number,
  on: ShopChannels,
  input: MessagePreferencesPayload['preferences'],
): Promise<MessagePreferencesView> {
  const choices = MESSAGE_KINDS.flatMap((kind) => [
    { kind, channel: 'email' as const, enabled: input[kind].email },
    // SMS and WhatsApp are only stored where the shop sends them (elsewhere there is nothing to choose).
    ...(on.sms && input[kind].sms !== undefined ? [{ kind, channel: 'sms' as const, enabled: input[kind].sms }] : []),
    ...(on.whatsapp && input[kind].whatsapp !== undefined ? [{ kind, channel: 'whatsapp' as const, enabled: input[kind].whatsapp }] : []),
  ]);
  await writePreferences(db, distributorId, customerId, choices);
  return preferencesOf(db, distributorId, customerId, on);
}

/** The live customer an unsubscribe link is for; refuses a forged or foreign one. */
async function linkCustomer(db: D1Database, secret: string, distributorId: number, token: string): Promise<number> {
  const customerId = await customerOfUnsubscribeToken(secret, distributorId, token);
  if (customerId === null || !(await shopPerson(db, distributorId, customerId))) {
    throw new DomainError('BAD_REQUEST', WORDS.messagePreferences.invalidLink);
  }
  return customerId;
}

/** Whether the link is good (changes nothing: link scanners open links). */
export async function checkUnsubscribeLink(db: D1Database, secret: string, distributorId: number, token: string): Promise<void> {
  await linkCustomer(db, secret, distributorId, token);
}

/** The link's confirmation: no more non-essential e-mail for its shopper. */
export async function unsubscribeByLink(db: D1Database, secret: string, distributorId: number, token: string): Promise<void> {
  const customerId = await linkCustomer(db, secret, distributorId, token);
  await writePreferences(db, distributorId, customerId, MESSAGE_KINDS.map((kind) => ({ kind, channel: 'email' as const, enabled: false })));
}
