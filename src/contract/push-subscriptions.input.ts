import { z } from 'zod';
import { wordKey, type WordKey } from './word-key';
import '@/lib/zod-config';

// A browser's push subscription as PushSubscription.toJSON() gives it
// (POST admin/push-subscriptions), and the endpoint to forget (DELETE).
// p256dh is an uncompressed P-256 point (65 bytes) and auth 16 bytes, both
// base64url. Whether the endpoint's address is acceptable is the server's
// call (https, or the local push stand-in when it is on).

/** `what`: the key of the key's name (consoleDay.push.p256dhKey). */
const base64url = (bytes: number, what: WordKey) =>
  z
    .string({ error: wordKey('consoleDay.push.keyMissing', what) })
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, wordKey('consoleDay.push.keyNotBase64url', what))
    .refine((s) => Math.floor((s.replace(/=+$/, '').length * 3) / 4) === bytes, wordKey('consoleDay.push.keyLength', what));

const endpoint = z
  .string({ error: wordKey('consoleDay.push.endpointMissing') })
  .trim()
  .min(1, wordKey('consoleDay.push.endpointMissing'))
  .max(1000, wordKey('consoleDay.push.endpointTooLong'))
  .refine((s) => URL.canParse(s), wordKey('consoleDay.push.endpointNotAddress'));

export const pushSubscriptionPayload = z
  .object({
    endpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      { p256dh: base64url(65, wordKey('consoleDay.push.p256dhKey')), auth: base64url(16, wordKey('consoleDay.push.authSecret')) },
      { error: wordKey('consoleDay.push.keysMissing') },
    ),
  })
  .strip();

export const pushUnsubscribePayload = z.object({ endpoint }).strip();

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionPayload>;
