import { useCallback, useEffect, useState } from 'react';
import { reviewsApi } from '@/lib/api/reviews';
import type { RatingSummary, Review } from '@/lib/api/schemas/reviews';
import { browserTransport } from '@/lib/shop-config';

export type ReviewsState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; summary: RatingSummary; reviews: Review[] };

/** A product's summary and reviews, fetched together; `reload` keeps the old ones on screen. */
export function useReviews(productId: number, initial?: { summary: RatingSummary; reviews: Review[] }) {
  // The page's HTML may already carry the summary and the first reviews: shown at once, then refreshed.
  const [state, setState] = useState<ReviewsState>(initial ? { kind: 'ready', ...initial } : { kind: 'loading' });
  const load = useCallback(async () => {
    try {
      const api = reviewsApi(browserTransport());
      const [summary, reviews] = await Promise.all([api.summary(productId), api.list(productId)]);
      setState({ kind: 'ready', summary, reviews });
    } catch {
      setState((prev) => (prev.kind === 'ready' ? prev : { kind: 'error' }));
    }
  }, [productId]);
  useEffect(() => {
    void load();
  }, [load]);
  const setReviews = (update: (reviews: Review[]) => Review[]) =>
    setState((prev) => (prev.kind === 'ready' ? { ...prev, reviews: update(prev.reviews) } : prev));
  return { state, reload: load, setReviews };
}
