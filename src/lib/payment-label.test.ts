import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { paymentLabel } from './payment-label';

const S = MESSAGES.payments.states;

describe('paymentLabel', () => {
  it('words each state, cash waiting for the rider as pay on delivery', () => {
    expect(paymentLabel('pending', 'UPI')).toBe(S.pending);
    expect(paymentLabel('pending', 'Cash on Delivery')).toBe(S.pendingCash);
    expect(paymentLabel('paid', 'Cash on Delivery')).toBe(S.paid);
    expect(paymentLabel('partly_refunded', 'UPI')).toBe(S.partly_refunded);
    expect(paymentLabel('expired', 'UPI')).toBe(S.expired);
  });

  it('does not say "not received" of an expired order whose money came late', () => {
    expect(paymentLabel('expired', 'UPI', 88.65)).toBe(MESSAGES.payments.receivedLate);
    expect(paymentLabel('expired', 'Credit/Debit Card', 290)).toBe(MESSAGES.payments.receivedLate);
    expect(paymentLabel('expired', 'UPI', 0)).toBe(S.expired);
  });

  it('says nothing for an order without a state', () => {
    expect(paymentLabel(null, 'UPI')).toBeNull();
  });
});
