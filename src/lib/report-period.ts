// Report periods in Indian calendar days. The database keeps times in UTC
// (ISO text); a day in India starts at 00:00 IST, 18:30 UTC the day before, so
// a period's bounds are computed here and the queries compare plain text.

const IST_OFFSET_MINUTES = 330;
/** The longest period a sales report covers. */
export const MAX_REPORT_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A YYYY-MM-DD that names a real day, else null. */
export function readDay(text: string | undefined | null): string | null {
  if (!text || !DATE.test(text)) return null;
  const d = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text ? null : text;
}

export function readMonth(text: string | undefined | null): string | null {
  return text && MONTH.test(text) ? text : null;
}

/** Today's date in India. */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The first day of the month a date is in, and its last day. */
export function monthOf(day: string): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The UTC instant an Indian calendar day starts at, as the database's ISO text. */
function istDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MINUTES * 60_000).toISOString();
}

/** The UTC bounds [start, end) of the Indian days from `from` to `to`, both included. */
export function utcBounds(from: string, to: string): { start: string; end: string } {
  return { start: istDayStart(from), end: istDayStart(addDays(to, 1)) };
}
