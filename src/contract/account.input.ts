import { z } from 'zod';
import { wordKey } from './word-key';
import { CITY_MAX } from '@/lib/forms/place-limits';
import { parsePincode } from '@/lib/india/pincode';
import { isStateCode } from '@/lib/india/state-codes';
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

/**
 * Console search text as mobiles are stored: a whole mobile typed or pasted
 * with its country code, a leading 0, spaces, a hyphen or brackets ("+91 98444
 * 55566") is searched as its 10 digits, and part of one typed with spaces
 * ("98444 555") without them. Any other text is searched as typed.
 */
export function mobileSearchText(text: string): string {
  const whole = normaliseMobile(text.replace(/[()]/g, ''));
  if (whole) return whole;
  return /^[\d\s]+$/.test(text) ? text.replace(/\s/g, '') : text;
}

const mobileField = z
  .string({ error: wordKey('signup.mobileRequired') })
  .trim()
  .min(1, wordKey('signup.mobileRequired'))
  .transform((v, ctx) => {
    const mobile = normaliseMobile(v);
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message: wordKey('signup.mobileInvalid') });
      return z.NEVER;
    }
    return mobile;
  });

/** One schema per editable profile field (the profile dialog validates one at a time). */
export const profileFields = {
  name: z.string({ error: wordKey('signup.nameRequired') }).trim().min(1, wordKey('signup.nameRequired')).max(LIMITS.name, wordKey('signup.nameTooLong', LIMITS.name)),
  email: z
    .string({ error: wordKey('signup.emailRequired') })
    .trim()
    .min(1, wordKey('signup.emailRequired'))
    .max(LIMITS.email, wordKey('signup.emailTooLong', LIMITS.email))
    .pipe(z.email({ error: wordKey('signup.emailInvalid') })),
  mobile: mobileField,
  address: z
    .string({ error: wordKey('address.required') })
    .trim()
    .min(1, wordKey('address.required'))
    .max(LIMITS.address, wordKey('address.tooLong', LIMITS.address)),
};
export type ProfileField = keyof typeof profileFields;

/**
 * The structured part of an address, beside its free text: each optional
 * (empty clears it), checked when given. The cart asks for the pincode when
 * the shop delivers by pincode.
 */
export const placeFields = {
  pincode: z
    .string({ error: wordKey('address.pincodeInvalid') })
    .trim()
    .transform((v, ctx) => {
      if (!v) return null;
      const pincode = parsePincode(v);
      if (!pincode) ctx.addIssue({ code: 'custom', message: wordKey('address.pincodeInvalid') });
      return pincode;
    }),
  city: z
    .string({ error: wordKey('address.cityTooLong') })
    .trim()
    .max(CITY_MAX, wordKey('address.cityTooLong'))
    .transform((v) => v || null),
  state: z
    .string({ error: wordKey('address.stateInvalid') })
    .trim()
    .refine((v) => !v || isStateCode(v), wordKey('address.stateInvalid'))
    .transform((v) => v || null),
};

/** Signup and reset: at least 6 characters, at most LIMITS.password. */
export const passwordField = z
  .string({ error: wordKey('signup.passwordRequired') })
  .min(1, wordKey('signup.passwordRequired'))
  .min(6, wordKey('signup.passwordShort'))
  .max(LIMITS.password, wordKey('signup.passwordTooLong', LIMITS.password));

export const registerPayload = z.object({
  name: profileFields.name,
  email: profileFields.email,
  mobile: profileFields.mobile,
  password: passwordField,
});
export type RegisterPayload = z.input<typeof registerPayload>;

export const loginPayload = z.object({
  email: z
    .string({ error: wordKey('login.emailRequired') })
    .trim()
    .min(1, wordKey('login.emailRequired'))
    .max(LIMITS.email, wordKey('login.emailInvalid'))
    .pipe(z.email({ error: wordKey('login.emailInvalid') })),
  password: z.string({ error: wordKey('login.passwordRequired') }).min(1, wordKey('login.passwordRequired')).max(LIMITS.password, wordKey('login.invalidEmailOrPassword')),
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
    current_password: z.string().max(LIMITS.password, wordKey('security.currentPasswordWrong')),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).some((k) => k !== 'current_password'), wordKey('apiAnswers.request.nothingToUpdate'));
export type ProfilePatch = z.input<typeof profilePatchPayload>;

export const forgotPasswordPayload = z.object({
  email: z.string({ error: wordKey('login.emailRequired') }).trim().min(1, wordKey('login.emailRequired')).max(LIMITS.email).pipe(z.email({ error: wordKey('login.emailInvalid') })),
});

export const resetPasswordPayload = z.object({ password: passwordField });
