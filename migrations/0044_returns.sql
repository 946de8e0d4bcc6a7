-- Returns by part of a line, with the shopper's chosen reason, and stock that
-- comes back only once the shop has the goods in hand (docs/orders.md, "Returns").
--
-- returned_quantity: how many of the line the shopper sent back (the line's
--   status becomes 'returned' once it equals quantity).
-- return_reason_code: the preset reason chosen (damaged, wrong_item, expired,
--   not_needed, other); return_reason keeps the shopper's own words.
-- restocked_quantity / damaged_quantity: how many of the returned goods the
--   shop received, in good condition (back on the shelf) or damaged (not).
ALTER TABLE order_products ADD COLUMN returned_quantity INTEGER NOT NULL DEFAULT 0 CHECK (returned_quantity >= 0);
ALTER TABLE order_products ADD COLUMN return_reason_code TEXT;
ALTER TABLE order_products ADD COLUMN restocked_quantity INTEGER NOT NULL DEFAULT 0 CHECK (restocked_quantity >= 0);
ALTER TABLE order_products ADD COLUMN damaged_quantity INTEGER NOT NULL DEFAULT 0 CHECK (damaged_quantity >= 0);

-- Lines returned before this migration went back whole and were restocked at once.
UPDATE order_products SET returned_quantity = quantity, restocked_quantity = quantity
WHERE status = 'returned' OR (status = 'refunded' AND returned_at IS NOT NULL);
