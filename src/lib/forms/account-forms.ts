import { loginPayload, passwordField, profileFields, registerPayload } from '@/contract/account.input';
import { MESSAGES } from '../messages';
import { fieldError } from './field-error';

// Field-by-field validation of the account forms, with the shop's messages
// (the same zod schemas the API uses, so both sides agree).

export type Errors<K extends string> = Partial<Record<K, string>>;

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

export { givenPlace, validatePlace, type PlaceValues } from './place-check';
