import { z } from 'zod';
import { MESSAGES } from '@/lib/messages';
import '@/lib/zod-config';

// The admin's rejection of a prescription: the reason the shopper reads.

const M = MESSAGES.prescription;

export const prescriptionRejectPayload = z.object({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(300, M.reasonTooLong),
});
