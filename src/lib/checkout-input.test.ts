import { describe, expect, it } from 'vitest';
import { cleanAccountNumber, cleanCardNumber, cleanCvv, cleanExpiry, cleanIfsc } from './checkout-input';
import { IFSC_SHAPE } from './payment-checks';

describe('pasted payment details', () => {
  it('keeps all 16 digits of a card number pasted with spaces or dashes', () => {
    expect(cleanCardNumber('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(cleanCardNumber('4111-1111-1111-1111')).toBe('4111111111111111');
    expect(cleanCardNumber(' 4111  1111 1111 1111 ')).toBe('4111111111111111');
  });

  it('cuts a card number at 16 digits and drops letters', () => {
    expect(cleanCardNumber('4111 1111 1111 1111 2222')).toBe('4111111111111111');
    expect(cleanCardNumber('41a1')).toBe('411');
  });

  it('cleans an expiry pasted with spaces to MM/YY', () => {
    expect(cleanExpiry('12 / 29')).toBe('12/29');
    expect(cleanExpiry('12-29')).toBe('12/29');
    expect(cleanExpiry('1229')).toBe('12/29');
    expect(cleanExpiry('12/2029')).toBe('12/20');
    expect(cleanExpiry('1')).toBe('1');
  });

  it('cleans an IFSC pasted with a space to 11 upper-case characters', () => {
    expect(cleanIfsc('sbin 0001234')).toBe('SBIN0001234');
    expect(cleanIfsc('HDFC-0001-234')).toBe('HDFC0001234');
    expect(cleanIfsc('sbin 0001234 extra')).toBe('SBIN0001234');
    expect(IFSC_SHAPE.test(cleanIfsc('sbin 0001234'))).toBe(true);
    expect(IFSC_SHAPE.test('SBIN1001234')).toBe(false);
    expect(IFSC_SHAPE.test('SBI00001234')).toBe(false);
  });

  it('keeps account numbers to 18 digits and CVVs to 3', () => {
    expect(cleanAccountNumber('5010 0234 5678')).toBe('501002345678');
    expect(cleanAccountNumber('1234567890123456789012')).toBe('123456789012345678');
    expect(cleanCvv('1 2 3 4')).toBe('123');
  });
});
