// The server's stand-in for page-catalogue.ts (astro.config.mjs swaps it in):
// the middleware loads each request's catalogue (src/server/i18n/request-language.ts).
// Every request may answer with the operators' words: English's are always there.
import '../operator-messages';
