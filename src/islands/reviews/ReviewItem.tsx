import Glyph from '@/components/icons/Glyph';
import type { Review } from '@/contract/reviews';
import { formatIndianDate } from '@/lib/dates';
import { MESSAGES } from '@/lib/messages';
import { wholeStars } from '@/lib/ratings';

interface Props {
  review: Review;
  marked: boolean;
  busy: boolean;
  onHelpful: (review: Review) => void;
  onReport: (review: Review) => void;
}

export default function ReviewItem({ review, marked, busy, onHelpful, onReport }: Props) {
  const filled = wholeStars(review.rating);
  return (
    <li className="review-item" data-review-id={review.id}>
      <div className="review-head">
        <span className="review-author">{review.customer.name}</span>
        <span className="review-verified"><Glyph name="check" /> {MESSAGES.reviews.verifiedBuyer}</span>
      </div>
      <div className="review-meta">
        <span className="review-stars" role="img" aria-label={MESSAGES.shop.productPage.rated(review.rating)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Glyph key={n} name={n <= filled ? 'star' : 'starOutline'} />
          ))}
        </span>
        {review.createdAt && <time dateTime={review.createdAt}>{formatIndianDate(review.createdAt)}</time>}
      </div>
      <p className="review-text">{review.review}</p>
      <div className="review-actions">
        <button type="button" className="link-button" onClick={() => onHelpful(review)} disabled={busy} aria-pressed={marked}>
          {review.helpful_count > 0 ? MESSAGES.shop.productPage.helpfulCount(review.helpful_count) : MESSAGES.shop.productPage.helpful}
        </button>
        <button type="button" className="link-button" onClick={() => onReport(review)} disabled={busy}>
          {MESSAGES.shop.productPage.report}
        </button>
      </div>
    </li>
  );
}
