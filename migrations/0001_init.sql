-- Storefront schema. Every row belongs to one distributor (directly or through
-- its parent). Money is integer paise; times are UTC ISO-8601 text.

CREATE TABLE distributors (
  id          INTEGER PRIMARY KEY,
  slug        TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND length(slug) BETWEEN 1 AND 40),
  name        TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE customers (
  id              INTEGER PRIMARY KEY,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  name            TEXT NOT NULL,
  email           TEXT NOT NULL COLLATE NOCASE,
  mobile          TEXT NOT NULL DEFAULT '',
  password_hash   TEXT NOT NULL,
  role            TEXT NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'admin', 'delivery')),
  address         TEXT NOT NULL DEFAULT '',
  token_version   INTEGER NOT NULL DEFAULT 0,
  deleted_at      TEXT,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (distributor_id, email)
);

-- Saved delivery addresses; customers.address is the profile's current one.
CREATE TABLE customer_addresses (
  id            INTEGER PRIMARY KEY,
  customer_id   INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  full_address  TEXT NOT NULL,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX customer_addresses_customer ON customer_addresses(customer_id);

CREATE TABLE categories (
  id              INTEGER PRIMARY KEY,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  category        TEXT NOT NULL,
  category_image  TEXT,
  banner_image    TEXT,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (distributor_id, category)
);
CREATE INDEX categories_distributor_created ON categories(distributor_id, created_at);

CREATE TABLE products (
  id                   INTEGER PRIMARY KEY,
  distributor_id       INTEGER NOT NULL REFERENCES distributors(id),
  category_id          INTEGER REFERENCES categories(id) ON DELETE SET NULL,
  product_name         TEXT NOT NULL,
  price_paise          INTEGER NOT NULL CHECK (price_paise >= 0),
  discount             REAL NOT NULL DEFAULT 0 CHECK (discount >= 0 AND discount <= 100),
  image                TEXT,
  total_stock          INTEGER NOT NULL DEFAULT 0 CHECK (total_stock >= 0),
  stock_minimum_level  INTEGER NOT NULL DEFAULT 0,
  stock_maximum_level  INTEGER NOT NULL DEFAULT 0,
  description          TEXT NOT NULL DEFAULT '',
  drug_content         TEXT NOT NULL DEFAULT '',
  direction_to_use     TEXT NOT NULL DEFAULT '',
  do_donts             TEXT NOT NULL DEFAULT '',
  features_benefits    TEXT NOT NULL DEFAULT '',
  faqs                 TEXT NOT NULL DEFAULT '',
  created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX products_distributor_category ON products(distributor_id, category_id, created_at);
CREATE INDEX products_distributor_created ON products(distributor_id, created_at);

CREATE TABLE sliders (
  id              INTEGER PRIMARY KEY,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  image           TEXT NOT NULL,
  position        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sliders_distributor ON sliders(distributor_id, position);

CREATE TABLE banner_settings (
  distributor_id                INTEGER PRIMARY KEY REFERENCES distributors(id),
  offer_banner_first            TEXT,
  offer_banner_first_discount   REAL,
  offer_banner_second           TEXT,
  offer_banner_second_discount  REAL,
  popup_banner                  TEXT,
  popup_banner_discount         REAL,
  payment_gateway_image         TEXT
);

CREATE TABLE general_settings (
  distributor_id   INTEGER PRIMARY KEY REFERENCES distributors(id),
  app_name         TEXT NOT NULL,
  phone_number     TEXT NOT NULL DEFAULT '',
  email            TEXT NOT NULL DEFAULT '',
  address          TEXT NOT NULL DEFAULT '',
  web_description  TEXT NOT NULL DEFAULT '',
  logo             TEXT
);

CREATE TABLE pages (
  id              INTEGER PRIMARY KEY,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  name            TEXT NOT NULL,
  content         TEXT NOT NULL DEFAULT '',
  updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (distributor_id, name)
);

CREATE TABLE newsletter_subscribers (
  id              INTEGER PRIMARY KEY,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  email           TEXT NOT NULL COLLATE NOCASE,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (distributor_id, email)
);

CREATE TABLE cart_items (
  id           INTEGER PRIMARY KEY,
  customer_id  INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  product_id   INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  quantity     INTEGER NOT NULL CHECK (quantity >= 1),
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (customer_id, product_id)
);

CREATE TABLE coupons (
  id                  INTEGER PRIMARY KEY,
  distributor_id      INTEGER NOT NULL REFERENCES distributors(id),
  code                TEXT NOT NULL COLLATE NOCASE,
  kind                TEXT NOT NULL CHECK (kind IN ('percent', 'flat')),
  value               REAL NOT NULL CHECK (value > 0),
  max_discount_paise  INTEGER,
  min_order_paise     INTEGER NOT NULL DEFAULT 0,
  valid_from          TEXT NOT NULL,
  valid_to            TEXT NOT NULL,
  per_customer_limit  INTEGER NOT NULL DEFAULT 1 CHECK (per_customer_limit >= 1),
  description         TEXT NOT NULL DEFAULT '',
  active              INTEGER NOT NULL DEFAULT 1,
  UNIQUE (distributor_id, code)
);

CREATE TABLE delivery_charges (
  distributor_id  INTEGER PRIMARY KEY REFERENCES distributors(id),
  charge_paise    INTEGER NOT NULL DEFAULT 0 CHECK (charge_paise >= 0),
  updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE orders (
  id                              INTEGER PRIMARY KEY,
  distributor_id                  INTEGER NOT NULL REFERENCES distributors(id),
  order_id                        TEXT NOT NULL UNIQUE,
  invoice_id                      TEXT NOT NULL UNIQUE,
  user_id                         INTEGER NOT NULL REFERENCES customers(id),
  order_status                    TEXT NOT NULL DEFAULT 'pending'
                                  CHECK (order_status IN ('pending', 'approved', 'completed', 'cancelled', 'returned', 'refunded')),
  payment_method                  TEXT NOT NULL,
  payment_gateway                 TEXT NOT NULL,
  payment_status                  TEXT,
  transaction_id                  TEXT,
  transaction_type                TEXT NOT NULL DEFAULT 'payment',
  payment_date                    TEXT,
  delivery_address                TEXT NOT NULL,
  upi_id                          TEXT,
  card_name                       TEXT,
  card_last4                      TEXT,
  bank_name                       TEXT,
  account_number_masked           TEXT,
  ifsc_code                       TEXT,
  is_manual_payment               INTEGER NOT NULL DEFAULT 0,
  verified_by                     TEXT,
  admin_notes                     TEXT,
  items_total_paise               INTEGER NOT NULL CHECK (items_total_paise >= 0),
  delivery_charge_paise           INTEGER NOT NULL DEFAULT 0,
  coupon_id                       INTEGER REFERENCES coupons(id),
  coupon_code                     TEXT,
  coupon_discount_paise           INTEGER NOT NULL DEFAULT 0,
  final_price_after_coupon_paise  INTEGER NOT NULL CHECK (final_price_after_coupon_paise >= 0),
  assigned_deliveryboy_id         INTEGER REFERENCES customers(id),
  deliveryboy_status              TEXT CHECK (deliveryboy_status IN ('assigned', 'picked_up', 'out_for_delivery', 'delivered', 'failed')),
  delivered_at                    TEXT,
  refund_transaction_id           TEXT,
  refund_date                     TEXT,
  refund_processed_by             TEXT,
  idempotency_key                 TEXT,
  created_at                      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at                      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_user ON orders(user_id, created_at);
CREATE INDEX orders_distributor ON orders(distributor_id, created_at);
CREATE INDEX orders_deliveryboy ON orders(assigned_deliveryboy_id);

CREATE TABLE order_products (
  id             INTEGER PRIMARY KEY,
  order_pk       INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id     INTEGER NOT NULL REFERENCES products(id),
  product_name   TEXT NOT NULL,
  price_paise    INTEGER NOT NULL CHECK (price_paise >= 0),
  discount       REAL NOT NULL DEFAULT 0,
  quantity       INTEGER NOT NULL CHECK (quantity >= 1),
  image          TEXT,
  status         TEXT NOT NULL DEFAULT 'ordered'
                 CHECK (status IN ('ordered', 'return_requested', 'returned', 'refunded', 'removed')),
  return_reason  TEXT,
  returned_at    TEXT,
  UNIQUE (order_pk, product_id)
);
CREATE INDEX order_products_product ON order_products(product_id);

CREATE TABLE coupon_uses (
  id           INTEGER PRIMARY KEY,
  coupon_id    INTEGER NOT NULL REFERENCES coupons(id),
  customer_id  INTEGER NOT NULL REFERENCES customers(id),
  order_pk     INTEGER REFERENCES orders(id) ON DELETE CASCADE,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX coupon_uses_coupon_customer ON coupon_uses(coupon_id, customer_id);

CREATE TABLE reviews (
  id           INTEGER PRIMARY KEY,
  product_id   INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  customer_id  INTEGER NOT NULL REFERENCES customers(id),
  rating       INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review       TEXT NOT NULL,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (product_id, customer_id)
);

CREATE TABLE review_helpful (
  review_id    INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  customer_id  INTEGER NOT NULL REFERENCES customers(id),
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (review_id, customer_id)
);

CREATE TABLE review_reports (
  id           INTEGER PRIMARY KEY,
  review_id    INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  customer_id  INTEGER NOT NULL REFERENCES customers(id),
  reason       TEXT NOT NULL,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE password_reset_tokens (
  token_hash   TEXT PRIMARY KEY,
  customer_id  INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  expires_at   TEXT NOT NULL,
  used_at      TEXT,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Local mail: every message the Mailer sends is written here (tests read it).
CREATE TABLE outbox (
  id              INTEGER PRIMARY KEY,
  distributor_id  INTEGER REFERENCES distributors(id),
  to_email        TEXT NOT NULL,
  subject         TEXT NOT NULL,
  body_text       TEXT NOT NULL,
  body_html       TEXT,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Fixed-window counters for throttling (login, forgot-password).
CREATE TABLE rate_limits (
  key           TEXT PRIMARY KEY,
  window_start  INTEGER NOT NULL,
  count         INTEGER NOT NULL
);

-- Product name search: a trigram FTS5 index answers "name contains q"
-- (case-insensitive) from an index for queries of 3+ characters.
CREATE VIRTUAL TABLE products_search USING fts5(
  product_name, content='products', content_rowid='id', tokenize='trigram'
);
CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_search(rowid, product_name) VALUES (new.id, new.product_name);
END;
CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
  INSERT INTO products_search(products_search, rowid, product_name) VALUES ('delete', old.id, old.product_name);
END;
CREATE TRIGGER products_search_update AFTER UPDATE OF product_name ON products BEGIN
  INSERT INTO products_search(products_search, rowid, product_name) VALUES ('delete', old.id, old.product_name);
  INSERT INTO products_search(rowid, product_name) VALUES (new.id, new.product_name);
END;
