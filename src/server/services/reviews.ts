import { MESSAGES } from '@/lib/messages';
import { WORDS } from '@/lib/words';
import { forbidden } from '../domain-error';
import { assertProductOfShop, createReview, markHelpful, reportReview, reviewEligibility, reviewOfShop } from '../data/reviews';
import type { RequestEvents } from '../events/request-events';

// A shopper's reviews: who may review a product (a buyer, once), writing one,
// and marking or reporting another's. The product and the review must be the
// host shop's; the customer is always the caller. Reading a product's reviews
// is the catalogue's (reviewsOf in catalogue.ts).

/** Whether the caller may review the product (the answer the product page shows). */
export async function reviewEligibilityOf(db: D1Database, distributorId: number, callerId: number, userId: number, productId: number) {
  if (userId !== callerId) throw forbidden(WORDS.apiAnswers.auth.ownEligibilityOnly);
  await assertProductOfShop(db, distributorId, productId);
  return reviewEligibility(db, userId, productId);
}

/** Refuses before the review's text is read: a shopper who may not review is told so first. */
export async function assertMayReview(db: D1Database, distributorId: number, customerId: number, productId: number): Promise<void> {
  await assertProductOfShop(db, distributorId, productId);
  const eligibility = await reviewEligibility(db, customerId, productId);
  if (!eligibility.success) throw forbidden(WORDS.apiAnswers.asGiven(eligibility.message));
}

export async function submitReview(db: D1Database, events: RequestEvents, customerId: number, input: { product_id: number; rating: number; review: string }) {
  const review = await createReview(db, customerId, input);
  // The product's cached reviews and rating now miss this one.
  events.record({ type: 'review.add', target: { kind: 'product', ref: input.product_id }, products: [input.product_id] });
  return { message: MESSAGES.reviews.submitted, review };
}

/** A review is final: its author cannot change it, and operators moderate through reports. */
export async function refuseReviewEdit(db: D1Database, distributorId: number, reviewId: number): Promise<never> {
  await reviewOfShop(db, distributorId, reviewId);
  throw forbidden(WORDS.reviews.alreadySubmitted);
}

export async function markReviewHelpful(db: D1Database, distributorId: number, customerId: number, reviewId: number) {
  const review = await reviewOfShop(db, distributorId, reviewId);
  if (review.customer_id === customerId) throw forbidden(WORDS.apiAnswers.auth.notOwnReviewHelpful);
  return { message: MESSAGES.reviews.helpfulThanks, helpful_count: await markHelpful(db, review.id, customerId) };
}

export async function reportReviewOf(db: D1Database, distributorId: number, customerId: number, reviewId: number, reason: string) {
  const review = await reviewOfShop(db, distributorId, reviewId);
  await reportReview(db, review.id, customerId, reason);
  return { message: MESSAGES.reviews.reportSubmitted };
}
