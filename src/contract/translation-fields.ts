import { translatingLanguages, type Language, type Translating } from '../lib/i18n/languages.ts';

// The names a translatable field's words in another language go by, made from
// the language's row (its `code`), so a language added to LANGUAGES adds its
// fields everywhere they are listed: `product_name` in Hindi is the API's and
// the contract's `product_name_hi`, its CSV column `name_hi`, its console
// label `nameHi`, its API label "Hindi name". Pure data: the browser and the
// server both read it.

/** The field that holds `prefix`'s words in language `L`: product_name_hi. */
export type TranslationKey<Prefix extends string, L extends Language> = `${Prefix}_${L['code']}`;
/** A console label's key for words in language `L`: nameHi. */
export type TranslationLabel<Label extends string, L extends Language> = `${Label}${Capitalize<L['code']>}`;

export const translationKey = <Prefix extends string, L extends Language>(prefix: Prefix, language: L) =>
  `${prefix}_${language.code}` as TranslationKey<Prefix, L>;

export const translationLabel = <Label extends string, L extends Language>(label: Label, language: L) =>
  `${label}${language.code.charAt(0).toUpperCase()}${language.code.slice(1)}` as TranslationLabel<Label, L>;

/** What the API's own messages call the words: "Hindi name". */
export const translationName = (word: string, language: Language) => `${language.englishName} ${word}`;

/** One translation field per language other than the default, in the list's order. */
export function translationsOf<Prefix extends string, const L extends readonly Language[]>(prefix: Prefix, languages: L) {
  return translatingLanguages(languages).map((language) => ({ key: translationKey(prefix, language), language }));
}

/** An object holding, for each language other than the default, its words of `prefix` (null: none). */
export type TranslatedWords<Prefix extends string, L extends readonly Language[]> = { [K in TranslationKey<Prefix, Translating<L>>]: string | null };
