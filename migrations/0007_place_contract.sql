-- Placing as the contract writes it.
-- request_hash: a SHA-256 of the canonical placing request (lines, address,
-- method and the masked, non-secret payment details), kept with the order so a
-- reused idempotency key with a different request can be refused.
ALTER TABLE orders ADD COLUMN request_hash TEXT;

-- The coupon a customer applied to their cart (ecom_coupon/apply), so a
-- placing call that sends only coupon_discount still gets it. One per customer;
-- the discount itself is always computed again from D1.
CREATE TABLE cart_coupons (
  customer_id  INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  coupon_id    INTEGER NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
  applied_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
