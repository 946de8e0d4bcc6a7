// The languages the shop speaks, listed once. Adding one is a catalogue folder
// beside hi-IN/ and one row here (docs/languages.md); the URL prefix decides
// what a page is rendered in, so pages stay cacheable. The row names what its
// invoices need by key, not by value: this module is in every page's script,
// and the words and fonts it names are the server's.

/** The fonts an invoice prints in: src/server/invoice/fonts.ts holds a file for each (its type fails until it does). */
export type InvoiceFont = 'DejaVu Sans' | 'Noto Sans Devanagari';
/** The ways an invoice writes its total in words: src/lib/india/amount-in-words.ts writes each (its type fails until it does). */
export type AmountInWords = 'english' | 'hindi';

export interface Language {
  /** BCP 47 tag: <html lang>, hreflang, Intl formats, Accept-Language. */
  tag: string;
  /** Path prefix of its pages ('' for the default language). */
  prefix: string;
  /** The language's name in itself, for the chooser. */
  name: string;
  /** The font its invoices' words are printed in. */
  invoiceFont: InvoiceFont;
  /** How its invoices write the total in words ("Rupees Forty Only", "चालीस रुपये मात्र"). */
  amountInWords: AmountInWords;
  /**
   * Its short code (ISO 639-1): the suffix of its words' fields in the API and
   * the CSV (product_name_hi, name_hi) and of their console labels (nameHi),
   * the `lang` of a field holding its words, and the suffix of its MSG91 flow
   * template ids (order_placed_hi).
   */
  code: string;
  /** Its name in English: what the API's own field labels call its words ("Hindi name"). */
  englishName: string;
  /** The code WhatsApp (Meta) knows a template's translation in it by. */
  whatsappCode: string;
}

export const LANGUAGES = [
  { tag: 'en-IN', prefix: '', name: 'English', invoiceFont: 'DejaVu Sans', amountInWords: 'english', code: 'en', englishName: 'English', whatsappCode: 'en' },
  { tag: 'hi-IN', prefix: '/hi', name: 'हिन्दी', invoiceFont: 'Noto Sans Devanagari', amountInWords: 'hindi', code: 'hi', englishName: 'Hindi', whatsappCode: 'hi' },
] as const satisfies readonly Language[];

export type LanguageTag = (typeof LANGUAGES)[number]['tag'];
export const DEFAULT_LANGUAGE = 'en-IN' satisfies LanguageTag;

/** Of a list of languages, those a product's or category's words are translated into: all but the default. */
export type Translating<L extends readonly Language[]> = Exclude<L[number], { tag: typeof DEFAULT_LANGUAGE }>;
/** The shop's languages other than the default. */
export type TranslatingLanguage = Translating<typeof LANGUAGES>;

export function translatingLanguages<const L extends readonly Language[]>(languages: L): Array<Translating<L>> {
  return languages.filter((l) => l.tag !== DEFAULT_LANGUAGE) as Array<Translating<L>>;
}

/** The cookie that remembers a visitor's choice (read only by the bare home redirect). */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguageTag(value: unknown): value is LanguageTag {
  return LANGUAGES.some((l) => l.tag === value);
}

/** The language's row (the default's for a tag that is not one of ours). */
export function languageOf(tag: string): Language {
  return LANGUAGES.find((l) => l.tag === tag) ?? LANGUAGES[0];
}

/** '/hi/product/details/3' -> hi-IN and '/product/details/3'; an unprefixed path is the default language. */
export function splitLanguagePath(pathname: string): { tag: LanguageTag; path: string } {
  for (const l of LANGUAGES) {
    if (!l.prefix) continue;
    if (pathname === l.prefix || pathname === `${l.prefix}/`) return { tag: l.tag, path: '/' };
    if (pathname.startsWith(`${l.prefix}/`)) return { tag: l.tag, path: pathname.slice(l.prefix.length) };
  }
  return { tag: DEFAULT_LANGUAGE, path: pathname };
}

/** A shop path ('/ecommerce/cart') as that language's URL ('/hi/ecommerce/cart'). */
export function pathIn(tag: string, path: string): string {
  const { prefix } = languageOf(tag);
  if (!prefix) return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/** Internal paths a page links to that have a page per language (not the API, files or the console). */
export function isLocalisedPath(path: string): boolean {
  return path === '/' || /^\/(ecommerce|product|customerlogin)(\/|$|\?|#)/.test(path);
}

/** The console's and rider screen's pages: one URL in every language, rendered in the visitor's chosen one. */
export function isOperatorPath(path: string): boolean {
  return /^\/(admin|rider)(\/|$)/.test(path);
}

/** The page's language in the browser (its <html lang>), the default elsewhere. */
export function pageLanguage(): LanguageTag {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLanguageTag(lang) ? lang : DEFAULT_LANGUAGE;
}

/** A path for a link or navigation made by script: in the page's own language. */
export function localHref(path: string): string {
  return isLocalisedPath(path) ? pathIn(pageLanguage(), path) : path;
}
