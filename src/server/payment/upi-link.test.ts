import { describe, expect, it } from 'vitest';
import { upiAmount, upiPayLink } from './upi-link';

describe('UPI intent link', () => {
  it('writes the amount in rupees with two decimals', () => {
    expect(upiAmount(14950)).toBe('149.50');
    expect(upiAmount(5)).toBe('0.05');
    expect(upiAmount(100000)).toBe('1000.00');
    expect(() => upiAmount(0)).toThrow(RangeError);
  });

  it('names payee, amount, currency, reference and note, percent-encoded', () => {
    const link = upiPayLink({ payeeVpa: 'sehat@okaxis', payeeName: 'Sehat & Sons Pharmacy', amountPaise: 50658, reference: 'ORD-5-1700000000000', note: 'Order ORD-5-1700000000000' });
    expect(link).toBe('upi://pay?pa=sehat@okaxis&pn=Sehat%20%26%20Sons%20Pharmacy&am=506.58&cu=INR&tr=ORD-5-1700000000000&tn=Order%20ORD-5-1700000000000');
    const params = new URL(link).searchParams;
    expect(params.get('pn')).toBe('Sehat & Sons Pharmacy');
    expect(params.get('am')).toBe('506.58');
  });
});
