-- Per-shop limits on what one account may hold unpaid or undelivered, so no
-- one can lock a shop's stock with orders they never pay for or take. A shop
-- without a row (or a column left NULL) uses the defaults in
-- src/server/checkout/order-limits.ts.
CREATE TABLE shop_order_limits (
  distributor_id                INTEGER PRIMARY KEY REFERENCES distributors(id),
  -- Units of one product in one order.
  max_quantity_per_product      INTEGER CHECK (max_quantity_per_product > 0),
  -- An account is new for this many days after sign-up, until an order of it is delivered.
  new_account_days              INTEGER CHECK (new_account_days >= 0),
  -- Orders a new account may have open (not delivered, not cancelled) at once, this one included.
  new_account_open_orders       INTEGER CHECK (new_account_open_orders > 0),
  -- Their value together, this one included, in paise.
  new_account_open_value_paise  INTEGER CHECK (new_account_open_value_paise > 0),
  -- The most one cash-on-delivery order may come to, in paise.
  cod_max_paise                 INTEGER CHECK (cod_max_paise > 0)
);
