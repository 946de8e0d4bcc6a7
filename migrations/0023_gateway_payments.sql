-- Gateway payments (Razorpay) per shop (docs/payments.md).
--
-- A shop's gateway keys, encrypted at rest (AES-GCM under the Worker secret
-- PAYMENT_KEYS_SECRET): the key id is public (Checkout shows it to the
-- browser) but kept encrypted too; only its last 4 characters are kept in
-- clear, for the console to show which key is set.
CREATE TABLE shop_gateway_keys (
  distributor_id      INTEGER PRIMARY KEY REFERENCES distributors(id),
  provider            TEXT NOT NULL DEFAULT 'razorpay' CHECK (provider IN ('razorpay')),
  key_id_enc          TEXT NOT NULL,
  key_id_last4        TEXT NOT NULL,
  key_secret_enc      TEXT NOT NULL,
  webhook_secret_enc  TEXT NOT NULL,
  updated_at          TEXT NOT NULL
);

-- The gateway's order an order is paid through, and the payment that paid it.
ALTER TABLE orders ADD COLUMN gateway_order_id TEXT;
ALTER TABLE orders ADD COLUMN gateway_payment_id TEXT;
CREATE UNIQUE INDEX orders_gateway_order ON orders(distributor_id, gateway_order_id) WHERE gateway_order_id IS NOT NULL;

-- Refunds sent to the gateway: pending until its refund.processed webhook.
CREATE TABLE gateway_refunds (
  refund_id       TEXT NOT NULL,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  order_pk        INTEGER NOT NULL REFERENCES orders(id),
  amount_paise    INTEGER NOT NULL CHECK (amount_paise > 0),
  status          TEXT NOT NULL CHECK (status IN ('pending', 'processed')),
  created_at      TEXT NOT NULL,
  processed_at    TEXT,
  PRIMARY KEY (distributor_id, refund_id)
);
CREATE INDEX gateway_refunds_order ON gateway_refunds(order_pk);
-- What the order shows of them: 'pending' while any is unconfirmed.
ALTER TABLE orders ADD COLUMN gateway_refund_status TEXT CHECK (gateway_refund_status IS NULL OR gateway_refund_status IN ('pending', 'processed'));

-- Webhook deliveries already handled, by the gateway's event id: a replayed
-- delivery is answered without a second effect.
CREATE TABLE gateway_webhook_events (
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  event_id        TEXT NOT NULL,
  event           TEXT NOT NULL,
  received_at     TEXT NOT NULL,
  PRIMARY KEY (distributor_id, event_id)
);
