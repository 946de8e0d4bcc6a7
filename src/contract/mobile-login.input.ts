import { z } from 'zod';
import { wordKey } from './word-key';
import { normaliseMobile } from './account.input';
import '@/lib/zod-config';

// Login by mobile number and a code sent by SMS: the two payloads of the
// EcomLogin group. The number is an Indian mobile (10 digits from 6 to 9, an
// optional +91 or 0 before them), kept as its 10 digits.

const mobile = z
  .string({ error: wordKey('onDemand.mobileLogin.mobileInvalid') })
  .max(20, wordKey('onDemand.mobileLogin.mobileInvalid'))
  .transform((v, ctx) => {
    const digits = normaliseMobile(v.trim());
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: wordKey('onDemand.mobileLogin.mobileInvalid') });
      return z.NEVER;
    }
    return digits;
  });

export const otpRequestPayload = z.object({ mobile });

export const otpVerifyPayload = z.object({
  mobile,
  code: z
    .string({ error: wordKey('onDemand.mobileLogin.codeInvalid') })
    .trim()
    .regex(/^\d{6}$/, wordKey('onDemand.mobileLogin.codeInvalid')),
  /** The device token an earlier login on this browser answered. */
  device: z.string().max(100).optional(),
});
export type OtpVerifyPayload = z.input<typeof otpVerifyPayload>;
