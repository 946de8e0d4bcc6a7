import type { EN_MESSAGES } from './messages';
import { localised } from './i18n/catalogue';
import './i18n/page-catalogue';

// The browser's messages.ts (astro.config.mjs swaps it in): the same view of
// the words, without the English catalogue in it. page-catalogue.ts has loaded
// the page's own language (English as its own chunk) before any module reads a
// word, so a Hindi page downloads the Hindi words only. Browser code imports
// nothing else from messages.ts but types.
export const MESSAGES = localised<typeof EN_MESSAGES>();
