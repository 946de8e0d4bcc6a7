// What the SMS channel needs of a provider: one text to one mobile number
// (international format without "+", e.g. 919876543210). Throws when the
// provider refused or could not be reached, so the event is retried. The
// language the text is written in matters to WhatsApp (its template's
// translation); an SMS carries any script as it is.

import type { LanguageTag } from '@/lib/i18n/languages';

export interface SmsProvider {
  send(mobile: string, text: string, language?: LanguageTag): Promise<void>;
}
