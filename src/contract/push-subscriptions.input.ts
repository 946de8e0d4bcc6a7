import { z } from 'zod';
import '@/lib/zod-config';

// A browser's push subscription as PushSubscription.toJSON() gives it
// (POST admin/push-subscriptions), and the endpoint to forget (DELETE).
// p256dh is an uncompressed P-256 point (65 bytes) and auth 16 bytes, both
// base64url. Whether the endpoint's address is acceptable is the server's
// call (https, or the local push stand-in when it is on).

const base64url = (bytes: number, what: string) =>
  z.string({ error: `Please send the subscription's ${what}.` }).trim().regex(/^[A-Za-z0-9_-]+={0,2}$/, `The subscription's ${what} is not base64url.`)
    .refine((s) => Math.floor((s.replace(/=+$/, '').length * 3) / 4) === bytes, `The subscription's ${what} has the wrong length.`);

const endpoint = z.string({ error: 'Please send the subscription endpoint.' }).trim().min(1, 'Please send the subscription endpoint.').max(1000, 'The subscription endpoint is too long.')
  .refine((s) => URL.canParse(s), 'The subscription endpoint is not a web address.');

export const pushSubscriptionPayload = z
  .object({
    endpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(65, 'p256dh key'), auth: base64url(16, 'auth secret') }, { error: 'Please send the subscription keys.' }),
  })
  .strip();

export const pushUnsubscribePayload = z.object({ endpoint }).strip();

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionPayload>;
