import { CONSOLE_FULFIL_MESSAGES } from './console-fulfil-messages';
import { CONSOLE_REPORTS_MESSAGES } from './console-reports-messages';
import { CONSOLE_STAFF_MESSAGES } from './console-staff-messages';
import { CONSOLE_PACK_SIZE_MESSAGES } from './console-pack-size-messages';
import { CONSOLE_ACTIVITY_MESSAGES } from './console-activity-messages';
import { CONSOLE_STOCK_MESSAGES } from './console-stock-messages';
import { CONSOLE_PUSH_MESSAGES } from './console-push-messages';
import { localised } from './i18n/catalogue';
// The page's language is loaded before these words are first read (as messages.ts does).
import './i18n/page-catalogue';

// The words of the console's running of the day (staff, fulfilment, reports,
// pack sizes, activity, stock), as a catalogue section of their own
// (`consoleDay`): only the console's islands and the server import this
// module, so no shop page's bundle carries them. Another language has them in
// its operators' chunk.

export const EN_CONSOLE_DAY = {
  ...CONSOLE_STAFF_MESSAGES,
  ...CONSOLE_FULFIL_MESSAGES,
  ...CONSOLE_REPORTS_MESSAGES,
  ...CONSOLE_PACK_SIZE_MESSAGES,
  ...CONSOLE_ACTIVITY_MESSAGES,
  ...CONSOLE_STOCK_MESSAGES,
  ...CONSOLE_PUSH_MESSAGES,
} as const;

export const CONSOLE_DAY = localised(EN_CONSOLE_DAY, 'consoleDay');
