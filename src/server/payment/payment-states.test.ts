import { describe, expect, it } from 'vitest';
import { canMovePayment, movesInto, placedPaymentState } from './payment-states';

describe('payment states', () => {
  it('allow only the agreed moves', () => {
    expect(canMovePayment('pending', 'paid')).toBe(true);
    expect(canMovePayment('pending', 'expired')).toBe(true);
    expect(canMovePayment('paid', 'refunded')).toBe(true);
    expect(canMovePayment('expired', 'paid')).toBe(false);
    expect(canMovePayment('paid', 'pending')).toBe(false);
    expect(canMovePayment('refunded', 'partly_refunded')).toBe(false);
    expect(canMovePayment(null, 'paid')).toBe(false);
    expect(canMovePayment('something', 'paid')).toBe(false);
  });

  it('name the states a move may start from', () => {
    expect(movesInto('paid')).toEqual(['pending']);
    expect(movesInto('expired')).toEqual(['pending']);
    expect(movesInto('refunded')).toEqual(['paid', 'partly_refunded']);
  });

  it('keep UPI without a UPI ID pending, and leave gateway-settled orders untracked', () => {
    expect(placedPaymentState({ gateway: 'UPI', upiId: null })).toBe('pending');
    expect(placedPaymentState({ gateway: 'UPI', upiId: 'asha@okaxis' })).toBe('paid');
    expect(placedPaymentState({ gateway: 'CARD' })).toBe('paid');
    expect(placedPaymentState({ gateway: 'NETBANKING' })).toBe('paid');
    // Cash is paid at the door: the Delivered step makes it paid.
    expect(placedPaymentState({ gateway: 'COD' })).toBe('pending');
  });
});
