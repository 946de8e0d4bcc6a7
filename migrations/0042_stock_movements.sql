-- Every change to a product's stock, one row each: who made it (a staff
-- member; NULL for a shopper's order), when, why, by how much and the stock
-- before and after. Written in the same D1 batch as the change itself, so a
-- stock figure and its history never disagree. Rows are never changed or
-- removed: the triggers below refuse any UPDATE or DELETE.
CREATE TABLE stock_movements (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  product_id      INTEGER NOT NULL REFERENCES products(id),
  actor_id        INTEGER,
  -- received, damaged, correction: the console's adjustments; set: the stock
  -- typed into the product form; import: a CSV import; sold and restocked:
  -- an order placed, and one cancelled.
  reason          TEXT NOT NULL CHECK (reason IN ('received', 'damaged', 'correction', 'set', 'import', 'sold', 'restocked')),
  quantity_change INTEGER NOT NULL,
  stock_before    INTEGER NOT NULL,
  stock_after     INTEGER NOT NULL CHECK (stock_after >= 0),
  note            TEXT,
  -- The order behind a sale or a restock (its public id).
  order_ref       TEXT,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX stock_movements_product ON stock_movements (distributor_id, product_id, id DESC);

CREATE TRIGGER stock_movements_no_update BEFORE UPDATE ON stock_movements
BEGIN
  SELECT RAISE(ABORT, 'stock_movements rows are never changed');
END;

CREATE TRIGGER stock_movements_no_delete BEFORE DELETE ON stock_movements
BEGIN
  SELECT RAISE(ABORT, 'stock_movements rows are never removed');
END;
