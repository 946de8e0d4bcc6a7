import { localised, type Widen } from './i18n/catalogue';

// The console's words for the shop's search: the synonyms shoppers' words are
// matched through. In a module of their own, read only by the Search words
// page's island, so no shop page's bundle carries them; the catalogue's
// `consoleSearch` section (Hindi: i18n/hi-IN/console-search.ts, in the
// operators' chunk).

export const EN_CONSOLE_SEARCH = {
  intro:
    'Words your shoppers use for the same thing: a brand and its salt (dolo, paracetamol), or a Hinglish spelling beside the English and Hindi words (doodh, milk, दूध). A search for any word of a group also finds products named with the others.',
  group: (n: number) => `Group ${n}`,
  terms: 'Words, separated by commas',
  termsHint: 'At least two words. A word may be in one group only.',
  empty: 'No synonyms yet: add a group.',
  add: 'Add a group',
  remove: (n: number) => `Remove group ${n}`,
  removeConfirm: (n: number) => `Remove group ${n}? Its words stop finding each other once you save.`,
  save: 'Save synonyms',
  saving: 'Saving…',
} as const;

/** What another language's `consoleSearch` section holds: every English key with its arguments. */
export type ConsoleSearchCatalogue = Widen<typeof EN_CONSOLE_SEARCH>;

/** The words in the page's language. */
export const CONSOLE_SEARCH_MESSAGES = localised(EN_CONSOLE_SEARCH, 'consoleSearch');
