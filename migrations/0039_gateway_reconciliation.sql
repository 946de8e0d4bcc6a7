-- Daily reconciliation of the ledger with the payment gateway (docs/money.md,
-- "Reconciliation"). Each run compares, for a shop's recent gateway orders,
-- the ledger's gateway captures with the payments the gateway reports, and
-- keeps every difference it finds here. A difference is kept once: the same
-- payment of the same order with the same kind is not added again by later
-- runs (the unique index and INSERT OR IGNORE).
CREATE TABLE reconciliation_differences (
  id                INTEGER PRIMARY KEY AUTOINCREMENT,
  distributor_id    INTEGER NOT NULL REFERENCES distributors(id),
  order_pk          INTEGER NOT NULL,
  order_id          TEXT NOT NULL,
  gateway_order_id  TEXT NOT NULL,
  payment_id        TEXT NOT NULL,
  -- missing_in_ledger: the gateway captured a payment the ledger lacks;
  -- amount_differs: both know it, with different amounts;
  -- unknown_to_gateway: the ledger holds a gateway capture the gateway does not report.
  kind              TEXT NOT NULL CHECK (kind IN ('missing_in_ledger', 'amount_differs', 'unknown_to_gateway')),
  ledger_paise      INTEGER,
  gateway_paise     INTEGER,
  found_at          TEXT NOT NULL
);
CREATE UNIQUE INDEX reconciliation_differences_once ON reconciliation_differences(distributor_id, gateway_order_id, payment_id, kind);
CREATE INDEX reconciliation_differences_shop ON reconciliation_differences(distributor_id, found_at);

-- When each shop was last reconciled, and how much was looked at.
CREATE TABLE reconciliation_runs (
  distributor_id  INTEGER PRIMARY KEY REFERENCES distributors(id),
  ran_at          TEXT NOT NULL,
  orders_checked  INTEGER NOT NULL,
  differences     INTEGER NOT NULL
);
