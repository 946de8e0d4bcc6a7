import { describe, expect, it } from 'vitest';
import { isDispatched, trackingView } from './tracking';

const complete = (status: string) => trackingView(status, 7).steps.filter((s) => s.complete).map((s) => s.label);

describe('tracking steps', () => {
  it('marks every step before or equal to the current one complete, 25% each', () => {
    expect(complete('assigned')).toEqual(['Assigned']);
    expect(complete('out_for_delivery')).toEqual(['Assigned', 'Picked Up', 'Out for Delivery']);
    expect(trackingView('picked_up', 7).progress).toBe(50);
    expect(trackingView('delivered', 7).progress).toBe(100);
    expect(trackingView('out_for_delivery', 7).statusLabel).toBe('Out for Delivery');
    expect(trackingView('out_for_delivery', 7).steps.find((s) => s.current)?.key).toBe('out_for_delivery');
  });

  it('has four steps, and a fifth Failed step when failed', () => {
    expect(trackingView('delivered', 7).steps).toHaveLength(4);
    const failed = trackingView('failed', 7);
    expect(failed.steps.map((s) => s.label)).toEqual(['Assigned', 'Picked Up', 'Out for Delivery', 'Delivered', 'Failed']);
    expect(failed.failed).toBe(true);
    expect(failed.steps.at(-1)).toMatchObject({ complete: true, current: true, failed: true });
  });

  it('says not assigned before a delivery person is assigned', () => {
    const view = trackingView(null, null);
    expect(view.assigned).toBe(false);
    expect(view.steps).toEqual([]);
    expect(view.progress).toBe(0);
  });
});

describe('isDispatched', () => {
  it('is true once the rider has the goods, false before pick-up and after a failed delivery', () => {
    expect(['picked_up', 'out_for_delivery', 'delivered'].map(isDispatched)).toEqual([true, true, true]);
    expect([null, undefined, 'assigned', 'failed'].map(isDispatched)).toEqual([false, false, false, false]);
  });
});
