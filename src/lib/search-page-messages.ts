import { localised, type Widen } from './i18n/catalogue';

// Search words only the server reads: the results page's correction, its
// "Ask the shop for it" (the form's words reach its island as props), and the
// search routes' answers. In a module of their own so no page's script bundle
// carries them (as the e-mail words are); the catalogue's `searchPage` section.

/** The "Ask the shop for it" form's words, as its island receives them. */
export interface AskFormWords {
  what: string;
  name: string;
  phone: string;
  phoneHint: string;
  send: string;
  sending: string;
  sent: string;
  failed: string;
}

export const EN_SEARCH_PAGE = {
  /** Around the corrected query, which is a link: "Did you mean <paracetamol>?" */
  didYouMean: { before: 'Did you mean ', after: '?' },
  showingCorrected: (query: string) => `Nothing matched “${query}”, so these are the closest matches.`,
  askTitle: 'Ask the shop for it',
  askIntro: 'Can’t find it? Tell the shop what you are looking for, and they will get back to you.',
  whatsApp: 'Ask on WhatsApp',
  whatsAppText: (shop: string, what: string) => `Hello ${shop}, do you have “${what}”?`,
  form: {
    what: 'What are you looking for?',
    name: 'Your name (optional)',
    phone: 'Mobile number (optional)',
    phoneHint: '10 digits, so the shop can call or WhatsApp you back.',
    send: 'Send to the shop',
    sending: 'Sending…',
    sent: 'Sent. The shop has your request and will get back to you.',
    failed: 'Your request could not be sent. Please try again.',
  },
  request: {
    whatRequired: 'Please say what you are looking for.',
    whatTooLong: (max: number) => `Please describe it in at most ${max} characters.`,
    nameTooLong: (max: number) => `Please keep the name to at most ${max} characters.`,
    phoneInvalid: 'Please enter a 10-digit mobile number, or leave it empty.',
    tooMany: 'Too many requests from here. Please try again in a few minutes.',
    received: 'Your request has reached the shop.',
  },
  synonyms: {
    saved: 'Synonyms saved.',
    invalid: 'Send the synonyms as a list of groups, each a list of words.',
    tooManyGroups: (max: number) => `At most ${max} groups of synonyms.`,
    groupSize: (n: number, max: number) => `Group ${n} needs between 2 and ${max} different words.`,
    termLength: (n: number, max: number) => `Each word of group ${n} must be 1 to ${max} characters.`,
    inTwoGroups: (term: string) => `“${term}” is in two groups: a word may be in one group only.`,
  },
} as const;

/** What another language's `searchPage` section holds: every English key with its arguments. */
export type SearchPageCatalogue = Widen<typeof EN_SEARCH_PAGE>;

/** The words in the request's language. */
export const SEARCH_PAGE_MESSAGES = localised(EN_SEARCH_PAGE, 'searchPage');
