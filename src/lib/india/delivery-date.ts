// The expected delivery day: the calendar date in India (UTC+5:30, no summer
// time) on which the order was placed, plus the delivery area's most days.

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" in India, or null when the placing time is not a date or the days are not a whole count. */
export function expectedDeliveryDate(placedAt: string, daysMax: number | null | undefined): string | null {
  const ms = Date.parse(placedAt);
  if (!Number.isFinite(ms) || daysMax === null || daysMax === undefined || !Number.isInteger(daysMax) || daysMax < 0) return null;
  const indianDay = Math.floor((ms + IST_OFFSET_MS) / DAY_MS);
  return new Date((indianDay + daysMax) * DAY_MS).toISOString().slice(0, 10);
}
