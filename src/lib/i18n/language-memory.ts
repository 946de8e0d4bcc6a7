import { LANGUAGE_COOKIE, isLanguageTag, type LanguageTag } from './languages';

// The visitor's language, kept in a cookie the bare home address
// (src/pages/index.astro) and the console and rider screens read. Written
// from the browser, never by a page's response, so cached pages carry no
// Set-Cookie.

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie that remembers `tag`, as document.cookie takes it. */
export function languageCookie(tag: LanguageTag): string {
  return `${LANGUAGE_COOKIE}=${tag}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
}

export function rememberLanguage(tag: string): void {
  if (!isLanguageTag(tag)) return;
  document.cookie = languageCookie(tag);
}

/** The remembered language in a Cookie header, if it is one of ours. */
export function rememberedLanguage(cookieHeader: string | null): LanguageTag | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguageTag(value)) return value;
  }
  return null;
}
