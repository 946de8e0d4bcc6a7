import { describe, expect, it } from 'vitest';
import { RETURN_WINDOW_MS, isWithinReturnWindow, returnAction, returnableProductIds, returnWindowEnds } from './returns';

const HOUR = 3_600_000;
const base = Date.parse('2026-03-10T10:00:00.000Z');
const order = (over: Partial<Parameters<typeof returnAction>[0]> = {}) => ({
  order_status: 'completed',
  payment_status: null,
  createdAt: new Date(base - 48 * HOUR).toISOString(),
  delivered_at: new Date(base).toISOString(),
  products: [
    { product_id: 1, status: 'ordered' },
    { product_id: 2, status: 'ordered' },
  ],
  ...over,
});

describe('return window', () => {
  it('is 72 hours from delivery', () => {
    expect(RETURN_WINDOW_MS).toBe(72 * HOUR);
    expect(returnWindowEnds(order())).toBe(base + 72 * HOUR);
    expect(isWithinReturnWindow(order(), base + 72 * HOUR)).toBe(true);
    expect(isWithinReturnWindow(order(), base + 72 * HOUR + 1)).toBe(false);
  });

  it('counts from creation when there is no delivery time', () => {
    const o = order({ delivered_at: null });
    expect(returnWindowEnds(o)).toBe(base + 24 * HOUR);
    expect(isWithinReturnWindow(o, base + 23 * HOUR)).toBe(true);
    expect(isWithinReturnWindow(o, base + 25 * HOUR)).toBe(false);
  });

  it('is closed when the order has no readable time', () => {
    expect(isWithinReturnWindow({ delivered_at: 'nonsense', createdAt: '' }, base)).toBe(false);
  });
});

describe('return button', () => {
  it('is disabled while pending, when cancelled and once a refund is processed', () => {
    expect(returnAction(order({ order_status: 'pending' }), base)).toBe('disabled');
    expect(returnAction(order({ order_status: 'cancelled' }), base)).toBe('disabled');
    expect(returnAction(order({ payment_status: 'refunded' }), base)).toBe('disabled');
  });

  it('opens inside the window and says expired outside it', () => {
    expect(returnAction(order(), base + HOUR)).toBe('open');
    expect(returnAction(order(), base + 73 * HOUR)).toBe('expired');
  });

  it('says all returned when no product is left to return, from products or returns_info', () => {
    const returned = order({ products: [{ product_id: 1, status: 'returned' }, { product_id: 2, status: 'refunded' }] });
    expect(returnAction(returned, base + 500 * HOUR)).toBe('allReturned');
    const viaInfo = order({ returns_info: [{ product_id: 1, status: 'returned' }] });
    expect(returnableProductIds(viaInfo)).toEqual([2]);
  });
});
