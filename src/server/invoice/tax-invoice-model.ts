import { activeLanguage } from '@/lib/i18n/catalogue';
import { paiseInWordsIn } from '@/lib/india/amount-in-words';
import { splitInvoice, sumRows, type TaxRow, type TaxTotals } from '@/lib/india/gst-split';
import { uqcOrDefault } from '@/lib/india/uqc';
import { stateLabel } from '@/lib/india/states';
import { linePaidPaise } from '@/lib/pricing';
import { unitPaiseOf, type LoadedOrder } from '../data/orders';
import type { InvoiceLineTax } from '../data/tax-invoices';

// What a tax invoice says, computed from the order as stored (unit prices,
// coupon shares, delivery charge) and each line's HSN code, rate and unit.
// Once issued, it is kept as it was (invoice-snapshot.ts) and reprinted from
// there. Drawing is invoice-pdf.ts's job.

export interface InvoiceSupplier {
  tradeName: string;
  legalName: string | null;
  address: string;
  stateCode: string | null;
  gstin: string | null;
  phone: string;
  email: string;
}

export interface InvoiceBuyer {
  name: string;
  address: string;
  /** A registered business buyer's GSTIN, when given at checkout. */
  gstin: string | null;
}

interface InvoiceLine {
  /** The order line's row id. */
  id: number;
  name: string;
  /** The line's state now (ordered, returned, refunded): not part of what was issued. */
  status: string;
  /** Part of the line refunded while the rest stays supplied (state now, not issued): the units and what went back. */
  partRefund: PartRefund | null;
  hsn: string;
  /** GST's unit of quantity (NOS, KGS...). */
  uqc: string;
  quantity: number;
  unitPaise: number;
  row: TaxRow;
}

interface PartRefund {
  quantity: number;
  grossPaise: number;
}

/** A line kept in the order with part of it returned and refunded: what its credit note covers. */
export function partRefundOf(line: Pick<LoadedOrder['products'][number], 'status' | 'refund_amount_paise' | 'returned_quantity'>): PartRefund | null {
  const refunded = line.refund_amount_paise ?? 0;
  return line.status === 'ordered' && refunded > 0 && (line.returned_quantity ?? 0) > 0 ? { quantity: line.returned_quantity, grossPaise: refunded } : null;
}

export interface TaxInvoice {
  /** null: the goods are not supplied yet, so it is an order summary, not a tax invoice. */
  number: string | null;
  date: string | null;
  order: LoadedOrder['order'];
  supplier: InvoiceSupplier;
  buyer: InvoiceBuyer;
  /** "Karnataka (29)" */
  placeOfSupply: string;
  /** The address names no state: the shop's own state was taken. */
  placeOfSupplyAssumed: boolean;
  sameState: boolean;
  lines: InvoiceLine[];
  delivery: TaxRow[];
  totals: TaxTotals;
  inWords: string;
}

export interface InvoiceHead {
  number: string | null;
  date: string | null;
  /** The state of the delivery address (null: the address names none). */
  shopperState: string | null;
}

export function taxInvoiceOf(loaded: LoadedOrder, head: InvoiceHead, lineTax: InvoiceLineTax[], supplier: InvoiceSupplier, buyer: InvoiceBuyer): TaxInvoice {
  const taxOf = new Map(lineTax.map((l) => [l.id, l]));
  const lines = loaded.products.filter((p) => p.status !== 'removed');
  const placeCode = head.shopperState ?? supplier.stateCode;
  const sameState = placeCode === null || placeCode === supplier.stateCode;
  const tax = splitInvoice(
    lines.map((p) => ({
      grossPaise: linePaidPaise({ unitPaise: unitPaiseOf(p), quantity: p.quantity, couponSharePaise: p.coupon_share_paise ?? 0 }),
      rateBp: taxOf.get(p.id)?.gst_rate_bp ?? 0,
    })),
    loaded.order.delivery_charge_paise,
    sameState,
  );
  const totals = sumRows([...tax.lines, ...tax.delivery]);
  return {
    number: head.number,
    date: head.date,
    order: loaded.order,
    supplier,
    buyer,
    placeOfSupply: placeCode ? stateLabel(placeCode) : '',
    placeOfSupplyAssumed: head.shopperState === null,
    sameState,
    lines: lines.map((p, i) => ({
      id: p.id,
      name: p.product_name,
      status: p.status,
      partRefund: partRefundOf(p),
      hsn: taxOf.get(p.id)?.hsn_code ?? '',
      uqc: uqcOrDefault(taxOf.get(p.id)?.uqc),
      quantity: p.quantity,
      unitPaise: unitPaiseOf(p),
      row: tax.lines[i]!,
    })),
    delivery: tax.delivery,
    totals,
    inWords: paiseInWordsIn(activeLanguage(), totals.grossPaise),
  };
}
