import type { RatingSummary as Summary } from '@/contract/reviews';
import Glyph from '@/components/icons/Glyph';
import { MESSAGES } from '@/lib/messages';
import { averageTone, ratingBars } from '@/lib/ratings';

const W = MESSAGES.shop.productPage;

/** The average badge and the bars for 5 down to 1 stars. */
export default function RatingSummary({ summary }: { summary: Summary }) {
  const bars = ratingBars(summary.distribution, summary.review_count);
  const average = summary.average_rating.toFixed(1);
  return (
    <div className="rating-summary">
      <div className="rating-average">
        <span className={`rating-badge tone-${averageTone(summary.average_rating)}`} data-testid="rating-average">
          {average} <Glyph name="star" />
          <span className="visually-hidden">{W.outOfFive}</span>
        </span>
        <span className="rating-count">
          {W.reviewCount(summary.review_count)}
        </span>
      </div>
      <ul className="rating-bars" aria-label={W.ratingsByStars}>
        {bars.map((bar) => (
          <li key={bar.stars} className="rating-bar-row">
            <span className="rating-bar-label">{bar.stars} <Glyph name="star" /></span>
            <span
              className="rating-bar"
              role="meter"
              aria-label={W.starReviews(bar.stars)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={bar.percent}
              aria-valuetext={W.countOf(bar.count, summary.review_count)}
            >
              <span className={`rating-bar-fill tone-${bar.tone}`} style={{ width: `${bar.percent}%` }} />
            </span>
            <span className="rating-bar-count">{bar.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
