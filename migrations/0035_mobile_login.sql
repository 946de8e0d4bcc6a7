-- Login by mobile number and a one-time code sent by SMS.

-- When the account's mobile was last proven by a code (NULL: never). A
-- number typed at sign-up is not proven, and many accounts may share one
-- (typos, family members, test data): only a proven number is unique per
-- shop. Existing rows stay unproven; a code login on a number that exactly
-- one account holds proves it (docs/sessions.md).
ALTER TABLE customers ADD COLUMN mobile_verified_at TEXT;
CREATE UNIQUE INDEX customers_verified_mobile ON customers(distributor_id, mobile) WHERE mobile_verified_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS customers_mobile ON customers(distributor_id, mobile);

-- The one open login code of a number in a shop: only its keyed hash (an
-- HMAC under the Worker's secret, so a copied table cannot be tried against
-- the million possible codes), when it stops working (ms since the epoch),
-- and the wrong tries spent on it. A new code replaces the old; a code
-- used, expired or tried too often is deleted.
CREATE TABLE login_codes (
  distributor_id  INTEGER NOT NULL,
  mobile          TEXT NOT NULL,
  code_hash       TEXT NOT NULL,
  expires_at      INTEGER NOT NULL,
  attempts        INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (distributor_id, mobile)
);
CREATE INDEX login_codes_expiry ON login_codes(expires_at);

-- A prescription uploaded in the cart, before the order exists: one per
-- shopper of a shop (a new upload replaces it). The file is in the private
-- bucket like an order's; placing an order that needs one moves the file to
-- the order and deletes this row in the same batch (docs/india.md).
CREATE TABLE cart_prescriptions (
  distributor_id  INTEGER NOT NULL,
  customer_id     INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  file_key        TEXT NOT NULL,
  file_type       TEXT NOT NULL,
  file_size       INTEGER NOT NULL,
  uploaded_at     TEXT NOT NULL,
  PRIMARY KEY (distributor_id, customer_id)
);
