import { isDispatched } from '@/lib/tracking';
import type { OrderRow } from './orders';

// Tax invoice numbers and what an issued invoice keeps. docs/india.md says
// why a number is given when the goods are supplied, never before.

/**
 * Supplied: the goods left the shop with the rider (picked up, out for
 * delivery) or reached the shopper. A completed or returned order was
 * delivered. A cancelled-then-refunded order never was.
 */
const SUPPLIED = `(deliveryboy_status IN ('picked_up', 'out_for_delivery', 'delivered') OR delivered_at IS NOT NULL
  OR order_status IN ('completed', 'returned'))`;

export function isSupplied(order: Pick<OrderRow, 'deliveryboy_status' | 'delivered_at' | 'order_status'>): boolean {
  return isDispatched(order.deliveryboy_status) || order.delivered_at !== null || order.order_status === 'completed' || order.order_status === 'returned';
}

export interface IssuedInvoice {
  tax_invoice_year: string | null;
  tax_invoice_number: number | null;
  tax_invoice_date: string | null;
  delivery_state_code: string | null;
  tax_invoice_snapshot: string | null;
  buyer_gstin: string | null;
}

/** A line's HSN code, rate and unit: as kept at issue, else the product's now. */
export interface InvoiceLineTax {
  id: number;
  hsn_code: string | null;
  gst_rate_bp: number | null;
  uqc: string | null;
}

export interface InvoiceIssue {
  financialYear: string;
  now: string;
  deliveryStateCode: string | null;
  /** What the invoice says (invoice-snapshot.ts), kept with its number. */
  snapshot: string;
}

/** A condition the issue runs under, beside "no number yet": supplied now, or a delivery step about to land. */
export interface IssueWhen {
  sql: string;
  binds: unknown[];
}

const WHEN_SUPPLIED: IssueWhen = { sql: SUPPLIED, binds: [] };

/**
 * The statements that give the order the next number of its distributor's
 * series for the year, once. In one batch (one transaction) the series is
 * bumped only while the order has no number and `when` holds, and the order
 * takes the bumped value under the same condition, so a number is never
 * skipped and never given twice (the unique index on orders would also refuse
 * a second holder). The order keeps what the invoice says, its lines their HSN
 * code and rate, and the order its place of supply.
 */
export function taxInvoiceStatements(db: D1Database, distributorId: number, orderPk: number, issue: InvoiceIssue, when: IssueWhen): D1PreparedStatement[] {
  const due = `id = ? AND distributor_id = ? AND tax_invoice_number IS NULL AND order_status != 'cancelled' AND ${when.sql}`;
  const dueBinds = [orderPk, distributorId, ...when.binds];
  return [
    db
      .prepare('INSERT INTO tax_invoice_series (distributor_id, financial_year, last_number) VALUES (?, ?, 0) ON CONFLICT DO NOTHING')
      .bind(distributorId, issue.financialYear),
    db
      .prepare(
        `UPDATE tax_invoice_series SET last_number = last_number + 1
         WHERE distributor_id = ? AND financial_year = ? AND EXISTS (SELECT 1 FROM orders WHERE ${due})`,
      )
      .bind(distributorId, issue.financialYear, ...dueBinds),
    db
      .prepare(
        `UPDATE orders SET tax_invoice_year = ?, tax_invoice_date = ?, tax_invoice_snapshot = ?,
           tax_invoice_number = (SELECT last_number FROM tax_invoice_series WHERE distributor_id = ? AND financial_year = ?),
           delivery_state_code = COALESCE(delivery_state_code, ?)
         WHERE ${due}`,
      )
      .bind(issue.financialYear, issue.now, issue.snapshot, distributorId, issue.financialYear, issue.deliveryStateCode, ...dueBinds),
    db
      .prepare(
        `UPDATE order_products SET
           hsn_code = COALESCE(hsn_code, (SELECT hsn_code FROM products WHERE id = order_products.product_id AND distributor_id = ?)),
           gst_rate_bp = COALESCE(gst_rate_bp, (SELECT gst_rate_bp FROM products WHERE id = order_products.product_id AND distributor_id = ?))
         WHERE order_pk = (SELECT id FROM orders WHERE id = ? AND distributor_id = ? AND tax_invoice_date = ?)`,
      )
      .bind(distributorId, distributorId, orderPk, distributorId, issue.now),
  ];
}

/** Issues the invoice of an order already supplied that has none yet (supplied before numbers were given at supply). */
export async function issueTaxInvoice(db: D1Database, distributorId: number, orderPk: number, issue: InvoiceIssue): Promise<void> {
  await db.batch(taxInvoiceStatements(db, distributorId, orderPk, issue, WHEN_SUPPLIED));
}

/** Keeps what an invoice issued before snapshots existed says, at its first print since. */
export async function keepSnapshot(db: D1Database, distributorId: number, orderPk: number, snapshot: string): Promise<void> {
  await db
    .prepare('UPDATE orders SET tax_invoice_snapshot = ? WHERE id = ? AND distributor_id = ? AND tax_invoice_number IS NOT NULL AND tax_invoice_snapshot IS NULL')
    .bind(snapshot, orderPk, distributorId)
    .run();
}

/** The invoice an order holds (number, date, place of supply, what it says) and each line's HSN code, rate and unit. */
export async function issuedInvoiceOf(db: D1Database, distributorId: number, orderPk: number): Promise<{ invoice: IssuedInvoice | null; lines: InvoiceLineTax[] }> {
  const [invoice, lines] = await db.batch([
    db
      .prepare(
        `SELECT tax_invoice_year, tax_invoice_number, tax_invoice_date, delivery_state_code, tax_invoice_snapshot, buyer_gstin
         FROM orders WHERE id = ? AND distributor_id = ?`,
      )
      .bind(orderPk, distributorId),
    db
      .prepare(
        `SELECT op.id, COALESCE(op.hsn_code, p.hsn_code) AS hsn_code, COALESCE(op.gst_rate_bp, p.gst_rate_bp) AS gst_rate_bp, p.uqc
         FROM order_products op LEFT JOIN products p ON p.id = op.product_id AND p.distributor_id = ?
         WHERE op.order_pk = (SELECT id FROM orders WHERE id = ? AND distributor_id = ?)`,
      )
      .bind(distributorId, orderPk, distributorId),
  ]);
  return {
    invoice: ((invoice?.results ?? [])[0] as IssuedInvoice | undefined) ?? null,
    lines: (lines?.results ?? []) as unknown as InvoiceLineTax[],
  };
}
