import type { ReviewSource } from '@/lib/api/reviews';
import type { RatingSummary, Review } from '@/contract/reviews';

/** How many reviews the product page's HTML carries; the island loads the rest. */
const FIRST_REVIEWS = 10;

export interface ReviewPreview {
  summary: RatingSummary;
  reviews: Review[];
}

/**
 * The rating summary and the first reviews for the product page's HTML, or
 * null when they cannot be read: the page still renders and the island
 * loads them itself. Only public fields: the page is cached for everyone.
 */
export async function loadReviewPreview(source: ReviewSource, productId: number): Promise<ReviewPreview | null> {
  try {
    const [summary, reviews] = await Promise.all([source.summary(productId), source.list(productId)]);
    return { summary, reviews: reviews.slice(0, FIRST_REVIEWS) };
  } catch {
    return null;
  }
}
