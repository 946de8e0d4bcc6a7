import { z } from 'zod';
import { wordKey } from './word-key';
import '@/lib/zod-config';

// The admin's rejection of a prescription: the reason the shopper reads.

export const prescriptionRejectPayload = z.object({
  reason: z.string({ error: wordKey('prescription.reasonRequired') }).trim().min(1, wordKey('prescription.reasonRequired')).max(300, wordKey('prescription.reasonTooLong')),
});
