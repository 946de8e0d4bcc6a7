import { rememberLanguage } from '@/lib/i18n/language-memory';

// The language of the page the visitor reads, kept for the bare home address.
// One of the page's deferred scripts: it is nothing the first screen needs.
rememberLanguage(document.documentElement.lang);
