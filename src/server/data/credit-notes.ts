// Credit notes: a refund of lines already invoiced, or the cancellation of an
// invoiced order, is credited on a numbered note that names the invoice. A
// cancellation issues its note in the cancelling batch itself; a refund right
// after it; and any print that finds lines due and no note covering them
// issues one then (docs/india.md).

export interface CreditNoteRow {
  id: number;
  financial_year: string;
  number: number;
  issued_at: string;
  covers_delivery: number;
}

/** Lines a note is due for: refunded ones (a returned part of one too), or every line of a cancelled order; none already on a note. */
const LINE_DUE = `(status = 'refunded' OR (status = 'ordered' AND returned_quantity > 0 AND refund_amount_paise > 0)
    OR (status != 'removed' AND EXISTS (SELECT 1 FROM orders WHERE id = order_pk AND order_status = 'cancelled')))
  AND credit_note_id IS NULL`;

/**
 * The statements that issue the credit note an order is due, for one batch
 * (one transaction): the series moves, and a note is written, only while the
 * order holds a tax invoice and lines due no note covers; the note takes
 * those lines, and the delivery charge when the order is cancelled or nothing
 * of it is left unrefunded, and no earlier note credited it. Put after the
 * change that makes lines due (a cancellation), in the change's own batch,
 * they credit it in the same transaction; when nothing is due they change nothing.
 */
export function creditNoteStatements(db: D1Database, distributorId: number, orderPk: number, issue: { financialYear: string; now: string }): D1PreparedStatement[] {
  const due = `EXISTS (SELECT 1 FROM orders WHERE id = ? AND distributor_id = ? AND tax_invoice_number IS NOT NULL)
    AND EXISTS (SELECT 1 FROM order_products WHERE order_pk = ? AND ${LINE_DUE})`;
  const dueBinds = [orderPk, distributorId, orderPk];
  const series = 'distributor_id = ? AND financial_year = ?';
  return [
    db.prepare('INSERT INTO credit_note_series (distributor_id, financial_year, last_number) VALUES (?, ?, 0) ON CONFLICT DO NOTHING').bind(distributorId, issue.financialYear),
    db.prepare(`UPDATE credit_note_series SET last_number = last_number + 1 WHERE ${series} AND ${due}`).bind(distributorId, issue.financialYear, ...dueBinds),
    db
      .prepare(
        `INSERT INTO credit_notes (distributor_id, order_pk, financial_year, number, issued_at, covers_delivery)
         SELECT ?, ?, ?, last_number, ?,
           (EXISTS (SELECT 1 FROM orders WHERE id = ? AND order_status = 'cancelled')
             OR NOT EXISTS (SELECT 1 FROM order_products WHERE order_pk = ? AND status NOT IN ('refunded', 'removed')))
           AND NOT EXISTS (SELECT 1 FROM credit_notes WHERE order_pk = ? AND covers_delivery = 1)
         FROM credit_note_series WHERE ${series} AND ${due}`,
      )
      .bind(distributorId, orderPk, issue.financialYear, issue.now, orderPk, orderPk, orderPk, distributorId, issue.financialYear, ...dueBinds),
    db
      .prepare(
        `UPDATE order_products SET credit_note_id = (SELECT id FROM credit_notes WHERE order_pk = ? AND distributor_id = ? AND issued_at = ?)
         WHERE order_pk = ? AND ${LINE_DUE}`,
      )
      .bind(orderPk, distributorId, issue.now, orderPk),
  ];
}

/** Issues the note an order is due, on its own (after a refund, or at a print that finds lines uncredited). */
export async function issueCreditNote(db: D1Database, distributorId: number, orderPk: number, issue: { financialYear: string; now: string }): Promise<void> {
  await db.batch(creditNoteStatements(db, distributorId, orderPk, issue));
}

/** The order's credit notes, oldest first, and which note each line is on. */
export async function creditNotesOf(db: D1Database, distributorId: number, orderPk: number): Promise<{ notes: CreditNoteRow[]; lineNotes: Map<number, number> }> {
  const [notes, lines] = await db.batch([
    db
      .prepare('SELECT id, financial_year, number, issued_at, covers_delivery FROM credit_notes WHERE order_pk = ? AND distributor_id = ? ORDER BY id')
      .bind(orderPk, distributorId),
    db
      .prepare(
        `SELECT id, credit_note_id FROM order_products WHERE credit_note_id IS NOT NULL
         AND order_pk = (SELECT id FROM orders WHERE id = ? AND distributor_id = ?)`,
      )
      .bind(orderPk, distributorId),
  ]);
  const lineNotes = new Map<number, number>();
  for (const l of (lines?.results ?? []) as Array<{ id: number; credit_note_id: number }>) lineNotes.set(l.id, l.credit_note_id);
  return { notes: (notes?.results ?? []) as unknown as CreditNoteRow[], lineNotes };
}
