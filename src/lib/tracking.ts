import { MESSAGES } from '@/lib/messages';

// The tracking modal's steps: Assigned, Picked Up, Out for
// Delivery, Delivered, plus Failed when failed. A step is complete when it is
// before or equal to the current status; progress is 25% per step.

const TRACKING_STEPS = ['assigned', 'picked_up', 'out_for_delivery', 'delivered'] as const;

/** A step's words in the page's language. */
const label = (key: keyof typeof MESSAGES.shop.orderPage.trackingSteps) => MESSAGES.shop.orderPage.trackingSteps[key];

const PROGRESS_PER_STEP = 25;

/**
 * Whether the goods have left the shop with the rider (picked up, on the way
 * or delivered). From then on an order cannot be cancelled or shortened, nor
 * given to another rider; a failed delivery brings the goods back.
 */
export function isDispatched(deliveryStatus: string | null | undefined): boolean {
  return deliveryStatus === 'picked_up' || deliveryStatus === 'out_for_delivery' || deliveryStatus === 'delivered';
}

interface TrackingStep {
  key: string;
  label: string;
  complete: boolean;
  current: boolean;
  failed?: boolean;
}

export interface TrackingView {
  /** False before a delivery person is assigned. */
  assigned: boolean;
  failed: boolean;
  /** Readable current status, e.g. 'Out for Delivery'. */
  statusLabel: string;
  steps: TrackingStep[];
  /** 0..100 */
  progress: number;
}

const ORDER: string[] = [...TRACKING_STEPS];

export function trackingView(status: string | null | undefined, assignedTo?: number | null): TrackingView {
  const current = (status ?? '').toLowerCase();
  const assigned = Boolean(current) || Boolean(assignedTo);
  if (!assigned) return { assigned: false, failed: false, statusLabel: MESSAGES.shop.orderPage.statusNotAssigned, steps: [], progress: 0 };
  if (current === 'failed') {
    // Which step it failed at is not recorded: only the assignment is certain.
    const steps: TrackingStep[] = TRACKING_STEPS.map((key, i) => ({ key, label: label(key), complete: i === 0, current: false }));
    steps.push({ key: 'failed', label: label('failed'), complete: true, current: true, failed: true });
    return { assigned: true, failed: true, statusLabel: label('failed'), steps, progress: PROGRESS_PER_STEP };
  }
  const index = Math.max(0, ORDER.indexOf(current));
  const steps = TRACKING_STEPS.map((key, i) => ({ key, label: label(key), complete: i <= index, current: i === index }));
  return {
    assigned: true,
    failed: false,
    statusLabel: label(TRACKING_STEPS[index] ?? 'assigned'),
    steps,
    progress: (index + 1) * PROGRESS_PER_STEP,
  };
}
