-- Direct UPI payments to the distributor (docs/payments.md).
--
-- Each shop's payee: the UPI address (VPA) and name its intent links and QR
-- codes pay, and how long an unpaid UPI order holds its stock. A shop without
-- a row (or without a payee address) offers no UPI app payment; a NULL expiry
-- uses the default in src/server/data/shop-payments.ts (30 minutes).
CREATE TABLE shop_payment_settings (
  distributor_id          INTEGER PRIMARY KEY REFERENCES distributors(id),
  payee_vpa               TEXT CHECK (payee_vpa IS NULL OR (length(payee_vpa) BETWEEN 3 AND 255 AND payee_vpa LIKE '%_@_%')),
  payee_name              TEXT CHECK (payee_name IS NULL OR length(payee_name) BETWEEN 1 AND 80),
  unpaid_expiry_minutes   INTEGER CHECK (unpaid_expiry_minutes IS NULL OR unpaid_expiry_minutes BETWEEN 5 AND 1440)
);

-- When a pending payment expires, the bank's reference an admin verified it
-- with (unique within a shop, so one payment cannot pay two orders), and why
-- an order was cancelled, shown to the shopper.
ALTER TABLE orders ADD COLUMN payment_expires_at TEXT;
ALTER TABLE orders ADD COLUMN payment_utr TEXT;
ALTER TABLE orders ADD COLUMN cancel_reason TEXT;
CREATE UNIQUE INDEX orders_payment_utr ON orders(distributor_id, payment_utr) WHERE payment_utr IS NOT NULL;
-- The expiry job's scan: only orders still waiting for money.
CREATE INDEX orders_payment_expiry ON orders(payment_expires_at) WHERE payment_status = 'pending';
