import { messageBody } from './schemas/common';
import { canReviewSchema, helpfulResponseSchema, ratingSummarySchema, reviewListSchema, reviewSchema } from './schemas/reviews';
import { z } from 'zod';
import type { Transport } from './transport';

// Reviews calls of the API contract (ecom_prodReview, Report_helpful_review).
// The server takes the customer from the token; customer_id is sent as the contract lists it.

const submitted = z.object({ message: z.string().optional().default(''), review: reviewSchema.nullish() });

export function reviewsApi(t: Transport) {
  return {
    list: (productId: number) => t.request('GET', `ecom_prodReview/reviews/${productId}`, reviewListSchema),
    summary: (productId: number) => t.request('GET', `ecom_prodReview/product-rating-summary/${productId}`, ratingSummarySchema),
    canReview: (userId: number, productId: number) =>
      t.request('GET', `ecom_prodReview/can-review/${userId}/${productId}`, canReviewSchema, { auth: true }),
    submit: (input: { product_id: number; customer_id: number; rating: number; review: string }) =>
      t.request('POST', 'ecom_prodReview/reviews', submitted, { auth: true, body: input }),
    helpful: (reviewId: number, customerId: number) =>
      t.request('POST', `Report_helpful_review/${reviewId}/helpful`, helpfulResponseSchema, { auth: true, body: { customer_id: customerId } }),
    report: (reviewId: number, customerId: number, reason: string) =>
      t.request('POST', `Report_helpful_review/${reviewId}/report`, messageBody, { auth: true, body: { customer_id: customerId, reason } }),
  };
}
export type ReviewsApi = ReturnType<typeof reviewsApi>;

/** The public review reads a product page's HTML carries (see CatalogueSource for why a narrower type). */
export type ReviewSource = Pick<ReviewsApi, 'list' | 'summary'>;
