import { GATEWAYS } from './orders';

// The console's order list filters beyond status and text: how the order is
// paid (the stored gateway), the payment's state, the day range it was placed
// in (India days, YYYY-MM-DD) and the Today page's queues, each of which
// opens exactly the orders its tile counts.

export const PAYMENT_GATEWAY_FILTERS = Object.values(GATEWAYS);
export const PAYMENT_STATUS_FILTERS = ['pending', 'paid', 'failed', 'expired', 'partly_refunded', 'refunded'] as const;
export const WAITING_FILTERS = ['to_approve', 'to_assign', 'on_the_road', 'returns_to_process', 'payments_to_verify'] as const;
export type WaitingFilter = (typeof WAITING_FILTERS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day written YYYY-MM-DD that exists (no 31 February). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
