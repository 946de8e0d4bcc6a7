import { bool, fields, listOf, nullish, num, optBool, record, str, type Reader } from './read';

// Reviews, rating summary, helpful and report answers. A listed review names
// its author by display name only: no customer id or contact detail is public.

export interface Review {
  id: number;
  product_id: number;
  rating: number;
  review: string;
  createdAt: string;
  customer: { name: string };
  helpful_count: number;
}

const reviewFields = /* @__PURE__ */ fields({ id: num, product_id: num, rating: num, review: str, createdAt: str });

export const readReview: Reader<Review> = (raw) => {
  const r = record(raw);
  const customer = /* @__PURE__ */ nullish(/* @__PURE__ */ fields({ name: str }))(r.customer);
  return { ...reviewFields(r), customer: { name: customer?.name || 'Customer' }, helpful_count: num(r.helpful_count) };
};
export const readReviewList = /* @__PURE__ */ listOf(readReview, 'reviews');

export interface RatingSummary {
  average_rating: number;
  review_count: number;
  /** Count per star, "5" down to "1" (optional in the contract). */
  distribution?: Record<string, number>;
}
export const readRatingSummary: Reader<RatingSummary> = (raw) => {
  const r = record(raw);
  const summary: RatingSummary = { average_rating: num(r.average_rating), review_count: num(r.review_count) };
  if (r.distribution !== undefined) {
    summary.distribution = Object.fromEntries(Object.entries(record(r.distribution)).map(([star, n]) => [star, num(n)]));
  }
  return summary;
};

/** can-review answer; `already_reviewed` tells a finished review from not having bought it. */
export interface CanReview {
  success: boolean;
  message: string;
  already_reviewed?: boolean;
}
export const readCanReview: Reader<CanReview> = (raw) => {
  const r = record(raw);
  const answer: CanReview = { success: bool(r.success), message: str(r.message) };
  const already = optBool(r.already_reviewed);
  if (already !== undefined) answer.already_reviewed = already;
  return answer;
};

export interface HelpfulAnswer {
  message: string;
  helpful_count?: number;
}
export const readHelpful: Reader<HelpfulAnswer> = (raw) => {
  const r = record(raw);
  return r.helpful_count === undefined ? { message: str(r.message) } : { message: str(r.message), helpful_count: num(r.helpful_count) };
};

export interface ReviewSubmitted {
  message: string;
  review?: Review | null;
}
export const readReviewSubmitted: Reader<ReviewSubmitted> = /* @__PURE__ */ fields({ message: str, review: /* @__PURE__ */ nullish(readReview) });
