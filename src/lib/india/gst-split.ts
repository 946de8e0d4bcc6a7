import { allocatePaise } from '../pricing';

// The tax inside tax-inclusive prices, for the tax invoice and its credit
// notes, in integer paise (docs/india.md has worked examples).
//
// - Each line's gross is what the shopper paid for it: unit price x quantity
//   minus its coupon share.
// - The delivery charge is taxed with the goods it delivers: it is shared over
//   the lines in proportion to their gross (the coupon's sharing rule), and
//   each rate's delivery share is one row at that rate.
// - A row's taxable value is gross x 100 / (100 + rate), rounded half up to the
//   paisa once; its tax is gross minus taxable value, so a row adds up exactly.
// - Same state: CGST is half the tax rounded half up, SGST the rest. Another
//   state: IGST is the whole tax.
// So the rows add up to exactly what the shopper paid.

export interface TaxableLine {
  /** What the shopper paid for the line, in paise. */
  grossPaise: number;
  /** The GST rate in hundredths of a percent (500 = 5 %). */
  rateBp: number;
}

export interface TaxRow {
  grossPaise: number;
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceTax {
  /** One row per line, in the lines' order. */
  lines: TaxRow[];
  /** The delivery charge: one row per rate, in the order the rates first appear. */
  delivery: TaxRow[];
  /** The delivery share of each line (same order as the lines). */
  deliveryShares: number[];
}

/** A tax-inclusive amount split into taxable value and tax. */
export function taxRow(grossPaise: number, rateBp: number, sameState: boolean): TaxRow {
  const divisor = 10000 + rateBp;
  const taxablePaise = Math.floor((grossPaise * 10000 * 2 + divisor) / (2 * divisor));
  const tax = grossPaise - taxablePaise;
  const cgstPaise = sameState ? Math.floor((tax + 1) / 2) : 0;
  return {
    grossPaise,
    rateBp,
    taxablePaise,
    cgstPaise,
    sgstPaise: sameState ? tax - cgstPaise : 0,
    igstPaise: sameState ? 0 : tax,
  };
}

/** The delivery charge shared over the lines: by gross, or evenly when nothing was paid for the goods. */
function deliveryShares(lines: TaxableLine[], deliveryPaise: number): number[] {
  const weights = lines.map((l) => l.grossPaise);
  const even = weights.every((w) => w <= 0);
  return allocatePaise(deliveryPaise, even ? lines.map(() => 1) : weights);
}

export function splitInvoice(lines: TaxableLine[], deliveryPaise: number, sameState: boolean): InvoiceTax {
  const shares = lines.length ? deliveryShares(lines, deliveryPaise) : [];
  const byRate = new Map<number, number>();
  lines.forEach((line, i) => {
    if (shares[i]! > 0) byRate.set(line.rateBp, (byRate.get(line.rateBp) ?? 0) + shares[i]!);
  });
  return {
    lines: lines.map((l) => taxRow(l.grossPaise, l.rateBp, sameState)),
    delivery: [...byRate].map(([rateBp, gross]) => taxRow(gross, rateBp, sameState)),
    deliveryShares: shares,
  };
}

/**
 * The rows of a credit note for refunded lines (by index), with the delivery
 * rows when the refund returned the delivery charge too. A refunded line gives
 * back exactly what was paid for it, so its row is the invoice's own row and
 * the invoice minus its credit notes still adds up to the paisa.
 */
export function creditRows(invoice: InvoiceTax, refundedLines: number[], withDelivery: boolean): TaxRow[] {
  const rows = refundedLines.map((i) => invoice.lines[i]).filter((row): row is TaxRow => row !== undefined);
  return withDelivery ? [...rows, ...invoice.delivery] : rows;
}

export interface TaxTotals {
  grossPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export function sumRows(rows: TaxRow[]): TaxTotals {
  const totals: TaxTotals = { grossPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  for (const row of rows) {
    totals.grossPaise += row.grossPaise;
    totals.taxablePaise += row.taxablePaise;
    totals.cgstPaise += row.cgstPaise;
    totals.sgstPaise += row.sgstPaise;
    totals.igstPaise += row.igstPaise;
  }
  return totals;
}
