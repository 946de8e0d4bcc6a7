import { otpRequestPayload, otpVerifyPayload } from '@/contract/mobile-login.input';
import { fieldError } from './field-error';
// The section the form's keys point into.
import '../on-demand-messages';

// The login-by-mobile form's checks: the same schemas as the API, so both
// sides agree (their messages are keys, shown in the page's language).
// Apart from account-forms.ts: only the mobile form loads them.

/** The number: Indian, 10 digits from 6 to 9, +91 or 0 allowed before them. */
export function validateLoginMobile(mobile: string): string | undefined {
  return fieldError(otpRequestPayload.shape.mobile, mobile);
}

/** The SMS's 6-digit code. */
export function validateLoginCode(code: string): string | undefined {
  return fieldError(otpVerifyPayload.shape.code, code);
}
