import { useCallback, useEffect, useRef, useState } from 'react';
import { reviewsApi } from '@/lib/api/reviews';
import type { RatingSummary, Review } from '@/contract/reviews';
import { browserTransport } from '@/lib/shop-config';

export type ReviewsState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; summary: RatingSummary; reviews: Review[] };

/** A product's summary and reviews, fetched together; `reload` keeps the old ones on screen. */
export function useReviews(productId: number, initial?: { summary: RatingSummary; reviews: Review[] }) {
  // The page's HTML may already carry the summary and the first reviews: shown at once, then refreshed.
  const [state, setState] = useState<ReviewsState>(initial ? { kind: 'ready', ...initial } : { kind: 'loading' });
  // Helpful counts this visitor changed. A refresh that set off before the change
  // would otherwise put the old count back on screen when it lands.
  const helpfulSeen = useRef(new Map<number, number>());
  const load = useCallback(async () => {
    try {
      const api = reviewsApi(browserTransport());
      const [summary, fetched] = await Promise.all([api.summary(productId), api.list(productId)]);
      const reviews = fetched.map((r) => {
        const seen = helpfulSeen.current.get(r.id);
        return seen !== undefined && seen > r.helpful_count ? { ...r, helpful_count: seen } : r;
      });
      setState({ kind: 'ready', summary, reviews });
    } catch {
      setState((prev) => (prev.kind === 'ready' ? prev : { kind: 'error' }));
    }
  }, [productId]);
  useEffect(() => {
    void load();
  }, [load]);
  const setHelpfulCount = (reviewId: number, count: number) => {
    helpfulSeen.current.set(reviewId, count);
    setState((prev) =>
      prev.kind === 'ready'
        ? { ...prev, reviews: prev.reviews.map((r) => (r.id === reviewId ? { ...r, helpful_count: count } : r)) }
        : prev,
    );
  };
  return { state, reload: load, setHelpfulCount };
}
