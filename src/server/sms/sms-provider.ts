// What the SMS and WhatsApp channels need of a provider: one registered
// template message (its name, language and named variables) to one mobile
// number (international format without "+", e.g. 919876543210). Throws when
// the provider refused or could not be reached, so the event is retried.

import type { TemplateMessage } from '../events/template-message';

export interface SmsProvider {
  send(mobile: string, message: TemplateMessage): Promise<void>;
}
