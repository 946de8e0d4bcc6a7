-- Reports (docs/operators.md, "Reports"): the month's tax invoices and credit
-- notes are read by their date, and a credit note's lines by the note, each
-- through an index rather than a scan of every order.
CREATE INDEX orders_tax_invoice_date ON orders(distributor_id, tax_invoice_date) WHERE tax_invoice_number IS NOT NULL;
CREATE INDEX credit_notes_issued ON credit_notes(distributor_id, issued_at);
CREATE INDEX order_products_credit_note ON order_products(credit_note_id) WHERE credit_note_id IS NOT NULL;
