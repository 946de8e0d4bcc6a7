import { DomainError, forbidden } from '../domain-error';
import { countWrongCode, DELIVERY_CODE_ATTEMPTS, isCodeLocked } from '../data/delivery-code';
import type { LoadedOrder } from '../data/orders';
import type { AuthUser } from '../types';
import { WORDS } from '@/lib/words';

// Proof of delivery: an order out for delivery with a code is marked
// Delivered only with that code (the shopper gives it to the rider), or by
// an admin who writes why it is delivered without it. Wrong codes are
// counted; at the limit the code stops working and only the admin's
// override delivers. Orders sent out before codes existed have none and
// need none.

export interface DeliveryProof {
  /** The 4 digits the rider (or an admin) typed. */
  code?: string;
  /** An admin's reason for delivering without the code. */
  overrideNote?: string;
  /** Filled in as the check runs: what the activity log keeps beside the step (never the code itself). */
  audit?: Record<string, string | undefined>;
}


/** Throws unless the Delivered step may go ahead; a wrong code is counted (a write, through `db`) before the refusal. */
export async function checkDeliveryProof(db: D1Database, caller: AuthUser, loaded: LoadedOrder, proof: DeliveryProof): Promise<void> {
  const { order } = loaded;
  const note = proof.overrideNote?.trim() ?? '';
  if (note) {
    if (caller.role !== 'admin') throw forbidden(WORDS.rider.overrideOnlyAdmin);
    if (proof.audit) proof.audit.delivery_proof = 'admin_override';
    return;
  }
  // Not (or no longer) on its way with a code: the step's own rules decide.
  if (!order.delivery_code || order.deliveryboy_status !== 'out_for_delivery') return;
  const code = proof.code?.trim() ?? '';
  if (!code) {
    throw new DomainError('DELIVERY_CODE_REQUIRED', caller.role === 'admin' ? WORDS.console.orders.overrideNoteRequired : WORDS.rider.codeRequired);
  }
  if (isCodeLocked(order)) throw new DomainError('DELIVERY_CODE_LOCKED', WORDS.rider.codeLocked);
  if (code === order.delivery_code) {
    if (proof.audit) proof.audit.delivery_proof = 'code';
    return;
  }
  if (proof.audit) proof.audit.delivery_proof = 'wrong_code';
  const attempts = await countWrongCode(db, order);
  if (attempts === null || attempts >= DELIVERY_CODE_ATTEMPTS) throw new DomainError('DELIVERY_CODE_LOCKED', WORDS.rider.codeLocked);
  const left = DELIVERY_CODE_ATTEMPTS - attempts;
  throw new DomainError('DELIVERY_CODE_WRONG', WORDS.rider.codeWrong(left), { details: { attempts_left: left } });
}
