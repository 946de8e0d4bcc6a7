// The words of the rider screen, part of the one message catalogue
// (MESSAGES.rider in messages.ts); kept apart from the console's words.

export const RIDER_MESSAGES = {
  title: 'My deliveries',
  empty: 'No orders are assigned to you right now.',
  order: (id: string) => `Order ${id}`,
  call: (name: string) => `Call ${name}`,
  map: 'Open in maps',
  collect: (amount: string) => `Collect ${amount} in cash`,
  /** A cash order already handed over: what the rider took. */
  collected: (amount: string) => `Collected ${amount} in cash`,
  prepaid: 'Paid online: nothing to collect',
  products: 'Products',
  steps: { picked_up: 'Picked Up', out_for_delivery: 'Out for Delivery', delivered: 'Delivered' },
  failed: 'Failed',
  stepConfirm: (step: string, id: string) => `Mark order ${id} as ${step}?`,
  stepSaved: (step: string) => `Marked ${step}. Saved.`,
  status: (label: string) => `Now: ${label}`,
  statusLabels: { assigned: 'Assigned', picked_up: 'Picked up', out_for_delivery: 'Out for delivery', delivered: 'Delivered', failed: 'Failed' },
  done: 'Done',
  reasonLabel: 'Why did the delivery fail?',
  reasonHint: 'For example: nobody at home, address not found, customer refused.',
  reasonRequired: 'Please say why the delivery failed.',
  reasonTooLong: (max: number) => `The reason must be at most ${max} characters.`,
  failedReason: (reason: string) => `Failed: ${reason}`,
  confirmFailed: 'Mark as failed',
  cancel: 'Back',
  /** Proof of delivery: the shopper's 4-digit code, asked at the Delivered step. */
  codeLabel: 'Delivery code from the customer',
  codeHint: 'Ask the customer for the 4-digit code in their message or on their order page.',
  codeRequired: 'Enter the 4-digit delivery code the customer gives you.',
  codeFormat: 'The delivery code is 4 digits.',
  codeWrong: (left: number) => `That code is not right. Tries left: ${left}.`,
  codeLocked: 'Too many wrong codes. Ask the shop to mark this order delivered.',
  overrideOnlyAdmin: 'Only an admin can mark an order delivered without its code.',
  confirmDelivered: 'Mark as delivered',
  /** The API's answers about the rider page's pass (the cookie that lets /rider's HTML show the round). */
  pageReady: 'This browser shows your deliveries before its scripts load.',
  pageOnlyForRiders: 'Only the shop’s delivery persons have a rider page.',
} as const;
