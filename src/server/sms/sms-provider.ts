// What the SMS channel needs of a provider: one text to one mobile number
// (international format without "+", e.g. 919876543210). Throws when the
// provider refused or could not be reached, so the event is retried.

export interface SmsProvider {
  send(mobile: string, text: string): Promise<void>;
}
