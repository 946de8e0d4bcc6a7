import { MESSAGES } from '@/lib/messages';

// An order's payment state in words, read the same in My Orders and the
// console. Cash on delivery waiting for the rider is "Pay on delivery", not
// "Awaiting payment": nothing is asked of the shopper before the door.

const S = MESSAGES.payments.states;
type Known = keyof typeof S;

/**
 * The words for a payment state, or null for an order the shop kept no state for. `received`: what
 * the order's ledger took in; an order whose time to pay ran out may still take a payment that came
 * late (it is owed back), and then does not read "not received".
 */
export function paymentLabel(state: string | null, method: string | null, received = 0): string | null {
  if (!state) return null;
  if (state === 'pending' && method === 'Cash on Delivery') return S.pendingCash;
  if (state === 'expired' && received > 0) return MESSAGES.payments.receivedLate;
  return state in S ? S[state as Known] : state;
}
