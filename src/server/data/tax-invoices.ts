// Tax invoice numbers and what an issued invoice keeps. docs/india.md says
// why a number is given at the first print of an accepted order.

/** Orders the shop has accepted: their goods are supplied, so they are invoiced. */
export const INVOICED_STATUSES = ['approved', 'completed', 'returned', 'refunded'] as const;
const INVOICED = `order_status IN (${INVOICED_STATUSES.map((s) => `'${s}'`).join(', ')})`;

export interface IssuedInvoice {
  tax_invoice_year: string | null;
  tax_invoice_number: number | null;
  tax_invoice_date: string | null;
  delivery_state_code: string | null;
}

export interface InvoiceLineTax {
  id: number;
  hsn_code: string | null;
  gst_rate_bp: number | null;
}

/**
 * Gives the order the next number of its distributor's series for the year,
 * once. One batch (one transaction): the series is bumped only while the order
 * is accepted and has no number, and the order takes the bumped value under
 * the same condition, so a number is never skipped and never given twice (the
 * unique index on orders would also refuse a second holder). The order's lines
 * keep their HSN code and rate as they are at this moment, and the order its
 * place of supply.
 */
export async function issueTaxInvoice(
  db: D1Database,
  distributorId: number,
  orderPk: number,
  issue: { financialYear: string; now: string; deliveryStateCode: string | null },
): Promise<void> {
  const due = `id = ? AND distributor_id = ? AND tax_invoice_number IS NULL AND ${INVOICED}`;
  await db.batch([
    db
      .prepare('INSERT INTO tax_invoice_series (distributor_id, financial_year, last_number) VALUES (?, ?, 0) ON CONFLICT DO NOTHING')
      .bind(distributorId, issue.financialYear),
    db
      .prepare(
        `UPDATE tax_invoice_series SET last_number = last_number + 1
         WHERE distributor_id = ? AND financial_year = ? AND EXISTS (SELECT 1 FROM orders WHERE ${due})`,
      )
      .bind(distributorId, issue.financialYear, orderPk, distributorId),
    db
      .prepare(
        `UPDATE orders SET tax_invoice_year = ?, tax_invoice_date = ?,
           tax_invoice_number = (SELECT last_number FROM tax_invoice_series WHERE distributor_id = ? AND financial_year = ?),
           delivery_state_code = COALESCE(delivery_state_code, ?)
         WHERE ${due}`,
      )
      .bind(issue.financialYear, issue.now, distributorId, issue.financialYear, issue.deliveryStateCode, orderPk, distributorId),
    db
      .prepare(
        `UPDATE order_products SET
           hsn_code = COALESCE(hsn_code, (SELECT hsn_code FROM products WHERE id = order_products.product_id AND distributor_id = ?)),
           gst_rate_bp = COALESCE(gst_rate_bp, (SELECT gst_rate_bp FROM products WHERE id = order_products.product_id AND distributor_id = ?))
         WHERE order_pk = (SELECT id FROM orders WHERE id = ? AND distributor_id = ? AND tax_invoice_date = ?)`,
      )
      .bind(distributorId, distributorId, orderPk, distributorId, issue.now),
  ]);
}

/** The invoice an order holds (number, date, place of supply) and its lines' HSN codes and rates. */
export async function issuedInvoiceOf(db: D1Database, distributorId: number, orderPk: number): Promise<{ invoice: IssuedInvoice | null; lines: InvoiceLineTax[] }> {
  const [invoice, lines] = await db.batch([
    db
      .prepare('SELECT tax_invoice_year, tax_invoice_number, tax_invoice_date, delivery_state_code FROM orders WHERE id = ? AND distributor_id = ?')
      .bind(orderPk, distributorId),
    db
      .prepare('SELECT id, hsn_code, gst_rate_bp FROM order_products WHERE order_pk = (SELECT id FROM orders WHERE id = ? AND distributor_id = ?)')
      .bind(orderPk, distributorId),
  ]);
  return {
    invoice: ((invoice?.results ?? [])[0] as IssuedInvoice | undefined) ?? null,
    lines: (lines?.results ?? []) as unknown as InvoiceLineTax[],
  };
}
