import type { ConsoleHeaderCatalogue } from '../../console-header-messages';
import type { ConsoleMessagingCatalogue } from '../../console-messaging-messages';
import type { OperatorCatalogue } from '../../messages';
import type { RefundsOwedCatalogue } from '../../refunds-owed-messages';
import { HI_IN_CONSOLE } from './console';
import { HI_IN_CONSOLE_HEADER } from './console-header';
import { HI_IN_CONSOLE_MESSAGING } from './console-messaging';
import { HI_IN_CONSOLE_SEARCH } from './console-search';
import { HI_IN_REFUNDS_OWED } from './refunds-owed';
import { HI_IN_CONSOLE_FULFIL } from './console-fulfil';
import { HI_IN_CONSOLE_STAFF } from './console-staff';
import { HI_IN_CONSOLE_REPORTS } from './console-reports';
import { HI_IN_CONSOLE_PACK_SIZES } from './console-pack-sizes';
import { HI_IN_CONSOLE_ACTIVITY } from './console-activity';
import { HI_IN_CONSOLE_STOCK } from './console-stock';
import { HI_IN_CONSOLE_PUSH } from './console-push';
import { HI_IN_RIDER } from './rider';

// The operators' screens in Hindi: a chunk of its own (catalogues.ts), loaded
// by the console and the rider screen only, so no shop page downloads it.
export const HI_IN_OPERATORS: OperatorCatalogue & { refundsOwed: RefundsOwedCatalogue; consoleMessaging: ConsoleMessagingCatalogue; consoleHeader: ConsoleHeaderCatalogue } = {
  console: HI_IN_CONSOLE,
  rider: HI_IN_RIDER,
  consoleSearch: HI_IN_CONSOLE_SEARCH,
  refundsOwed: HI_IN_REFUNDS_OWED,
  consoleDay: { ...HI_IN_CONSOLE_STAFF, ...HI_IN_CONSOLE_FULFIL, ...HI_IN_CONSOLE_REPORTS, ...HI_IN_CONSOLE_PACK_SIZES, ...HI_IN_CONSOLE_ACTIVITY, ...HI_IN_CONSOLE_STOCK, ...HI_IN_CONSOLE_PUSH },
  consoleMessaging: HI_IN_CONSOLE_MESSAGING,
  consoleHeader: HI_IN_CONSOLE_HEADER,
};
