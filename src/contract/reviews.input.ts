import { z } from 'zod';
import { wordKey } from './word-key';
import '@/lib/zod-config';

// Review, helpful and report payloads. The answers are read by
// ./reviews.ts.

export const reviewPayload = z.object({
  product_id: z.number().int().positive(),
  customer_id: z.number().int().positive().optional(),
  rating: z.number({ error: wordKey('reviews.ratingRange') }).int(wordKey('reviews.invalidRating')).min(1, wordKey('reviews.ratingRange')).max(5, wordKey('reviews.ratingRange')),
  review: z.string({ error: wordKey('reviews.emptyShort') }).trim().min(1, wordKey('reviews.emptyShort')).max(2000, wordKey('general.tooLong', wordKey('shop.productPage.review'), 2000)),
});

export const reportPayload = z.object({
  customer_id: z.number().int().positive().optional(),
  reason: z.string({ error: wordKey('reviews.reportReasonRequired') }).trim().min(1, wordKey('reviews.reportReasonRequired')).max(500, wordKey('general.tooLong', wordKey('shop.productPage.reason'), 500)),
});
