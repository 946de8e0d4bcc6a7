// The one list of things the shop tells people about. Each event is recorded
// in the same D1 batch as the change that causes it (record-event.ts) and sent
// later by the notification queue's consumer.

import type { MessageKind } from '@/contract/message-preferences';
import type { LanguageTag } from '@/lib/i18n/languages';

/**
 * Who hears of an event: the customer it is about, the shop's admins, or both;
 * 'nobody' for a change only open pages show (live status), with no message.
 */
export type Audience = 'customer' | 'admins' | 'both' | 'nobody';

/** Every event type, with who hears of it. */
export const AUDIENCE = {
  'order.placed': 'both',
  'payment.confirmed': 'customer',
  // A UPI payment matched after its order was cancelled: recorded, and owed back to the shopper.
  'payment.received_late': 'customer',
  'order.approved': 'customer',
  'rider.assigned': 'customer',
  // The rider's pick-up: open order pages show it at once; nobody gets a message.
  'delivery.picked_up': 'nobody',
  'delivery.out_for_delivery': 'customer',
  'delivery.delivered': 'customer',
  // The shopper hears why and what happens next; the shop, that it must arrange a new delivery.
  'delivery.failed': 'both',
  'order.cancelled': 'customer',
  'return.requested': 'admins',
  'return.accepted': 'customer',
  'refund.processed': 'customer',
  // Money a gateway took that the order no longer holds: the queue's consumer
  // sends it back through the gateway (gateway-refund-due.ts); no message of its own.
  'refund.due': 'nobody',
  'account.password_reset': 'customer',
  'stock.low_daily': 'admins',
  'prescription.uploaded': 'admins',
  'prescription.accepted': 'customer',
  // A shopper's search found nothing and they asked the shop for it.
  'product.requested': 'admins',
} as const satisfies Record<string, Audience>;

export type EventType = keyof typeof AUDIENCE;

/**
 * The shopper's non-essential messages, by the preference that governs them.
 * Every customer event not listed is essential and always sent: the order
 * placed (the shopper's receipt), the order cancelled (money or goods the
 * shopper counts on are not coming), a payment received after the order was
 * cancelled (money the shop owes them) and the password changed by a reset
 * link (the only warning of a stolen account). Admins' messages are the shop's
 * work and have no preference.
 */
export const PREFERENCE_OF: Partial<Record<EventType, MessageKind>> = {
  'payment.confirmed': 'order_updates',
  'order.approved': 'order_updates',
  'rider.assigned': 'order_updates',
  'delivery.out_for_delivery': 'order_updates',
  'delivery.delivered': 'order_updates',
  'delivery.failed': 'order_updates',
  'return.accepted': 'returns_refunds',
  'refund.processed': 'returns_refunds',
  'prescription.accepted': 'order_updates',
};

/** Extra facts an event carries (the rest is read when it is sent). */
export interface EventPayload {
  /** order.cancelled: why (the words are the message catalogue's). */
  reason?: 'by_shop' | 'payment_not_received' | 'prescription_rejected';
  /** refund.processed: what this refund gave back, in paise. */
  amountPaise?: number;
  /** product.requested: what the shopper asked for, and how to reach them if they said. */
  request?: { what: string; name?: string; phone?: string };
  /** stock.low_daily: the products running low, with their stock. */
  products?: Array<{ name: string; stock: number }>;
  /** rider.assigned: the rider the order was taken from (their open round hears of it). */
  previousRiderId?: number;
  /** An event about no order (a password changed): the language of the request that caused it. An order's messages follow orders.language. */
  language?: LanguageTag;
}
