-- Proof of delivery: when an order goes out for delivery it gets a random
-- 4-digit code, sent to the shopper with the out-for-delivery message and
-- shown on their order page; the rider enters it to mark the order Delivered.
-- The code is kept as is: the shopper's page and messages show it, and four
-- digits hashed would be read back by trying all 10,000. What protects it is
-- the attempt count: wrong codes add one (a guarded update), and at the limit
-- only an admin's override, with a note, delivers the order.
-- Orders sent out before this column existed have no code and are delivered
-- without one.
ALTER TABLE orders ADD COLUMN delivery_code TEXT;
ALTER TABLE orders ADD COLUMN delivery_code_attempts INTEGER NOT NULL DEFAULT 0;
