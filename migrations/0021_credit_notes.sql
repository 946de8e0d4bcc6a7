-- Credit notes for refunds against a tax invoice (docs/india.md).

-- One series per distributor and financial year, apart from the invoices'.
CREATE TABLE credit_note_series (
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  financial_year  TEXT NOT NULL,
  last_number     INTEGER NOT NULL DEFAULT 0 CHECK (last_number >= 0),
  PRIMARY KEY (distributor_id, financial_year)
);

CREATE TABLE credit_notes (
  id               INTEGER PRIMARY KEY,
  distributor_id   INTEGER NOT NULL REFERENCES distributors(id),
  order_pk         INTEGER NOT NULL REFERENCES orders(id),
  financial_year   TEXT NOT NULL,
  number           INTEGER NOT NULL,
  issued_at        TEXT NOT NULL,
  -- 1 when this note also credits the delivery charge (the refund that left nothing unrefunded).
  covers_delivery  INTEGER NOT NULL DEFAULT 0,
  UNIQUE (distributor_id, financial_year, number)
);
CREATE INDEX credit_notes_order ON credit_notes(order_pk);

-- The credit note a refunded line is credited on (NULL: not yet).
ALTER TABLE order_products ADD COLUMN credit_note_id INTEGER REFERENCES credit_notes(id);
