-- GST tax invoices (docs/india.md).

-- The supplier's details printed on every tax invoice.
ALTER TABLE distributors ADD COLUMN legal_name TEXT;
ALTER TABLE distributors ADD COLUMN legal_address TEXT;
ALTER TABLE distributors ADD COLUMN state_code TEXT;
ALTER TABLE distributors ADD COLUMN gstin TEXT;

-- The GST rates a product may carry, in hundredths of a percent (500 = 5 %).
-- Data, not code: when the rates change, rows are added or retired here.
CREATE TABLE gst_rates (
  rate_bp     INTEGER PRIMARY KEY CHECK (rate_bp >= 0 AND rate_bp <= 10000),
  label       TEXT NOT NULL,
  retired_at  TEXT
);
INSERT OR IGNORE INTO gst_rates (rate_bp, label) VALUES
  (0, 'Nil (0 %)'),
  (25, '0.25 % (rough precious stones)'),
  (150, '1.5 % (cut diamonds)'),
  (300, '3 % (gold, silver, jewellery)'),
  (500, '5 %'),
  (1800, '18 %'),
  (4000, '40 %');

-- A product's HSN code and GST rate (NULL: not yet classified; invoiced at 0 %).
ALTER TABLE products ADD COLUMN hsn_code TEXT;
ALTER TABLE products ADD COLUMN gst_rate_bp INTEGER REFERENCES gst_rates(rate_bp);

-- Kept with each order line as they were when it was placed.
ALTER TABLE order_products ADD COLUMN hsn_code TEXT;
ALTER TABLE order_products ADD COLUMN gst_rate_bp INTEGER;

-- The place of supply: the state of the delivery address, when the shopper gave one.
ALTER TABLE orders ADD COLUMN delivery_state_code TEXT;

-- Tax invoice numbers: one series per distributor and financial year ("2025-26").
CREATE TABLE tax_invoice_series (
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  financial_year  TEXT NOT NULL,
  last_number     INTEGER NOT NULL DEFAULT 0 CHECK (last_number >= 0),
  PRIMARY KEY (distributor_id, financial_year)
);
ALTER TABLE orders ADD COLUMN tax_invoice_year TEXT;
ALTER TABLE orders ADD COLUMN tax_invoice_number INTEGER;
ALTER TABLE orders ADD COLUMN tax_invoice_date TEXT;
-- No number is ever given to two orders of one distributor in one year.
CREATE UNIQUE INDEX orders_tax_invoice_number ON orders(distributor_id, tax_invoice_year, tax_invoice_number)
  WHERE tax_invoice_number IS NOT NULL;
