import { z } from 'zod';
import { CITY_MAX } from '@/lib/forms/place-check';
import { parsePincode } from '@/lib/india/pincode';
import { isStateCode } from '@/lib/india/states';
import { MESSAGES } from '@/lib/messages';
import '@/lib/zod-config';

// Account payloads of the EcomLogin API group, with the shop's validation
// rules for each field (the API and the forms check the same rules). The
// answers are read by ./account.ts.

const LIMITS = { name: 100, email: 254, address: 500, password: 128 } as const;

/** Indian mobile: 10 digits starting 6-9; a +91 or 0 prefix is removed. */
export function normaliseMobile(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match?.[1] ?? null;
}

const S = MESSAGES.signup;

const mobileField = z
  .string({ error: S.mobileRequired })
  .trim()
  .min(1, S.mobileRequired)
  .transform((v, ctx) => {
    const mobile = normaliseMobile(v);
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message: S.mobileInvalid });
      return z.NEVER;
    }
    return mobile;
  });

/** One schema per editable profile field (the profile dialog validates one at a time). */
export const profileFields = {
  name: z.string({ error: S.nameRequired }).trim().min(1, S.nameRequired).max(LIMITS.name, `Name must be at most ${LIMITS.name} characters`),
  email: z
    .string({ error: S.emailRequired })
    .trim()
    .min(1, S.emailRequired)
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
    .pipe(z.email({ error: S.emailInvalid })),
  mobile: mobileField,
  address: z
    .string({ error: MESSAGES.address.required })
    .trim()
    .min(1, MESSAGES.address.required)
    .max(LIMITS.address, `Address must be at most ${LIMITS.address} characters`),
};
export type ProfileField = keyof typeof profileFields;

/**
 * The structured part of an address, beside its free text: each optional
 * (empty clears it), checked when given. The cart asks for the pincode when
 * the shop delivers by pincode.
 */
export const placeFields = {
  pincode: z
    .string({ error: MESSAGES.address.pincodeInvalid })
    .trim()
    .transform((v, ctx) => {
      if (!v) return null;
      const pincode = parsePincode(v);
      if (!pincode) ctx.addIssue({ code: 'custom', message: MESSAGES.address.pincodeInvalid });
      return pincode;
    }),
  city: z
    .string({ error: MESSAGES.address.cityTooLong })
    .trim()
    .max(CITY_MAX, MESSAGES.address.cityTooLong)
    .transform((v) => v || null),
  state: z
    .string({ error: MESSAGES.address.stateInvalid })
    .trim()
    .refine((v) => !v || isStateCode(v), MESSAGES.address.stateInvalid)
    .transform((v) => v || null),
};

/** Signup and reset: at least 6 characters, at most LIMITS.password. */
export const passwordField = z
  .string({ error: S.passwordRequired })
  .min(1, S.passwordRequired)
  .min(6, S.passwordShort)
  .max(LIMITS.password, `Password must be at most ${LIMITS.password} characters`);

export const registerPayload = z.object({
  name: profileFields.name,
  email: profileFields.email,
  mobile: profileFields.mobile,
  password: passwordField,
});
export type RegisterPayload = z.input<typeof registerPayload>;

export const loginPayload = z.object({
  email: z
    .string({ error: MESSAGES.login.emailRequired })
    .trim()
    .min(1, MESSAGES.login.emailRequired)
    .max(LIMITS.email, MESSAGES.login.emailInvalid)
    .pipe(z.email({ error: MESSAGES.login.emailInvalid })),
  password: z.string({ error: MESSAGES.login.passwordRequired }).min(1, MESSAGES.login.passwordRequired).max(LIMITS.password, MESSAGES.login.invalidEmailOrPassword),
  /** A login challenge the server handed out, and the proof that solves it. */
  challenge: z.string().max(200).optional(),
  proof: z.string().max(20).optional(),
  /** The device token an earlier login on this browser answered. */
  device: z.string().max(100).optional(),
  /** "Keep me signed in on this device": staff only; a shopper's login ignores it. */
  keep_signed_in: z.boolean().optional(),
});
export type LoginPayload = z.input<typeof loginPayload>;

/**
 * PATCH profile: any subset of the editable fields (add-address sends only
 * address). A new e-mail also needs the account's current password.
 */
export const profilePatchPayload = z
  .object({
    ...profileFields,
    ...placeFields,
    current_password: z.string().max(LIMITS.password, MESSAGES.security.currentPasswordWrong),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).some((k) => k !== 'current_password'), 'Nothing to update.');
export type ProfilePatch = z.input<typeof profilePatchPayload>;

export const forgotPasswordPayload = z.object({
  email: z.string({ error: MESSAGES.login.emailRequired }).trim().min(1, MESSAGES.login.emailRequired).max(LIMITS.email).pipe(z.email({ error: MESSAGES.login.emailInvalid })),
});

export const resetPasswordPayload = z.object({ password: passwordField });
