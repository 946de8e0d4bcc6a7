// How long an address's city may be: the API's schema and the cart's own
// check (place-check.ts) read it here, a module without words, so the
// contract stays below the message catalogue.

export const CITY_MAX = 80;
