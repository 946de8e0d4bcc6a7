import type { RatingSummary as Summary } from '@/contract/reviews';
import { averageTone, ratingBars } from '@/lib/ratings';

/** The average badge and the bars for 5 down to 1 stars. */
export default function RatingSummary({ summary }: { summary: Summary }) {
  const bars = ratingBars(summary.distribution, summary.review_count);
  const average = summary.average_rating.toFixed(1);
  return (
    <div className="rating-summary">
      <div className="rating-average">
        <span className={`rating-badge tone-${averageTone(summary.average_rating)}`} data-testid="rating-average">
          {average} <span aria-hidden="true">★</span>
          <span className="visually-hidden"> out of 5</span>
        </span>
        <span className="rating-count">
          {summary.review_count} {summary.review_count === 1 ? 'review' : 'reviews'}
        </span>
      </div>
      <ul className="rating-bars" aria-label="Ratings by stars">
        {bars.map((bar) => (
          <li key={bar.stars} className="rating-bar-row">
            <span className="rating-bar-label">{bar.stars} ★</span>
            <span
              className="rating-bar"
              role="meter"
              aria-label={`${bar.stars} star reviews`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={bar.percent}
              aria-valuetext={`${bar.count} of ${summary.review_count}`}
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
