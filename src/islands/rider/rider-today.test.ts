import { describe, expect, it } from 'vitest';
import { indiaDayStart, splitDay } from './rider-today';

const order = (o: Partial<Parameters<typeof splitDay>[0][number]> & { id: number }) => ({
  order_status: 'approved',
  deliveryboy_status: 'assigned',
  delivered_at: null,
  payment_method: 'Cash on Delivery',
  final_price_after_coupon: 100,
  refund_amount: 0,
  ...o,
});

describe('the rider’s day', () => {
  // 28 Nov 2026, 10:00 in India.
  const now = Date.parse('2026-11-28T04:30:00Z');

  it('starts the day at midnight India time', () => {
    expect(new Date(indiaDayStart(now)).toISOString()).toBe('2026-11-27T18:30:00.000Z');
  });

  it('puts open and today’s deliveries first and totals the cash to collect and collected', () => {
    const open = order({ id: 1, final_price_after_coupon: 250.5 });
    const prepaid = order({ id: 2, payment_method: 'UPI', deliveryboy_status: 'out_for_delivery' });
    const doneToday = order({ id: 3, order_status: 'completed', deliveryboy_status: 'delivered', delivered_at: '2026-11-27T19:00:00Z', refund_amount: 20 });
    const doneYesterday = order({ id: 4, order_status: 'completed', deliveryboy_status: 'delivered', delivered_at: '2026-11-27T18:00:00Z' });
    const day = splitDay([open, prepaid, doneToday, doneYesterday], now);
    expect(day.today.map((o) => o.id)).toEqual([1, 2, 3]);
    expect(day.earlier.map((o) => o.id)).toEqual([4]);
    expect(day.toDeliver).toBe(2);
    expect(day.toCollect).toBe(250.5);
    expect(day.collected).toBe(80);
  });

  it('counts the cash the ledger recorded at the door, not the order’s total after a later refund', () => {
    const refundedAfter = order({ id: 5, order_status: 'completed', deliveryboy_status: 'delivered', delivered_at: '2026-11-28T03:00:00Z', refund_amount: 40, cash_collected: 100 });
    expect(splitDay([refundedAfter], now).collected).toBe(100);
  });
});
