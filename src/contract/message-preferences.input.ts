import { z } from 'zod';
import '@/lib/zod-config';

// The PUT body of the profile's Messages section (see message-preferences.ts):
// every kind with its channels (sms and whatsapp only matter where the shop sends them).

const channelChoice = z.object({ email: z.boolean(), sms: z.boolean().optional(), whatsapp: z.boolean().optional() }).strict();

export const messagePreferencesPayload = z
  .object({
    preferences: z.object({ order_updates: channelChoice, returns_refunds: channelChoice }).strict(),
  })
  .strict();

export type MessagePreferencesPayload = z.infer<typeof messagePreferencesPayload>;
