// The month's issued GST documents, a page at a time in date order: tax
// invoices by their issue date (orders_tax_invoice_date) and credit notes by
// theirs (credit_notes_issued), each with what the invoice said when issued.

export interface IssuedInvoiceRow {
  id: number;
  order_id: string;
  tax_invoice_year: string;
  tax_invoice_number: number;
  tax_invoice_date: string;
  tax_invoice_snapshot: string | null;
  buyer_gstin: string | null;
}

export interface IssuedCreditNoteRow {
  id: number;
  financial_year: string;
  number: number;
  issued_at: string;
  covers_delivery: number;
  order_pk: number;
  order_id: string;
  tax_invoice_year: string;
  tax_invoice_number: number;
  tax_invoice_date: string;
  tax_invoice_snapshot: string | null;
  buyer_gstin: string | null;
}

/** Where the previous page ended: its last document's date and id. */
export interface PageAfter {
  date: string;
  id: number;
}

export async function invoicesPage(db: D1Database, distributorId: number, start: string, end: string, after: PageAfter | null, limit: number): Promise<IssuedInvoiceRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, order_id, tax_invoice_year, tax_invoice_number, tax_invoice_date, tax_invoice_snapshot, buyer_gstin FROM orders
       WHERE distributor_id = ? AND tax_invoice_number IS NOT NULL AND tax_invoice_date >= ? AND tax_invoice_date < ?
         AND (tax_invoice_date > ? OR (tax_invoice_date = ? AND id > ?))
       ORDER BY tax_invoice_date, id LIMIT ?`,
    )
    .bind(distributorId, start, end, after?.date ?? '', after?.date ?? '', after?.id ?? 0, limit)
    .all<IssuedInvoiceRow>();
  return results;
}

export async function creditNotesPage(
  db: D1Database,
  distributorId: number,
  start: string,
  end: string,
  after: PageAfter | null,
  limit: number,
): Promise<{ notes: IssuedCreditNoteRow[]; lineNotes: Map<number, number> }> {
  const { results: notes } = await db
    .prepare(
      `SELECT n.id, n.financial_year, n.number, n.issued_at, n.covers_delivery, n.order_pk, o.order_id,
         o.tax_invoice_year, o.tax_invoice_number, o.tax_invoice_date, o.tax_invoice_snapshot, o.buyer_gstin
       FROM credit_notes n JOIN orders o ON o.id = n.order_pk AND o.distributor_id = n.distributor_id
       WHERE n.distributor_id = ? AND n.issued_at >= ? AND n.issued_at < ? AND o.tax_invoice_number IS NOT NULL
         AND (n.issued_at > ? OR (n.issued_at = ? AND n.id > ?))
       ORDER BY n.issued_at, n.id LIMIT ?`,
    )
    .bind(distributorId, start, end, after?.date ?? '', after?.date ?? '', after?.id ?? 0, limit)
    .all<IssuedCreditNoteRow>();
  const lineNotes = new Map<number, number>();
  if (notes.length) {
    const { results } = await db
      .prepare(`SELECT id, credit_note_id FROM order_products WHERE credit_note_id IN (${notes.map(() => '?').join(',')})`)
      .bind(...notes.map((n) => n.id))
      .all<{ id: number; credit_note_id: number }>();
    for (const r of results) lineNotes.set(r.id, r.credit_note_id);
  }
  return { notes, lineNotes };
}
