import type { OperatorCatalogue } from '../../messages';
import { HI_IN_CONSOLE } from './console';
import { HI_IN_CONSOLE_FULFIL } from './console-fulfil';
import { HI_IN_CONSOLE_STAFF } from './console-staff';
import { HI_IN_RIDER } from './rider';

// The operators' screens in Hindi: a chunk of its own (catalogues.ts), loaded
// by the console and the rider screen only, so no shop page downloads it.
export const HI_IN_OPERATORS: OperatorCatalogue = {
  console: HI_IN_CONSOLE,
  rider: HI_IN_RIDER,
  consoleDay: { ...HI_IN_CONSOLE_STAFF, ...HI_IN_CONSOLE_FULFIL },
};
