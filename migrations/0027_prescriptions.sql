-- Prescription medicines (Schedule H and H1): a product may need a
-- prescription; an order holding one waits for the shopper's prescription
-- and an admin's review before it can be approved (docs/india.md).
ALTER TABLE products ADD COLUMN prescription_required INTEGER NOT NULL DEFAULT 0 CHECK (prescription_required IN (0, 1));

-- NULL: the order needs none. 'awaited' until the shopper uploads one,
-- 'uploaded' until an admin reviews it, then 'accepted' or 'rejected'.
ALTER TABLE orders ADD COLUMN prescription_status TEXT
  CHECK (prescription_status IS NULL OR prescription_status IN ('awaited', 'uploaded', 'accepted', 'rejected'));
-- The file in the private bucket (an unguessable key), its type and size, and
-- the admin's reason when rejected.
ALTER TABLE orders ADD COLUMN prescription_key TEXT;
ALTER TABLE orders ADD COLUMN prescription_type TEXT;
ALTER TABLE orders ADD COLUMN prescription_size INTEGER;
ALTER TABLE orders ADD COLUMN prescription_reviewed_by TEXT;
ALTER TABLE orders ADD COLUMN prescription_reason TEXT;
