import { readMessage } from '@/contract/read';
import { readCanReview, readHelpful, readRatingSummary, readReviewList, readReviewSubmitted } from '@/contract/reviews';
import type { Transport } from './transport';

// Reviews calls of the API contract (ecom_prodReview, Report_helpful_review).
// The server takes the customer from the token; customer_id is sent as the contract lists it.

export function reviewsApi(t: Transport) {
  return {
    list: (productId: number) => t.request('GET', `ecom_prodReview/reviews/${productId}`, readReviewList),
    summary: (productId: number) => t.request('GET', `ecom_prodReview/product-rating-summary/${productId}`, readRatingSummary),
    canReview: (userId: number, productId: number) =>
      t.request('GET', `ecom_prodReview/can-review/${userId}/${productId}`, readCanReview, { auth: true }),
    submit: (input: { product_id: number; customer_id: number; rating: number; review: string }) =>
      t.request('POST', 'ecom_prodReview/reviews', readReviewSubmitted, { auth: true, body: input }),
    helpful: (reviewId: number, customerId: number) =>
      t.request('POST', `Report_helpful_review/${reviewId}/helpful`, readHelpful, { auth: true, body: { customer_id: customerId } }),
    report: (reviewId: number, customerId: number, reason: string) =>
      t.request('POST', `Report_helpful_review/${reviewId}/report`, readMessage, { auth: true, body: { customer_id: customerId, reason } }),
  };
}
type ReviewsApi = ReturnType<typeof reviewsApi>;

/** The public review reads a product page's HTML carries (see CatalogueSource for why a narrower type). */
export type ReviewSource = Pick<ReviewsApi, 'list' | 'summary'>;
