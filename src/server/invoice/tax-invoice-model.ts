import { activeLanguage } from '@/lib/i18n/catalogue';
import { paiseInWordsIn } from '@/lib/india/amount-in-words';
import { splitInvoice, sumRows, type TaxRow, type TaxTotals } from '@/lib/india/gst-split';
import { taxInvoiceNumber } from '@/lib/india/invoice-number';
import { stateLabel } from '@/lib/india/states';
import { linePaidPaise } from '@/lib/pricing';
import { unitPaiseOf, type LoadedOrder } from '../data/orders';
import type { InvoiceLineTax, IssuedInvoice } from '../data/tax-invoices';

// What a tax invoice says, computed from the order as stored (unit prices,
// coupon shares, delivery charge) and the HSN codes and rates its lines kept
// when the invoice was issued. Drawing is invoice-pdf.ts's job.

export interface InvoiceSupplier {
  tradeName: string;
  legalName: string | null;
  address: string;
  stateCode: string | null;
  gstin: string | null;
  phone: string;
  email: string;
}

interface InvoiceLine {
  /** The order line's row id. */
  id: number;
  name: string;
  status: string;
  hsn: string;
  quantity: number;
  unitPaise: number;
  row: TaxRow;
}

export interface TaxInvoice {
  /** null: the shop has not accepted the order yet, so it is an order summary, not a tax invoice. */
  number: string | null;
  date: string | null;
  order: LoadedOrder['order'];
  supplier: InvoiceSupplier;
  customerName: string;
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

export function taxInvoiceOf(
  loaded: LoadedOrder,
  issued: { invoice: IssuedInvoice | null; lines: InvoiceLineTax[] },
  supplier: InvoiceSupplier,
  customerName: string,
): TaxInvoice {
  const taxOf = new Map(issued.lines.map((l) => [l.id, l]));
  const lines = loaded.products.filter((p) => p.status !== 'removed');
  const inv = issued.invoice;
  const shopperState = inv?.delivery_state_code ?? null;
  const placeCode = shopperState ?? supplier.stateCode;
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
    number: inv?.tax_invoice_year && inv.tax_invoice_number ? taxInvoiceNumber(inv.tax_invoice_year, inv.tax_invoice_number) : null,
    date: inv?.tax_invoice_date ?? null,
    order: loaded.order,
    supplier,
    customerName,
    placeOfSupply: placeCode ? stateLabel(placeCode) : '',
    placeOfSupplyAssumed: shopperState === null,
    sameState,
    lines: lines.map((p, i) => ({
      id: p.id,
      name: p.product_name,
      status: p.status,
      hsn: taxOf.get(p.id)?.hsn_code ?? '',
      quantity: p.quantity,
      unitPaise: unitPaiseOf(p),
      row: tax.lines[i]!,
    })),
    delivery: tax.delivery,
    totals,
    inWords: paiseInWordsIn(activeLanguage(), totals.grossPaise),
  };
}
