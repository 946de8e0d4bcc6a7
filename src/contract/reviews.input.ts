import { z } from 'zod';
import { MESSAGES } from '@/lib/messages';
import '@/lib/zod-config';

// Review, helpful and report payloads. The answers are read by
// ./reviews.ts.

export const reviewPayload = z.object({
  product_id: z.number().int().positive(),
  customer_id: z.number().int().positive().optional(),
  rating: z.number({ error: MESSAGES.reviews.ratingRange }).int(MESSAGES.reviews.invalidRating).min(1, MESSAGES.reviews.ratingRange).max(5, MESSAGES.reviews.ratingRange),
  review: z.string({ error: MESSAGES.reviews.emptyShort }).trim().min(1, MESSAGES.reviews.emptyShort).max(2000, 'Review must be at most 2000 characters.'),
});

export const reportPayload = z.object({
  customer_id: z.number().int().positive().optional(),
  reason: z.string({ error: MESSAGES.reviews.reportReasonRequired }).trim().min(1, MESSAGES.reviews.reportReasonRequired).max(500, 'Reason must be at most 500 characters.'),
});
