// The one list of things the shop tells people about. Each event is recorded
// in the same D1 batch as the change that causes it (record-event.ts) and sent
// later by the notification queue's consumer.

/** Who hears of an event: the customer it is about, the shop's admins, or both. */
export type Audience = 'customer' | 'admins' | 'both';

/** Every event type, with who hears of it. */
export const AUDIENCE = {
  'order.placed': 'both',
  'payment.confirmed': 'customer',
  'order.approved': 'customer',
  'rider.assigned': 'customer',
  'delivery.out_for_delivery': 'customer',
  'delivery.delivered': 'customer',
  'delivery.failed': 'customer',
  'order.cancelled': 'customer',
  'return.requested': 'admins',
  'return.accepted': 'customer',
  'refund.processed': 'customer',
  'account.password_reset': 'customer',
  'stock.low_daily': 'admins',
} as const satisfies Record<string, Audience>;

export type EventType = keyof typeof AUDIENCE;

/** Extra facts an event carries (the rest is read when it is sent). */
export interface EventPayload {
  /** order.cancelled: why (the words are the message catalogue's). */
  reason?: 'by_shop' | 'payment_not_received';
  /** refund.processed: what this refund gave back, in paise. */
  amountPaise?: number;
  /** stock.low_daily: the products running low, with their stock. */
  products?: Array<{ name: string; stock: number }>;
}
