import { MESSAGES } from '@/lib/messages';

// An order's payment state in words, read the same in My Orders and the
// console. Cash on delivery waiting for the rider is "Pay on delivery", not
// "Awaiting payment": nothing is asked of the shopper before the door.

const S = MESSAGES.payments.states;
type Known = keyof typeof S;

/** The words for a payment state, or null for an order the shop kept no state for. */
export function paymentLabel(state: string | null, method: string | null): string | null {
  if (!state) return null;
  if (state === 'pending' && method === 'Cash on Delivery') return S.pendingCash;
  return state in S ? S[state as Known] : state;
}
