import { CONSOLE_MESSAGES } from './console-messages';
import { DEFAULT_LANGUAGE } from './i18n/languages';
import { registerCatalogue } from './i18n/catalogue';
import { RIDER_MESSAGES } from './rider-messages';

// The console's and the rider screen's words in English: a chunk of their own,
// so the shop's pages (the cart's island above all) never download them. The
// page catalogue loads it on the operators' screens and wherever there is no
// page (the Worker, tests); MESSAGES.console and MESSAGES.rider read it from there.
export const EN_OPERATOR_MESSAGES = { console: CONSOLE_MESSAGES, rider: RIDER_MESSAGES } as const;

registerCatalogue(DEFAULT_LANGUAGE, EN_OPERATOR_MESSAGES);
