import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { hasErrors, validateLogin, validateNewPassword, validateProfileField, validateSignup } from './account-forms';

const L = MESSAGES.login;
const S = MESSAGES.signup;

describe('login form', () => {
  it('gives the shop’s messages', () => {
    expect(validateLogin({ email: '', password: '', captcha: '' })).toEqual({
      email: L.emailRequired,
      password: L.passwordRequired,
      captcha: L.captchaRequired,
    });
    expect(validateLogin({ email: 'nope', password: 'x', captcha: 'a' }).email).toBe(L.emailInvalid);
  });

  it('is valid with an e-mail, a password and a captcha', () => {
    expect(hasErrors(validateLogin({ email: ' a@b.in ', password: 'x', captcha: 'Ab12cD' }))).toBe(false);
  });
});

describe('signup form', () => {
  const ok = { name: 'Asha', email: 'a@b.in', mobile: '9876543210', password: 'secret1', confirmPassword: 'secret1' };

  it('is valid when every rule holds', () => {
    expect(hasErrors(validateSignup(ok))).toBe(false);
    expect(hasErrors(validateSignup({ ...ok, mobile: '+91 98765 43210' }))).toBe(false);
  });

  it.each([
    ['name', { name: '  ' }, S.nameRequired],
    ['email', { email: '' }, S.emailRequired],
    ['email', { email: 'a@' }, S.emailInvalid],
    ['mobile', { mobile: '' }, S.mobileRequired],
    ['mobile', { mobile: '5876543210' }, S.mobileInvalid],
    ['mobile', { mobile: '98765' }, S.mobileInvalid],
    ['password', { password: '', confirmPassword: '' }, S.passwordRequired],
    ['password', { password: '12345', confirmPassword: '12345' }, S.passwordShort],
    ['confirmPassword', { confirmPassword: '' }, S.confirmRequired],
    ['confirmPassword', { confirmPassword: 'secret2' }, S.passwordsMismatch],
  ] as const)('%s: %j -> %s', (field, change, message) => {
    expect(validateSignup({ ...ok, ...change })[field]).toBe(message);
  });

  it('refuses a name over 100 characters with a message', () => {
    expect(validateSignup({ ...ok, name: 'x'.repeat(101) }).name).toBe('Name must be at most 100 characters');
  });
});

describe('reset and profile fields', () => {
  it('needs a new password of 6 or more characters', () => {
    expect(validateNewPassword('')).toBe(S.passwordRequired);
    expect(validateNewPassword('12345')).toBe(S.passwordShort);
    expect(validateNewPassword('123456')).toBeUndefined();
  });

  it('requires every profile field and limits the address to 500 characters', () => {
    expect(validateProfileField('address', ' ')).toBe(MESSAGES.address.required);
    expect(validateProfileField('address', 'x'.repeat(501))).toBe('Address must be at most 500 characters');
    expect(validateProfileField('name', '')).toBe(S.nameRequired);
    expect(validateProfileField('mobile', '12')).toBe(S.mobileInvalid);
  });
});
