// The console's words for the shop's search: the synonyms shoppers' words are
// matched through. Part of MESSAGES.console (console-messages.ts spreads them in).

export const CONSOLE_SEARCH_MESSAGES = {
  synonyms: {
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
  },
} as const;
