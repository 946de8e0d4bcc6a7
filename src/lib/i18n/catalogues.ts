import type { ShopperCatalogue } from '../messages';
import type { LanguageTag } from './languages';
import { DEFAULT_LANGUAGE } from './languages';

// Where each language's catalogue is loaded from: its own chunk, so a page
// downloads only the language it is in. English is the catalogue in
// messages.ts itself. The type makes every language of LANGUAGES list a loader.

type OtherLanguage = Exclude<LanguageTag, typeof DEFAULT_LANGUAGE>;

export const CATALOGUE_LOADERS: Record<OtherLanguage, () => Promise<ShopperCatalogue>> = {
  'hi-IN': () => import('./hi-IN').then((m) => m.HI_IN),
};

export function catalogueLoader(tag: string): (() => Promise<ShopperCatalogue>) | undefined {
  return tag === DEFAULT_LANGUAGE ? undefined : CATALOGUE_LOADERS[tag as OtherLanguage];
}
