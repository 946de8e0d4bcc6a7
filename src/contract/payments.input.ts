import { z } from 'zod';
import { MESSAGES } from '@/lib/messages';
import '@/lib/zod-config';

// An admin verifying a direct UPI payment (PUT placeOrder/{orderId}/verify-payment).
// Who verified, the manual flag and the time are the server's to set.

const M = MESSAGES.payments;

export const verifyPaymentPayload = z.object({
  utr: z
    .string({ error: M.utrRequired })
    .trim()
    .min(1, M.utrRequired)
    .regex(/^[A-Za-z0-9]{12,22}$/, M.utrFormat)
    .transform((utr) => utr.toUpperCase()),
  admin_notes: z.string().trim().max(500, 'Admin notes must be at most 500 characters.').nullish(),
});
