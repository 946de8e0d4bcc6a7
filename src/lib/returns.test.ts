import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { RETURN_BLOCKS, RETURN_WINDOW_MS, isWithinReturnWindow, returnBlock, returnableProductIds, returnWindowEnds } from './returns';

const HOUR = 3_600_000;
const base = Date.parse('2026-03-10T10:00:00.000Z');
const order = (over: Partial<Parameters<typeof returnBlock>[0]> = {}) => ({
  order_status: 'completed',
  payment_status: null,
  deliveryboy_status: 'delivered',
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

  it('does not open before delivery, whatever the time says', () => {
    for (const step of [null, 'assigned', 'picked_up', 'out_for_delivery', 'failed']) {
      expect(returnWindowEnds(order({ deliveryboy_status: step }))).toBeNull();
    }
    expect(returnWindowEnds(order({ delivered_at: null }))).toBeNull();
    expect(isWithinReturnWindow({ deliveryboy_status: 'delivered', delivered_at: 'nonsense' }, base)).toBe(false);
  });
});

describe('return rule', () => {
  it('refuses pending, cancelled and refunded orders', () => {
    expect(returnBlock(order({ order_status: 'pending' }), base)).toBe('pending');
    expect(returnBlock(order({ order_status: 'cancelled' }), base)).toBe('cancelled');
    expect(returnBlock(order({ payment_status: 'refunded' }), base)).toBe('refunded');
    expect(returnBlock(order({ payment_status: 'partly_refunded' }), base)).toBe('refunded');
  });

  it('lets a paid order be returned like one the shop does not track', () => {
    expect(returnBlock(order({ payment_status: 'paid' }), base + HOUR)).toBeNull();
  });

  it('refuses every step before delivery', () => {
    for (const step of [null, 'assigned', 'picked_up', 'out_for_delivery', 'failed']) {
      expect(returnBlock(order({ order_status: 'approved', deliveryboy_status: step, delivered_at: null }), base), String(step)).toBe('notDelivered');
    }
  });

  it('opens inside the window and says expired outside it', () => {
    expect(returnBlock(order(), base + HOUR)).toBeNull();
    expect(returnBlock(order(), base + 73 * HOUR)).toBe('expired');
    expect(RETURN_BLOCKS.expired.message).toBe(MESSAGES.returns.expired);
  });

  it('says all returned when no product is left to return, from products or returns_info', () => {
    const returned = order({ products: [{ product_id: 1, status: 'returned' }, { product_id: 2, status: 'refunded' }] });
    expect(returnBlock(returned, base + 500 * HOUR)).toBe('allReturned');
    const viaInfo = order({ returns_info: [{ product_id: 1, status: 'returned' }] });
    expect(returnableProductIds(viaInfo)).toEqual([2]);
  });
});
