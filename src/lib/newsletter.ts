import { MESSAGES } from './messages';

// The newsletter e-mail rule (required, a valid e-mail, at most 254
// characters), the same as the API's subscribePayload without shipping zod to
// the footer. newsletter.test.ts checks the two agree.

// zod 4's z.email() pattern.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

export function checkSubscriberEmail(raw: string): EmailCheck {
  const email = raw.trim();
  if (!email) return { ok: false, message: MESSAGES.login.emailRequired };
  if (email.length > 254) return { ok: false, message: MESSAGES.general.tooLong(MESSAGES.shop.loginPage.email, 254) };
  if (!EMAIL.test(email)) return { ok: false, message: MESSAGES.login.emailInvalid };
  return { ok: true, email };
}
