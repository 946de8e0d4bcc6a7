import { registerCatalogue } from './catalogue';
import { catalogueLoader } from './catalogues';
import { pageLanguage } from './languages';

// In the browser: before any module that reads words runs, the catalogue of
// the page's language (its <html lang>) is loaded, so islands and the header
// scripts speak it from their first render. An English page loads nothing
// more. The server build gets page-catalogue.server.ts instead (see
// astro.config.mjs): it loads the request's catalogue in the middleware.
const load = catalogueLoader(pageLanguage());
if (load) registerCatalogue(pageLanguage(), await load());
