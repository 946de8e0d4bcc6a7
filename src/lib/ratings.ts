// Rating colours and the summary's bars, shared by the reviews UI.

export type Tone = 'good' | 'fair' | 'poor';

/** Average badge: 4 or more green, 3 or more amber, otherwise red. */
export function averageTone(average: number): Tone {
  if (average >= 4) return 'good';
  if (average >= 3) return 'fair';
  return 'poor';
}

/** Bar of a star level: 4 and 5 green, 3 amber, 1 and 2 red. */
export function barTone(stars: number): Tone {
  if (stars >= 4) return 'good';
  if (stars === 3) return 'fair';
  return 'poor';
}

export interface RatingBar {
  stars: number;
  count: number;
  /** Share of all reviews, 0..100, rounded. */
  percent: number;
  tone: Tone;
}

/** Bars for 5 down to 1 stars from a distribution { "5": n, ... }. */
export function ratingBars(distribution: Record<string, number> | undefined, total: number): RatingBar[] {
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = Math.max(0, Number(distribution?.[String(stars)] ?? 0) || 0);
    return { stars, count, percent: total > 0 ? Math.round((count / total) * 100) : 0, tone: barTone(stars) };
  });
}

/** How many of five stars a rating fills: rounded, 0 to 5. */
export function wholeStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating)));
}
