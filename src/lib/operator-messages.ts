import { BACK_OFFICE_MESSAGES } from './back-office-messages';
import { CONSOLE_MESSAGES } from './console-messages';
import { DEFAULT_LANGUAGE } from './i18n/languages';
import { registerCatalogue } from './i18n/catalogue';
import { RIDER_MESSAGES } from './rider-messages';

// The English words the shop's pages never show: the console's, the rider
// screen's and the back office's (back-office-messages.ts). A chunk of their
// own, so the shop's islands (the cart's above all) never download them. The
// page catalogue loads it on the operators' screens and wherever there is no
// page (the Worker, tests); MESSAGES reads them from the registered catalogue.
export const EN_OPERATOR_MESSAGES = { console: CONSOLE_MESSAGES, rider: RIDER_MESSAGES, ...BACK_OFFICE_MESSAGES } as const;

registerCatalogue(DEFAULT_LANGUAGE, EN_OPERATOR_MESSAGES);
