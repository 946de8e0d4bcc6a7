-- One ledger of money per order (docs/money.md, "The ledger").
--
-- Every movement of money is a row: a capture by a gateway (or the local
-- settlement at placing), an admin's verification of a direct UPI payment by
-- its UTR, cash the rider collected at the door, and every refund, sent
-- through the gateway or recorded by hand. Amounts are positive paise; the
-- kind says the direction. An order's money is the sum of its rows: what it
-- received (every kind but refund) and what went back (refund). Rows are never
-- changed or removed: a correction is another row.
CREATE TABLE payments (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  -- No foreign key: the ledger outlives an order an operator deletes.
  order_pk        INTEGER NOT NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('capture', 'verification', 'cash', 'refund')),
  method          TEXT NOT NULL CHECK (method IN ('gateway', 'upi', 'card', 'netbanking', 'cash', 'bank')),
  amount_paise    INTEGER NOT NULL CHECK (amount_paise > 0),
  -- The gateway's payment or refund id, the bank's UTR, or the admin's note of how it went back.
  reference       TEXT,
  -- Who moved it: an account id and role, or NULL with role 'system' (the shop itself, the migration).
  actor_id        INTEGER,
  actor_role      TEXT NOT NULL CHECK (actor_role IN ('admin', 'delivery', 'customer', 'system')),
  actor_name      TEXT,
  created_at      TEXT NOT NULL
);
CREATE INDEX payments_order ON payments(order_pk, kind);
-- One gateway payment or refund id is recorded once per order: a replayed
-- webhook or a second return from Checkout cannot count it twice.
CREATE UNIQUE INDEX payments_gateway_reference ON payments(order_pk, kind, reference) WHERE method = 'gateway' AND reference IS NOT NULL;

CREATE TRIGGER payments_no_update BEFORE UPDATE ON payments
BEGIN
  SELECT RAISE(ABORT, 'payments are append-only');
END;
CREATE TRIGGER payments_no_delete BEFORE DELETE ON payments
BEGIN
  SELECT RAISE(ABORT, 'payments are append-only');
END;

-- The payee a direct UPI order pays, copied from the shop's settings when it
-- is placed: a later change of payee does not redirect a pending order's QR.
ALTER TABLE orders ADD COLUMN payee_vpa TEXT;
ALTER TABLE orders ADD COLUMN payee_name TEXT;
UPDATE orders SET
  payee_vpa = (SELECT s.payee_vpa FROM shop_payment_settings s WHERE s.distributor_id = orders.distributor_id),
  payee_name = (SELECT s.payee_name FROM shop_payment_settings s WHERE s.distributor_id = orders.distributor_id)
WHERE payment_gateway = 'UPI' AND payment_expires_at IS NOT NULL;

-- Backfill: what each existing order received, as its columns say today.
-- Received: a paid (or partly or wholly refunded) state; before payment
-- states existed (NULL), every method but cash was settled at placing and
-- cash was taken when the rider delivered. The amount is the order's stored
-- total; the row's kind follows how it was paid.
INSERT INTO payments (distributor_id, order_pk, kind, method, amount_paise, reference, actor_id, actor_role, actor_name, created_at)
SELECT distributor_id, id,
  CASE
    WHEN payment_gateway = 'COD' THEN 'cash'
    WHEN payment_utr IS NOT NULL THEN 'verification'
    ELSE 'capture'
  END,
  CASE
    WHEN payment_gateway = 'COD' THEN 'cash'
    WHEN gateway_payment_id IS NOT NULL THEN 'gateway'
    WHEN payment_gateway IN ('UPI', 'CARD', 'NETBANKING') THEN lower(payment_gateway)
    ELSE 'bank'
  END,
  final_price_after_coupon_paise,
  COALESCE(payment_utr, gateway_payment_id, transaction_id),
  NULL,
  CASE WHEN payment_utr IS NOT NULL THEN 'admin' ELSE 'system' END,
  CASE WHEN payment_utr IS NOT NULL THEN verified_by ELSE NULL END,
  COALESCE(payment_date, delivered_at, created_at)
FROM orders
WHERE final_price_after_coupon_paise > 0
  AND (
    payment_status IN ('paid', 'partly_refunded', 'refunded')
    OR (payment_status IS NULL AND (payment_gateway <> 'COD' OR deliveryboy_status = 'delivered' OR delivered_at IS NOT NULL))
  );

-- What went back, as one refund row per order (the orders kept only the sum).
INSERT INTO payments (distributor_id, order_pk, kind, method, amount_paise, reference, actor_id, actor_role, actor_name, created_at)
SELECT distributor_id, id, 'refund',
  CASE
    WHEN gateway_payment_id IS NOT NULL THEN 'gateway'
    WHEN payment_gateway = 'COD' THEN 'cash'
    WHEN payment_gateway IN ('UPI', 'CARD', 'NETBANKING') THEN lower(payment_gateway)
    ELSE 'bank'
  END,
  refund_amount_paise,
  refund_transaction_id,
  NULL,
  CASE WHEN refund_processed_by IS NOT NULL THEN 'admin' ELSE 'system' END,
  refund_processed_by,
  COALESCE(refund_date, updated_at, created_at)
FROM orders
WHERE refund_amount_paise > 0;
