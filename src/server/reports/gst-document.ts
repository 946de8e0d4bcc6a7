import type { TaxRow } from '@/lib/india/gst-split';
import { allocatePaise } from '@/lib/pricing';
import { todayInIndia } from '@/lib/report-period';
import type { TaxInvoice } from '../invoice/tax-invoice-model';

// One issued document (a tax invoice or a credit note) as GSTR-1 counts it,
// read from what the invoice kept when it was issued: its place of supply,
// its buyer's GSTIN, and its rows, each with the delivery charge's tax shared
// into the goods it carried (the charge is part of the goods' value), so the
// HSN summary adds up to the same taxable value and tax as the rate tables.

export type KeptInvoice = Pick<TaxInvoice, 'supplier' | 'buyer' | 'placeOfSupply' | 'sameState' | 'lines' | 'delivery'>;

interface GoodsRow {
  hsn: string;
  uqc: string;
  name: string;
  quantity: number;
  row: TaxRow;
}

export interface GstDocument {
  number: string;
  /** The day it was issued, in India. */
  date: string;
  buyerName: string;
  gstin: string | null;
  /** The place of supply's state code ("29"), or '' when neither the address nor the shop names one. */
  placeCode: string;
  /** What the document is worth, tax included. */
  valuePaise: number;
  goods: GoodsRow[];
}

const STATE_IN_LABEL = /\((\d{2})\)\s*$/;

function placeCodeOf(kept: KeptInvoice): string {
  return STATE_IN_LABEL.exec(kept.placeOfSupply)?.[1] ?? kept.supplier.stateCode ?? '';
}

const FIELDS = ['grossPaise', 'taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const;

/** The lines' rows with each delivery row shared over the lines of its rate, in proportion to what they cost. */
function withDelivery(lines: KeptInvoice['lines'], delivery: TaxRow[]): GoodsRow[] {
  const goods = lines.map((l) => ({ hsn: l.hsn, uqc: l.uqc, name: l.name, quantity: l.quantity, row: { ...l.row } }));
  for (const d of delivery) {
    const same = goods.filter((g) => g.row.rateBp === d.rateBp);
    const over = same.length ? same : goods;
    if (!over.length) continue;
    const weights = over.map((g) => g.row.grossPaise);
    const even = weights.every((w) => w <= 0);
    for (const field of FIELDS) {
      const shares = allocatePaise(d[field], even ? over.map(() => 1) : weights);
      over.forEach((g, i) => (g.row[field] += shares[i]!));
    }
  }
  return goods;
}

/** A document of the invoice's buyer and place, holding these goods. */
function documentOf(kept: KeptInvoice, goods: GoodsRow[], number: string, issuedAt: string): GstDocument {
  return {
    number,
    date: todayInIndia(new Date(issuedAt)),
    buyerName: kept.buyer.name,
    gstin: kept.buyer.gstin,
    placeCode: placeCodeOf(kept),
    valuePaise: goods.reduce((s, g) => s + g.row.grossPaise, 0),
    goods,
  };
}

export function invoiceDocument(kept: KeptInvoice, number: string, issuedAt: string): GstDocument {
  return documentOf(kept, withDelivery(kept.lines, kept.delivery), number, issuedAt);
}

/** A credit note: the invoice's rows of the lines it covers, and the delivery rows when it covers the charge. */
export function creditNoteDocument(kept: KeptInvoice, lineIds: Set<number>, coversDelivery: boolean, number: string, issuedAt: string): GstDocument {
  const lines = kept.lines.filter((l) => lineIds.has(l.id));
  const delivery = coversDelivery ? kept.delivery : [];
  // A note for the delivery charge alone shares it over the invoice's lines of its rate.
  const goods = lines.length ? withDelivery(lines, delivery) : withDelivery(kept.lines, delivery).map((g, i) => ({ ...g, quantity: 0, row: subtract(g.row, kept.lines[i]!.row) }));
  return documentOf(kept, goods, number, issuedAt);
}

function subtract(a: TaxRow, b: TaxRow): TaxRow {
  return {
    rateBp: a.rateBp,
    grossPaise: a.grossPaise - b.grossPaise,
    taxablePaise: a.taxablePaise - b.taxablePaise,
    cgstPaise: a.cgstPaise - b.cgstPaise,
    sgstPaise: a.sgstPaise - b.sgstPaise,
    igstPaise: a.igstPaise - b.igstPaise,
  };
}
