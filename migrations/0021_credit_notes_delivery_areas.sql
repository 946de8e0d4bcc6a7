-- Credit notes for refunds against a tax invoice, and the areas a distributor
-- delivers to by pincode (docs/india.md).

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

-- The pincodes a distributor delivers to, as ranges (a single pincode is a
-- range of one), with the delivery charge, cash on delivery and expected days.
CREATE TABLE delivery_areas (
  id              INTEGER PRIMARY KEY,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  pincode_from    INTEGER NOT NULL CHECK (pincode_from BETWEEN 100000 AND 999999),
  pincode_to      INTEGER NOT NULL CHECK (pincode_to >= pincode_from AND pincode_to <= 999999),
  charge_paise    INTEGER NOT NULL CHECK (charge_paise >= 0),
  cod             INTEGER NOT NULL DEFAULT 1 CHECK (cod IN (0, 1)),
  days_min        INTEGER NOT NULL CHECK (days_min >= 0),
  days_max        INTEGER NOT NULL CHECK (days_max >= days_min),
  position        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX delivery_areas_lookup ON delivery_areas(distributor_id, pincode_from);
