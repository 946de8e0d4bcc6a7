import { z } from 'zod';
import { listOf, looseNumber, looseString } from './common';
import { MESSAGES } from '../../messages';

// Reviews, rating summary, helpful and report. A listed review names its
// author by display name only: no customer id or contact detail is public.

export const reviewSchema = z
  .object({
    id: looseNumber,
    product_id: looseNumber,
    rating: looseNumber,
    review: looseString,
    createdAt: looseString,
    customer: z.object({ name: looseString }).nullish(),
    helpful_count: looseNumber.optional(),
  })
  .transform((r) => ({ ...r, customer: { name: r.customer?.name || 'Customer' }, helpful_count: r.helpful_count ?? 0 }));
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = listOf(reviewSchema, 'reviews');

export const ratingSummarySchema = z.object({
  average_rating: looseNumber,
  review_count: looseNumber,
  /** Count per star, "5" down to "1" (optional in the contract). */
  distribution: z.record(z.string(), looseNumber).optional(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** can-review answer; `already_reviewed` (optional) tells a finished review from not having bought it. */
export const canReviewSchema = z.object({ success: z.boolean(), message: looseString, already_reviewed: z.boolean().optional() });
export type CanReview = z.infer<typeof canReviewSchema>;

export const reviewPayload = z.object({
  product_id: z.number().int().positive(),
  customer_id: z.number().int().positive().optional(),
  rating: z.number({ error: MESSAGES.reviews.ratingRange }).int(MESSAGES.reviews.invalidRating).min(1, MESSAGES.reviews.ratingRange).max(5, MESSAGES.reviews.ratingRange),
  review: z.string({ error: MESSAGES.reviews.emptyShort }).trim().min(1, MESSAGES.reviews.emptyShort).max(2000, 'Review must be at most 2000 characters.'),
});

export const helpfulResponseSchema = z.object({ message: looseString, helpful_count: looseNumber.optional() });

export const helpfulPayload = z.object({ customer_id: z.number().int().positive().optional() });
export const reportPayload = z.object({
  customer_id: z.number().int().positive().optional(),
  reason: z.string({ error: MESSAGES.reviews.reportReasonRequired }).trim().min(1, MESSAGES.reviews.reportReasonRequired).max(500, 'Reason must be at most 500 characters.'),
});
