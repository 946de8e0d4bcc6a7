import { describe, expect, it } from 'vitest';
import { readOrder } from '@/contract/orders';
import { allowedActions } from './order-actions';

// Which payment actions the console's order page offers, as the server's rules have them.

const EXPIRES = '2026-11-30T10:00:00.000Z';
const order = (fields: Record<string, unknown>) => readOrder({ order_id: 'ORD-1-1', products: [], payment_method: 'UPI', ...fields });
const money = (paid: number) => ({ total: 0, paid, refunded: 0, balance: -paid, charge_status: paid ? 'overcharged' : 'none' });

describe('payment actions on the console order page', () => {
  it('verifies a pending direct UPI payment of an open order', () => {
    const can = allowedActions(order({ order_status: 'pending', payment_status: 'pending', payment_expires_at: EXPIRES, money: money(0) }));
    expect([can.verifyPayment, can.recordLatePayment]).toEqual([true, false]);
  });

  it('records money that came after the order was cancelled, by the timer or by the shop, once', () => {
    const expired = order({ order_status: 'cancelled', payment_status: 'expired', payment_expires_at: EXPIRES, money: money(0) });
    const cancelledByShop = order({ order_status: 'cancelled', payment_status: 'pending', payment_expires_at: EXPIRES, money: money(0) });
    for (const o of [expired, cancelledByShop]) expect([allowedActions(o).verifyPayment, allowedActions(o).recordLatePayment]).toEqual([false, true]);
    const recorded = order({ order_status: 'cancelled', payment_status: 'expired', payment_expires_at: EXPIRES, money: money(140) });
    expect(allowedActions(recorded).recordLatePayment).toBe(false);
  });

  it('points to Refunds owed for UPI or cash money owed back with no refund offered here, not for a gateway order', () => {
    const recorded = order({ order_status: 'cancelled', payment_status: 'expired', payment_expires_at: EXPIRES, money: money(140) });
    expect([allowedActions(recorded).refundAll, allowedActions(recorded).owedByHand]).toEqual([false, 140]);
    const card = order({ order_status: 'cancelled', payment_status: 'expired', payment_method: 'Credit/Debit Card', money: money(140) });
    expect(allowedActions(card).owedByHand).toBe(0);
    const settled = order({ order_status: 'cancelled', payment_status: 'expired', payment_expires_at: EXPIRES, money: { ...money(140), refunded: 140, balance: 0 } });
    expect(allowedActions(settled).owedByHand).toBe(0);
  });

  it('asks how a refund offered here goes back when it goes by hand, proposing the way the money came', () => {
    const line = { product_id: 7, product_name: 'Atta', quantity: 1, unit_price: 140, status: 'ordered' };
    const paid = (payment_method: string) => order({ order_status: 'delivered', payment_status: 'paid', payment_method, products: [line], money: money(140) });
    expect(allowedActions(paid('Cash on Delivery')).refundWay).toBe('cash');
    expect(allowedActions(paid('UPI')).refundWay).toBe('upi');
    expect(allowedActions(paid('Credit/Debit Card')).refundWay).toBeNull();
    // No refund offered, nothing to ask.
    expect(allowedActions(order({ order_status: 'pending', payment_status: 'pending', payment_method: 'Cash on Delivery', products: [line], money: money(0) })).refundWay).toBeNull();
  });

  it('offers neither for cash on delivery, nor for a cancelled UPI order whose prescription was never accepted (no link was given)', () => {
    const cash = order({ order_status: 'cancelled', payment_status: 'pending', payment_method: 'Cash on Delivery', money: money(0) });
    const noLink = order({ order_status: 'cancelled', payment_status: 'pending', payment_expires_at: null, money: money(0) });
    for (const o of [cash, noLink]) expect([allowedActions(o).verifyPayment, allowedActions(o).recordLatePayment]).toEqual([false, false]);
  });
});
