-- GST books (docs/india.md): what an issued tax invoice says, kept with its
-- number; each product's unit of quantity; the buyer's GSTIN.

-- The tax invoice as issued (JSON: supplier, buyer, lines with their names,
-- units, rates and amounts, delivery rows, totals). A reprint draws this, never
-- today's settings or product names. NULL: not issued yet, or issued before
-- this column existed (kept at the next print).
ALTER TABLE orders ADD COLUMN tax_invoice_snapshot TEXT;

-- The buyer's GSTIN, when a registered business buyer gave one at checkout.
ALTER TABLE orders ADD COLUMN buyer_gstin TEXT;

-- The product's Unique Quantity Code, GST's unit of quantity (NOS, KGS,
-- STRIP...). NULL is read as NOS (numbers).
ALTER TABLE products ADD COLUMN uqc TEXT;
