import type { LanguageTag } from '@/lib/i18n/languages';

// A mail as the shop writes it, whichever way it is sent (the outbox or the binding).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers for the binding (List-Unsubscribe); the outbox does not keep them. */
  headers?: Record<string, string>;
  /** The language it is written in. */
  language?: LanguageTag;
  /** The event and order a message is about (the outbox shows them). */
  about?: { eventId: string; orderId: string | null };
}
