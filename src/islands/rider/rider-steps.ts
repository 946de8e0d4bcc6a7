import type { DeliveryStatus } from '@/contract/orders';

// The rider's one next step from each delivery status (the server's order:
// assigned, picked up, out for delivery, delivered), and which orders come first.

const NEXT: Partial<Record<string, DeliveryStatus>> = {
  assigned: 'picked_up',
  picked_up: 'out_for_delivery',
  out_for_delivery: 'delivered',
};

const OPEN_ORDER = ['pending', 'approved'];

/** The next step, or null when the order is done, failed or no longer open. */
export function nextStep(order: { order_status: string; deliveryboy_status: string | null }): DeliveryStatus | null {
  if (!OPEN_ORDER.includes(order.order_status)) return null;
  return NEXT[order.deliveryboy_status ?? ''] ?? null;
}

/** On the road first, then picked up, then waiting to be picked up; finished ones last. */
const RANK: Record<string, number> = { out_for_delivery: 0, picked_up: 1, assigned: 2 };

export function roundOrder<T extends { order_status: string; deliveryboy_status: string | null }>(orders: T[]): T[] {
  const rank = (o: T) => (nextStep(o) ? (RANK[o.deliveryboy_status ?? ''] ?? 3) : 4);
  return [...orders].sort((a, b) => rank(a) - rank(b));
}
