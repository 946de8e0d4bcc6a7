import { activeLanguage } from './i18n/catalogue';

/** 'July 2025' from an account's createdAt (profile's 'Joined in'), in India's time zone. */
export function joinedIn(createdAt: string): string {
  const date = new Date(createdAt);
  if (!createdAt || Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(activeLanguage(), { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
}
