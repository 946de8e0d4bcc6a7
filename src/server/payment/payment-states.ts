// The one definition of an order's payment state (orders.payment_status) and
// the moves between states. Every write that changes payment_status guards its
// UPDATE with `payment_status IN (movesInto(to))`, so a move the graph does
// not allow changes nothing. See docs/payments.md.
//
//   pending ──▶ paid ──▶ partly_refunded ──▶ refunded
//      │          └──────────────────────────▲
//      ├──▶ failed
//      └──▶ expired
//
// NULL is an order placed before payment states existed.

const PAYMENT_STATES = ['pending', 'paid', 'failed', 'expired', 'partly_refunded', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

const MOVES: Record<PaymentState, readonly PaymentState[]> = {
  pending: ['paid', 'failed', 'expired'],
  paid: ['partly_refunded', 'refunded'],
  // A second partial refund keeps the order partly refunded.
  partly_refunded: ['partly_refunded', 'refunded'],
  failed: [],
  expired: [],
  refunded: [],
};

function isPaymentState(value: unknown): value is PaymentState {
  return typeof value === 'string' && (PAYMENT_STATES as readonly string[]).includes(value);
}

/** Whether an order may move from `from` to `to`. */
export function canMovePayment(from: string | null, to: PaymentState): boolean {
  return isPaymentState(from) && MOVES[from].includes(to);
}

/** The states an order may be in for a move into `to`: the guard of that UPDATE. */
export function movesInto(to: PaymentState): PaymentState[] {
  return PAYMENT_STATES.filter((from) => MOVES[from].includes(to));
}

/**
 * The state an order is stored with when placed. UPI without a UPI ID is paid
 * outside the shop (intent link or QR), so it waits for the money, holding its
 * stock. Cash on delivery waits for the rider: it becomes paid when the order
 * is marked Delivered. The other methods are settled by the gateway when the
 * order is placed.
 */
export function placedPaymentState(p: { gateway: string; upiId?: string | null }): PaymentState {
  if (p.gateway === 'COD') return 'pending';
  return isDirectUpi(p) ? 'pending' : 'paid';
}

/** UPI paid from the shopper's own app to the shop's payee (no UPI ID given): nothing to authorise at placing. */
export const isDirectUpi = (p: { gateway: string; upiId?: string | null }): boolean => p.gateway === 'UPI' && !p.upiId;

/** Still waiting for money: the order shows how to pay and may expire. */
export const isAwaitingPayment = (state: string | null): boolean => state === 'pending';

/** A UPI or gateway order still waiting for its money (cash on delivery waits for the rider instead). */
export const awaitsPrepayment = (order: { payment_gateway: string | null; payment_status: string | null }): boolean =>
  order.payment_gateway !== 'COD' && isAwaitingPayment(order.payment_status);
