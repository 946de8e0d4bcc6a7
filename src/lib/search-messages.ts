// The words of the forgiving search: the results page's correction, "Ask the
// shop for it" when nothing is found, and the answers of the search routes
// (the shop's request and the console's synonyms). Part of MESSAGES as its
// `search` section (messages.ts spreads it in).

export const SEARCH_MESSAGES = {
  /** Around the corrected query, which is a link: "Did you mean <paracetamol>?" */
  didYouMean: { before: 'Did you mean ', after: '?' },
  showingCorrected: (query: string) => `Nothing matched “${query}”, so these are the closest matches.`,
  ask: {
    title: 'Ask the shop for it',
    intro: 'Can’t find it? Tell the shop what you are looking for, and they will get back to you.',
    what: 'What are you looking for?',
    name: 'Your name (optional)',
    phone: 'Mobile number (optional)',
    phoneHint: '10 digits, so the shop can call or WhatsApp you back.',
    send: 'Send to the shop',
    sending: 'Sending…',
    sent: 'Sent. The shop has your request and will get back to you.',
    failed: 'Your request could not be sent. Please try again.',
    whatsApp: 'Ask on WhatsApp',
    whatsAppText: (shop: string, what: string) => `Hello ${shop}, do you have “${what}”?`,
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
