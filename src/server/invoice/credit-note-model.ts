import { activeLanguage } from '@/lib/i18n/catalogue';
import { paiseInWordsIn } from '@/lib/india/amount-in-words';
import { sumRows, taxRow, type TaxTotals } from '@/lib/india/gst-split';
import { creditNoteNumber } from '@/lib/india/invoice-number';
import type { CreditNoteRow } from '../data/credit-notes';
import type { TaxInvoice } from './tax-invoice-model';

// What a credit note says: the invoice it corrects and, for each refunded
// line it covers, that line's own invoice row (a refund gives back exactly
// what the line cost, so its taxable value and tax are the invoice's; a line
// refunded for a returned part, that part's row at the line's rate), plus
// the delivery rows when the refund returned the delivery charge.

export interface CreditNote {
  number: string;
  date: string;
  invoice: TaxInvoice;
  lines: TaxInvoice['lines'];
  delivery: TaxInvoice['delivery'];
  totals: TaxTotals;
  inWords: string;
}

export function creditNotesOf(invoice: TaxInvoice, notes: CreditNoteRow[], lineNotes: Map<number, number>): CreditNote[] {
  return notes.map((note) => {
    // A line refunded in part is credited for that part: its units and what went back, taxed at the line's rate.
    const lines = invoice.lines
      .filter((l) => lineNotes.get(l.id) === note.id)
      .map((l) => (l.partRefund ? { ...l, quantity: l.partRefund.quantity, row: taxRow(l.partRefund.grossPaise, l.row.rateBp, invoice.sameState) } : l));
    const delivery = note.covers_delivery ? invoice.delivery : [];
    const totals = sumRows([...lines.map((l) => l.row), ...delivery]);
    return {
      number: creditNoteNumber(note.financial_year, note.number),
      date: note.issued_at,
      invoice,
      lines,
      delivery,
      totals,
      inWords: paiseInWordsIn(activeLanguage(), totals.grossPaise),
    };
  });
}
