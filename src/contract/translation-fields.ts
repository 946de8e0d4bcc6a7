import { LANGUAGES, translatingLanguages, type Language, type Translating } from '../lib/i18n/languages.ts';

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

/** The product's name in each other language, the field its answers carry it in (product_name_hi). */
export const PRODUCT_NAME_TRANSLATIONS = translationsOf('product_name', LANGUAGES);

/** A product's names in the other languages it has one in (a line, a cart item): absent where none is given. */
export type GivenNames = Partial<Record<(typeof PRODUCT_NAME_TRANSLATIONS)[number]['key'], string>>;

/** A row's (or an answer's) product names in other languages, trimmed, each only where it has words. */
export function givenNames(row: object): GivenNames {
  const names: Record<string, string> = {};
  for (const { key } of PRODUCT_NAME_TRANSLATIONS) {
    const value = (row as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) names[key] = value.trim();
  }
  return names as GivenNames;
}

/** A product's names in each other language, null where it has none (a pack size's answer). */
export type ProductNames = TranslatedWords<'product_name', typeof LANGUAGES>;

/** The row's product names in each other language, null where empty. */
export function productNames(row: object): ProductNames {
  return Object.fromEntries(
    PRODUCT_NAME_TRANSLATIONS.map(({ key }) => {
      const value = (row as Record<string, unknown>)[key];
      return [key, typeof value === 'string' && value.trim() ? value : null];
    }),
  ) as ProductNames;
}

/** One reader for each of a product's names in the other languages (an answer's fields). */
export const eachProductName = <R>(reader: R) => Object.fromEntries(PRODUCT_NAME_TRANSLATIONS.map(({ key }) => [key, reader])) as Record<keyof ProductNames, R>;

/** The field a product's name in language `tag` travels in (none for the default language). */
export const productNameKey = (tag: string) => PRODUCT_NAME_TRANSLATIONS.find((t) => t.language.tag === tag)?.key;
