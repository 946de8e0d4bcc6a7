import { financialYearOf } from '@/lib/india/invoice-number';
import { MESSAGES } from '@/lib/messages';
import { DomainError } from '../domain-error';
import { creditNotesOf as storedNotes, issueCreditNote } from '../data/credit-notes';
import type { OrderRef } from '../data/orders';
import { creditNotesOf, type CreditNote } from '../invoice/credit-note-model';
import type { AuthUser } from '../types';
import { invoiceForCaller } from './tax-invoice';

// The credit notes of one order, for its shopper or the shop's admin: refunded
// lines that no note covers yet are credited on a new note at this print.

export async function creditNotesForCaller(
  db: D1Database,
  distributor: { id: number; name: string },
  user: AuthUser,
  ref: OrderRef,
  now = new Date(),
): Promise<CreditNote[]> {
  let invoice = await invoiceForCaller(db, distributor, user, ref, now);
  if (!invoice.number) throw new DomainError('NO_CREDIT_NOTE', MESSAGES.invoicePdf.noCreditNote);
  if (invoice.lines.some((l) => l.status === 'refunded')) {
    await issueCreditNote(db, distributor.id, invoice.order.id, { financialYear: financialYearOf(now), now: now.toISOString() });
    // Read again: the invoice as it is now (a refund may have landed meanwhile).
    invoice = await invoiceForCaller(db, distributor, user, ref, now);
  }
  const { notes, lineNotes } = await storedNotes(db, distributor.id, invoice.order.id);
  if (!notes.length) throw new DomainError('NO_CREDIT_NOTE', MESSAGES.invoicePdf.noCreditNote);
  return creditNotesOf(invoice, notes, lineNotes);
}
