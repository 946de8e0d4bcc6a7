import { financialYearOf } from '@/lib/india/invoice-number';
import { DomainError } from '../domain-error';
import { creditNotesOf as storedNotes, issueCreditNote } from '../data/credit-notes';
import type { OrderRef } from '../data/orders';
import { issuedInvoiceOf } from '../data/tax-invoices';
import { creditNotesOf, type CreditNote } from '../invoice/credit-note-model';
import type { AuthUser } from '../types';
import { invoiceForCaller } from './tax-invoice';
import { WORDS } from '@/lib/words';

// The credit notes of one order. A refund or a cancellation of an invoiced
// order is credited at once (creditWhatIsDue); a print credits anything still
// due (a change made by a path that did not), so nothing due goes uncredited.

/** Issues the credit note an invoiced order is due after a refund or cancellation; nothing when none is due. */
export async function creditWhatIsDue(db: D1Database, shopId: number, orderPk: number, now = new Date()): Promise<void> {
  const { invoice } = await issuedInvoiceOf(db, shopId, orderPk);
  if (!invoice?.tax_invoice_number) return;
  await issueCreditNote(db, shopId, orderPk, { financialYear: financialYearOf(now), now: now.toISOString() });
}

export async function creditNotesForCaller(
  db: D1Database,
  distributor: { id: number; name: string },
  user: AuthUser,
  ref: OrderRef,
  now = new Date(),
): Promise<CreditNote[]> {
  let invoice = await invoiceForCaller(db, distributor, user, ref, now);
  if (!invoice.number) throw new DomainError('NO_CREDIT_NOTE', WORDS.invoicePdf.noCreditNote);
  const { lineNotes: before } = await storedNotes(db, distributor.id, invoice.order.id);
  const cancelled = invoice.order.order_status === 'cancelled';
  if (invoice.lines.some((l) => !before.has(l.id) && (cancelled || l.status === 'refunded' || l.partRefund !== null))) {
    await creditWhatIsDue(db, distributor.id, invoice.order.id, now);
    // Read again: the invoice as it is now (a refund may have landed meanwhile).
    invoice = await invoiceForCaller(db, distributor, user, ref, now);
  }
  const { notes, lineNotes } = await storedNotes(db, distributor.id, invoice.order.id);
  if (!notes.length) throw new DomainError('NO_CREDIT_NOTE', WORDS.invoicePdf.noCreditNote);
  return creditNotesOf(invoice, notes, lineNotes);
}
