// A mail as the shop writes it, whichever way it is sent (the outbox or the binding).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The same message in one line, for SMS. */
  short?: string;
  /** The event and order a message is about (the outbox shows them). */
  about?: { eventId: string; orderId: string | null };
}
