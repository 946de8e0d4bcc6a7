import { afterEach, describe, expect, it } from 'vitest';
import { addressIssue, checkoutIssue, expiryBlurIssue, paymentIssue } from './checkout-validation';
import { digitsOnly, formatExpiryInput, isExpiryPast } from './payment-checks';
import { registerCatalogue, setLanguageSource } from './i18n/catalogue';
import { HI_IN } from './i18n/hi-IN';
import { MESSAGES } from './messages';

let language = 'en-IN';
setLanguageSource(() => language);
registerCatalogue('hi-IN', HI_IN);
afterEach(() => {
  language = 'en-IN';
});

const M = MESSAGES.checkout;
const NOW = new Date(2026, 5, 15); // June 2026
const card = { name: 'Asha Rao', number: '4111111111111111', expiry: '12/29', cvv: '123' };

describe('checkoutIssue checks in the fixed order', () => {
  it('asks for the address first, then the method', () => {
    expect(checkoutIssue({ address: ' a ', method: '' }, NOW)).toBe(M.addressRequired);
    expect(checkoutIssue({ address: 'ab', method: '' }, NOW)).toBe(M.methodRequired);
  });

  it('refuses an address over 500 characters with a message (the box no longer cuts it)', () => {
    expect(checkoutIssue({ address: 'a'.repeat(500), method: '' }, NOW)).toBe(M.methodRequired);
    expect(checkoutIssue({ address: 'a'.repeat(501), method: '' }, NOW)).toBe('Delivery address must be at most 500 characters.');
    expect(addressIssue(` ${'a'.repeat(500)} `)).toBeNull();
    // On a Hindi page the field's name is Hindi too.
    language = 'hi-IN';
    expect(addressIssue('a'.repeat(501))).toBe(HI_IN.general.tooLong(HI_IN.shop.deliveryAddress, 500));
  });

  it('checks UPI', () => {
    expect(checkoutIssue({ address: 'Home', method: 'UPI', upiId: '  ' }, NOW)).toBe(M.upiRequired);
    expect(checkoutIssue({ address: 'Home', method: 'UPI', upiId: 'a@okbank' }, NOW)).toBeNull();
  });

  it('checks the card in order: all fields, number, expiry, CVV', () => {
    const base = { address: 'Home', method: 'Credit/Debit Card' as const };
    expect(checkoutIssue({ ...base, card: { ...card, name: '' } }, NOW)).toBe(M.cardRequired);
    expect(checkoutIssue({ ...base, card: { ...card, number: '41111', expiry: 'x', cvv: '1' } }, NOW)).toBe(M.cardNumber);
    expect(checkoutIssue({ ...base, card: { ...card, expiry: '13/29', cvv: '1' } }, NOW)).toBe(M.expiryFormat);
    expect(checkoutIssue({ ...base, card: { ...card, expiry: '05/26' } }, NOW)).toBe(M.expiryPast);
    expect(checkoutIssue({ ...base, card: { ...card, cvv: '12' } }, NOW)).toBe(M.cvv);
    // The CVV check comes before the one for a card past its month.
    expect(checkoutIssue({ ...base, card: { ...card, expiry: '05/26', cvv: '12' } }, NOW)).toBe(M.cvv);
    expect(checkoutIssue({ ...base, card }, NOW)).toBeNull();
  });

  it('checks net banking and passes cash on delivery', () => {
    expect(checkoutIssue({ address: 'Home', method: 'Net Banking', bank: '' }, NOW)).toBe(M.bankRequired);
    expect(checkoutIssue({ address: 'Home', method: 'Net Banking', bank: 'HDFC' }, NOW)).toBeNull();
    expect(checkoutIssue({ address: 'Home', method: 'Net Banking', bank: 'Bank of Nowhere' }, NOW)).toBe(M.bankUnknown);
    expect(paymentIssue({ method: 'Net Banking', bank: 'SBI', accountNumber: '12ab' }, NOW)).toBe(M.accountNumber);
    expect(paymentIssue({ method: 'Net Banking', bank: 'SBI', ifsc: 'SBIN000123' }, NOW)).toBe(M.ifscFormat);
    expect(paymentIssue({ method: 'Net Banking', bank: 'SBI', ifsc: 'sbin0001234', accountNumber: '501002345678' }, NOW)).toBeNull();
    expect(checkoutIssue({ address: 'Home', method: 'Cash on Delivery' }, NOW)).toBeNull();
    expect(paymentIssue({ method: 'Cash on Delivery' }, NOW)).toBeNull();
  });
});

describe('expiry field', () => {
  it('keeps digits, adds the slash after 2 digits and stops at 5 characters', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12a/2b9')).toBe('12/29');
    expect(formatExpiryInput('122999')).toBe('12/29');
  });

  it('checks the shape and the month on blur', () => {
    expect(expiryBlurIssue('', NOW)).toBeNull();
    expect(expiryBlurIssue('1/29', NOW)).toBe(M.expiryFormat);
    expect(expiryBlurIssue('00/29', NOW)).toBe(M.expiryFormat);
    expect(expiryBlurIssue('13/29', NOW)).toBe(M.expiryFormat);
    expect(expiryBlurIssue('05/26', NOW)).toBe(M.expiryPast);
    expect(expiryBlurIssue('12/25', NOW)).toBe(M.expiryPast);
    expect(expiryBlurIssue('06/26', NOW)).toBeNull();
    expect(isExpiryPast('07/26', NOW)).toBe(false);
  });

  it('digitsOnly limits length', () => {
    expect(digitsOnly('4111 1111 1111 1111 99', 16)).toBe('4111111111111111');
  });
});
