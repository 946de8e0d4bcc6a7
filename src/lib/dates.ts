// Dates are stored in UTC and shown to shoppers in India's format and zone.

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "05 Mar 2026", or '' when the value is not a date. */
export function formatIndianDate(value: string | null | undefined): string {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? dateFormat.format(ms) : '';
}

/** "05 Mar 2026, 03:30 pm" */
export function formatIndianDateTime(value: string | null | undefined): string {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? dateTimeFormat.format(ms) : '';
}
