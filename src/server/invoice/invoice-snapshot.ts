import { activeLanguage } from '@/lib/i18n/catalogue';
import { paiseInWordsIn } from '@/lib/india/amount-in-words';
import type { LoadedOrder } from '../data/orders';
import { partRefundOf, type TaxInvoice } from './tax-invoice-model';

// An issued tax invoice is kept as it was issued: supplier, buyer, place of
// supply, each line's name, HSN, unit, quantity, rate and amounts, the
// delivery rows and totals. A reprint (and every credit note against it)
// draws this, so renaming a product or changing the shop's GSTIN later never
// changes a document already issued. Words (labels, the amount in words) are
// not kept: they follow the language asked for, as the figures do not.

type Kept = Omit<TaxInvoice, 'number' | 'date' | 'order' | 'inWords' | 'lines'> & {
  lines: Array<Omit<TaxInvoice['lines'][number], 'status' | 'partRefund'>>;
};

interface Snapshot extends Kept {
  version: 1;
}

export function snapshotOf(inv: TaxInvoice): string {
  const snapshot: Snapshot = {
    version: 1,
    supplier: inv.supplier,
    buyer: inv.buyer,
    placeOfSupply: inv.placeOfSupply,
    placeOfSupplyAssumed: inv.placeOfSupplyAssumed,
    sameState: inv.sameState,
    lines: inv.lines.map(({ status: _status, partRefund: _part, ...line }) => line),
    delivery: inv.delivery,
    totals: inv.totals,
  };
  return JSON.stringify(snapshot);
}

/** The invoice as issued, with the order's state now (status, payment, refunds) beside it. */
export function invoiceFromSnapshot(json: string, loaded: LoadedOrder, number: string, date: string | null): TaxInvoice {
  const kept = JSON.parse(json) as Snapshot;
  const statusOf = new Map(loaded.products.map((p) => [p.id, p.status]));
  const lineOf = new Map(loaded.products.map((p) => [p.id, p]));
  return {
    number,
    date,
    order: loaded.order,
    supplier: kept.supplier,
    buyer: kept.buyer,
    placeOfSupply: kept.placeOfSupply,
    placeOfSupplyAssumed: kept.placeOfSupplyAssumed,
    sameState: kept.sameState,
    lines: kept.lines.map((line) => {
      const now = lineOf.get(line.id);
      return { ...line, status: statusOf.get(line.id) ?? 'ordered', partRefund: now ? partRefundOf(now) : null };
    }),
    delivery: kept.delivery,
    totals: kept.totals,
    inWords: paiseInWordsIn(activeLanguage(), kept.totals.grossPaise),
  };
}
