import { z } from 'zod';
import { ON_DEMAND_MESSAGES } from '@/lib/on-demand-messages';
import { normaliseMobile } from './account.input';
import '@/lib/zod-config';

// Login by mobile number and a code sent by SMS: the two payloads of the
// EcomLogin group. The number is an Indian mobile (10 digits from 6 to 9, an
// optional +91 or 0 before them), kept as its 10 digits.

const M = ON_DEMAND_MESSAGES.mobileLogin;

const mobile = z
  .string({ error: M.mobileInvalid })
  .max(20, M.mobileInvalid)
  .transform((v, ctx) => {
    const digits = normaliseMobile(v.trim());
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: M.mobileInvalid });
      return z.NEVER;
    }
    return digits;
  });

export const otpRequestPayload = z.object({ mobile });

export const otpVerifyPayload = z.object({
  mobile,
  code: z
    .string({ error: M.codeInvalid })
    .trim()
    .regex(/^\d{6}$/, M.codeInvalid),
  /** The device token an earlier login on this browser answered. */
  device: z.string().max(100).optional(),
});
export type OtpVerifyPayload = z.input<typeof otpVerifyPayload>;
