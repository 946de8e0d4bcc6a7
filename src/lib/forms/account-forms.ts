import type { z } from 'zod';
import { loginPayload, passwordField, placeFields, profileFields, registerPayload, type PlaceField } from '@/contract/account.input';
import { MESSAGES } from '../messages';

// Field-by-field validation of the account forms, with the shop's messages
// (the same zod schemas the API uses, so both sides agree).

export type Errors<K extends string> = Partial<Record<K, string>>;

/** The first message a schema gives for a value, or undefined when valid. */
function fieldError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function hasErrors(errors: Errors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

export interface LoginValues {
  email: string;
  password: string;
  captcha: string;
}

export function validateLogin(v: LoginValues): Errors<keyof LoginValues> {
  return {
    email: fieldError(loginPayload.shape.email, v.email),
    password: fieldError(loginPayload.shape.password, v.password),
    captcha: v.captcha.trim() ? undefined : MESSAGES.login.captchaRequired,
  };
}

export interface SignupValues {
  name: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
}

export function validateSignup(v: SignupValues): Errors<keyof SignupValues> {
  const S = MESSAGES.signup;
  return {
    name: fieldError(registerPayload.shape.name, v.name),
    email: fieldError(registerPayload.shape.email, v.email),
    mobile: fieldError(registerPayload.shape.mobile, v.mobile),
    password: fieldError(registerPayload.shape.password, v.password),
    confirmPassword: !v.confirmPassword ? S.confirmRequired : v.confirmPassword !== v.password ? S.passwordsMismatch : undefined,
  };
}

export function validateEmail(email: string): string | undefined {
  return fieldError(loginPayload.shape.email, email);
}

export function validateNewPassword(password: string): string | undefined {
  return fieldError(passwordField, password);
}

export function validateProfileField(field: keyof typeof profileFields, value: string): string | undefined {
  return fieldError(profileFields[field], value);
}

/** An address's pincode, city and state as typed (state: its GST code, '' for none). */
export type PlaceValues = Record<PlaceField, string>;

/** Their messages, checked after the address itself; a pincode is required only when asked. */
export function validatePlace(v: PlaceValues, pincodeRequired = false): Errors<PlaceField> {
  return {
    pincode: pincodeRequired && !v.pincode.trim() ? MESSAGES.delivery.pincodeRequired : fieldError(placeFields.pincode, v.pincode),
    city: fieldError(placeFields.city, v.city),
    state: fieldError(placeFields.state, v.state),
  };
}

/** The pincode, city and state typed, leaving out those left empty. */
export function givenPlace(place: PlaceValues): Partial<PlaceValues> {
  return Object.fromEntries(Object.entries(place).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v));
}
