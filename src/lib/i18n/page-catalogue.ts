import { registerCatalogue } from './catalogue';
import { catalogueLoader, operatorCatalogueLoader } from './catalogues';
import { pageLanguage } from './languages';

// In the browser: before any module that reads words runs, the catalogue of
// the page's language (its <html lang>) is loaded, so islands and the header
// scripts speak it from their first render. An English page loads nothing
// more. The console and rider screens (<html data-operator-words>) also load
// their own words' chunks (English's and the page language's); a shop page
// never does. The server build gets page-catalogue.server.ts instead (see astro.config.mjs): it loads the
// request's catalogue in the middleware.
const tag = pageLanguage();
// Outside a page (tests, scripts) every word is there, as on the server.
const root = globalThis.document?.documentElement;
const operatorScreen = !root || root.dataset.operatorWords !== undefined;
const [shop, operatorWords] = await Promise.all([
  catalogueLoader(tag)?.(),
  operatorScreen ? operatorCatalogueLoader(tag)?.() : undefined,
  // English is every language's fallback: it registers itself.
  operatorScreen ? import('../operator-messages') : undefined,
]);
if (shop) registerCatalogue(tag, shop);
if (operatorWords) registerCatalogue(tag, operatorWords);
