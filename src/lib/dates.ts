// Dates are stored in UTC and shown to shoppers in India's format and zone.

import { activeLanguage } from './i18n/catalogue';

// In the page's or request's language (Hindi month names on a Hindi page), one formatter per language.
const DAY = { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' } as const;
const formats = new Map<string, { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();
function dateFormats(): { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat } {
  const tag = activeLanguage();
  let kept = formats.get(tag);
  if (!kept) {
    kept = { date: new Intl.DateTimeFormat(tag, DAY), dateTime: new Intl.DateTimeFormat(tag, { ...DAY, hour: '2-digit', minute: '2-digit' }) };
    formats.set(tag, kept);
  }
  return kept;
}

/** "05 Mar 2026" (in `tag`, else the current language), or '' when the value is not a date. */
export function formatIndianDate(value: string | null | undefined, tag?: string): string {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? (tag ? new Intl.DateTimeFormat(tag, DAY) : dateFormats().date).format(ms) : '';
}

/** "05 Mar 2026, 03:30 pm" */
export function formatIndianDateTime(value: string | null | undefined): string {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? dateFormats().dateTime.format(ms) : '';
}
