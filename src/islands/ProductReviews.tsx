import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import '@/styles/reviews.css';
import { reviewsApi } from '@/lib/api/reviews';
import type { RatingSummary as Summary, Review } from '@/contract/reviews';
import { ApiError } from '@/lib/api/transport';
import { promptText, showAlert, showToast } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import { $session, isLoggedIn } from '@/lib/stores/session';
import RatingSummary from './reviews/RatingSummary';
import ReviewItem from './reviews/ReviewItem';
import { helpfulIds, rememberHelpful } from './reviews/helpful-store';
import { useReviews } from './reviews/use-reviews';

// Ratings and reviews on the product page: summary bars,
// the list, Rate Now with the eligibility check, helpful and report.

const ReviewModal = lazy(() => import('./reviews/ReviewModal'));
const M = MESSAGES.reviews;
const W = MESSAGES.shop.productPage;
const REPORT_REASON_MAX = 500;

interface Props {
  productId: number;
  productName: string;
  /** Summary and first reviews rendered into the page's HTML (the same for every visitor). */
  initial?: { summary: Summary; reviews: Review[] };
}

export default function ProductReviews({ productId, productName, initial }: Props) {
  const session = useStore($session);
  const { state, reload, setHelpfulCount } = useReviews(productId, initial);
  const [writing, setWriting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [busyReview, setBusyReview] = useState<number | null>(null);
  const [marked, setMarked] = useState<number[]>([]);
  useEffect(() => setMarked(helpfulIds()), []);

  const loginRequired = () => showAlert(M.loginRequired, MESSAGES.cart.loginFirst, 'info');

  async function rateNow() {
    if (!isLoggedIn(session) || session.userId === null) return void loginRequired();
    setChecking(true);
    try {
      const answer = await reviewsApi(browserTransport()).canReview(session.userId, productId);
      if (answer.success) setWriting(true);
      else if (answer.already_reviewed) await showAlert(M.alreadySubmittedTitle, M.alreadySubmitted, 'info');
      else await showAlert(M.notAllowedTitle, answer.message || M.notAllowed, 'warning');
    } catch {
      await showAlert(M.eligibilityFailed, undefined, 'error');
    } finally {
      setChecking(false);
    }
  }

  async function markHelpful(review: Review) {
    if (!isLoggedIn(session) || session.userId === null) return void loginRequired();
    if (marked.includes(review.id)) return void showAlert(M.alreadyMarked, undefined, 'info');
    setBusyReview(review.id);
    try {
      const answer = await reviewsApi(browserTransport()).helpful(review.id, session.userId);
      rememberHelpful(review.id);
      setMarked((ids) => [...ids, review.id]);
      setHelpfulCount(review.id, answer.helpful_count ?? review.helpful_count + 1);
      void showToast(M.helpfulThanks, 'success');
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        rememberHelpful(review.id);
        setMarked((ids) => [...ids, review.id]);
        await showAlert(M.alreadyMarked, undefined, 'info');
      } else {
        await showAlert(M.helpfulFailed, err instanceof ApiError && err.status === 403 ? err.message : undefined, 'error');
      }
    } finally {
      setBusyReview(null);
    }
  }

  async function report(review: Review) {
    if (!isLoggedIn(session) || session.userId === null) return void loginRequired();
    const reason = await promptText(W.reportTitle, W.reportQuestion);
    if (reason === null) return;
    if (!reason.trim()) return void showAlert(M.reportReasonRequired, undefined, 'warning');
    if (reason.trim().length > REPORT_REASON_MAX) return void showAlert(MESSAGES.general.tooLong(W.reason, REPORT_REASON_MAX), undefined, 'warning');
    setBusyReview(review.id);
    try {
      await reviewsApi(browserTransport()).report(review.id, session.userId, reason.trim());
      await showAlert(M.reportSubmitted, undefined, 'success');
    } catch (err) {
      await showAlert(M.reportFailed, err instanceof ApiError && err.status === 409 ? err.message : undefined, 'error');
    } finally {
      setBusyReview(null);
    }
  }

  return (
    <section className="product-reviews" aria-labelledby="reviews-heading">
      <div className="reviews-top">
        <h2 id="reviews-heading">{W.ratingsReviews}</h2>
        <button type="button" className="btn" onClick={() => void rateNow()} disabled={checking}>
          {checking ? W.checking : W.rateNow}
        </button>
      </div>
      {state.kind === 'loading' && (
        <p className="reviews-note" role="status">
          <span className="spinner" aria-hidden="true" /> Loading reviews…
        </p>
      )}
      {state.kind === 'error' && (
        <p className="reviews-note" role="alert">
          {M.loadFailed}{' '}
          <button type="button" className="link-button" onClick={() => void reload()}>
            {MESSAGES.shop.tryAgain}
          </button>
        </p>
      )}
      {state.kind === 'ready' && (
        <div className="reviews-body">
          <RatingSummary summary={state.summary} />
          {state.reviews.length === 0 ? (
            <p className="reviews-note">{W.noReviews}</p>
          ) : (
            <ul className="review-list">
              {state.reviews.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  marked={marked.includes(review.id)}
                  busy={busyReview === review.id}
                  onHelpful={markHelpful}
                  onReport={report}
                />
              ))}
            </ul>
          )}
        </div>
      )}
      <Suspense fallback={null}>
        {writing && session.userId !== null && (
          <ReviewModal
            productId={productId}
            productName={productName}
            userId={session.userId}
            onClose={(submitted) => {
              setWriting(false);
              if (submitted) void reload();
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
