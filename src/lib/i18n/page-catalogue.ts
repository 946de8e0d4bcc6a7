import { registerCatalogue } from './catalogue';
import { catalogueLoader } from './catalogues';
import { pageLanguage } from './languages';

// In the browser: before any module that reads words runs, the catalogue of
// the page's language (its <html lang>) is loaded, so islands and the header
// scripts speak it from their first render. A page loads its own language's
// catalogue only: a Hindi page never downloads the English one. The server
// build gets page-catalogue.server.ts instead (see astro.config.mjs): it loads
// the request's catalogue in the middleware.
registerCatalogue(pageLanguage(), await catalogueLoader(pageLanguage())());
