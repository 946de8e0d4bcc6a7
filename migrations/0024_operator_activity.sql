-- The console's audit log: one row per operator write (an admin's or a
-- rider's), written by the same D1 batch as the change it describes, so the
-- change and its row commit together or not at all. Rows are never changed
-- or removed: the triggers below refuse any UPDATE or DELETE.
CREATE TABLE operator_activity (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  actor_id        INTEGER NOT NULL,
  actor_name      TEXT NOT NULL,
  actor_role      TEXT NOT NULL,
  action          TEXT NOT NULL,
  -- What the write touched: order (its public order id), product, category,
  -- coupon, customer, page or shop (shop-wide settings).
  target_kind     TEXT NOT NULL,
  target_ref      TEXT,
  -- The few request fields that say what was done (a new status, a line), as JSON.
  detail          TEXT NOT NULL DEFAULT '{}',
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX operator_activity_newest ON operator_activity (distributor_id, id DESC);
CREATE INDEX operator_activity_target ON operator_activity (distributor_id, target_kind, target_ref, id DESC);

CREATE TRIGGER operator_activity_no_update BEFORE UPDATE ON operator_activity
BEGIN
  SELECT RAISE(ABORT, 'operator_activity rows are never changed');
END;

CREATE TRIGGER operator_activity_no_delete BEFORE DELETE ON operator_activity
BEGIN
  SELECT RAISE(ABORT, 'operator_activity rows are never removed');
END;

-- Why the rider's delivery failed (required with the Failed step); cleared
-- when the order is given to a rider again (the audit log keeps it).
ALTER TABLE orders ADD COLUMN delivery_failed_reason TEXT;

-- Scratch rows that live only inside one batch: the database's change count
-- when the batch began, so its activity row is written only when the batch's
-- own statements changed something (a write refused by its guards records
-- nothing). The batch removes its row before it ends.
CREATE TABLE operator_activity_marks (
  id    TEXT PRIMARY KEY,
  base  INTEGER NOT NULL
);
