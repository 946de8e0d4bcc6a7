import type { LanguageTag } from './languages';
import { DEFAULT_LANGUAGE } from './languages';

// Where each language's catalogue is loaded from: its own chunk, so a page
// downloads only the language it is in. English is the catalogue in
// messages.ts itself. The type makes every language of LANGUAGES list a loader;
// each catalogue file checks its own keys against English (ShopperCatalogue),
// so this module needs no import of messages.ts (which loads this one).
// The console's and rider screen's words are a second chunk per language, loaded
// only by those screens: a shop page never downloads them.

type OtherLanguage = Exclude<LanguageTag, typeof DEFAULT_LANGUAGE>;

export const CATALOGUE_LOADERS: Record<OtherLanguage, () => Promise<object>> = {
  'hi-IN': () => import('./hi-IN').then((m) => m.HI_IN),
};

export const OPERATOR_CATALOGUE_LOADERS: Record<OtherLanguage, () => Promise<object>> = {
  'hi-IN': () => import('./hi-IN/operators').then((m) => m.HI_IN_OPERATORS),
};

/** The words only the Worker renders (the API's refusals): never in a page's chunk. */
const SERVER_CATALOGUE_LOADERS: Record<OtherLanguage, () => Promise<object>> = {
  'hi-IN': () => import('./hi-IN/api-answers').then((m) => ({ apiAnswers: m.HI_API_ANSWERS })),
};

export function catalogueLoader(tag: string): (() => Promise<object>) | undefined {
  return tag === DEFAULT_LANGUAGE ? undefined : CATALOGUE_LOADERS[tag as OtherLanguage];
}

/** The console's and rider screen's words in `tag` (none for English: operator-messages.ts, which the page catalogue loads). */
export function operatorCatalogueLoader(tag: string): (() => Promise<object>) | undefined {
  return tag === DEFAULT_LANGUAGE ? undefined : OPERATOR_CATALOGUE_LOADERS[tag as OtherLanguage];
}

/** The words only the Worker renders in `tag` (none for English: api-answer-messages.ts registers them). */
export function serverCatalogueLoader(tag: string): (() => Promise<object>) | undefined {
  return tag === DEFAULT_LANGUAGE ? undefined : SERVER_CATALOGUE_LOADERS[tag as OtherLanguage];
}
