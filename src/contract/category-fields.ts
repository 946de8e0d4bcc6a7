import { LANGUAGES, type Language, type TranslatingLanguage } from '@/lib/i18n/languages';
import { translationLabel, translationName, translationsOf, type TranslatedWords, type TranslationKey } from './translation-fields';

// A category's name in each language other than the default, as the API, the
// console and the pages carry it: `category_name_<code>` (category_name_hi),
// made from the language's row, so a language added to LANGUAGES adds its
// field with no edit here. Its words are rows of category_translations.

/** A category's name, and so its name in another language, is at most this long. */
export const CATEGORY_NAME_MAX = 100;

export type CategoryTranslationKey = TranslationKey<'category_name', TranslatingLanguage>;
/** A category's names in the other languages (null: none, the English name shows). */
export type CategoryTranslations = TranslatedWords<'category_name', typeof LANGUAGES>;

/** The translation fields of `languages`' names, in the list's order: the field, its language, its API label and its console label's key. */
export function categoryTranslationFields<const L extends readonly Language[]>(languages: L) {
  return translationsOf('category_name', languages).map(({ key, language }) => ({
    key,
    language,
    name: translationName('name', language),
    label: translationLabel('name', language),
  }));
}

/** The shop's: category_name_hi for Hindi. */
export const CATEGORY_TRANSLATIONS = categoryTranslationFields(LANGUAGES);
