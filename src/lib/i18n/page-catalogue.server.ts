// The server's stand-in for page-catalogue.ts (astro.config.mjs swaps it in):
// the middleware loads each request's catalogue (src/server/i18n/request-language.ts).
export {};
