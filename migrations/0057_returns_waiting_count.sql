-- How many of a shop's orders have returned goods to process (the Today
-- page's "returns" queue), kept like the other queues of order_counts
-- (0056) instead of counted from the returned lines on every view. An order
-- is in the queue while at least one of its lines is waiting; the condition is
-- RETURN_WAITING of src/server/data/order-queues.ts (and the partial index
-- order_products_returns), word for word: a change there is a change here.
--
-- order_returns_waiting keeps, per order in the queue, its shop and how many
-- of its lines wait; triggers on order_products keep it, and its own triggers
-- count its rows into order_counts.returns_to_process. It holds the shop so a
-- line deleted with its order (a cascade) still finds the counter to lower.
-- An order never moves to another shop, so nothing follows orders.distributor_id.
CREATE TABLE order_returns_waiting (
  order_pk        INTEGER PRIMARY KEY,
  distributor_id  INTEGER NOT NULL,
  lines           INTEGER NOT NULL
);

INSERT INTO order_returns_waiting (order_pk, distributor_id, lines)
  SELECT p.order_pk, o.distributor_id, COUNT(*) FROM order_products p JOIN orders o ON o.id = p.order_pk
  WHERE p.status IN ('return_requested', 'returned') OR (p.status = 'ordered' AND p.returned_quantity > p.restocked_quantity + p.damaged_quantity)
  GROUP BY p.order_pk;

ALTER TABLE order_counts ADD COLUMN returns_to_process INTEGER NOT NULL DEFAULT 0;

INSERT INTO order_counts (distributor_id, returns_to_process)
  SELECT distributor_id, COUNT(*) FROM order_returns_waiting WHERE true GROUP BY distributor_id
  ON CONFLICT (distributor_id) DO UPDATE SET returns_to_process = excluded.returns_to_process;

-- An order joins the queue (its first waiting line) or leaves it (its last).
-- An upsert that only adds a line to an order already queued is an update, so
-- it does not count the order twice.
CREATE TRIGGER order_returns_waiting_joined AFTER INSERT ON order_returns_waiting BEGIN
  INSERT INTO order_counts (distributor_id, returns_to_process) VALUES (new.distributor_id, 1)
    ON CONFLICT (distributor_id) DO UPDATE SET returns_to_process = returns_to_process + 1;
END;

CREATE TRIGGER order_returns_waiting_left AFTER DELETE ON order_returns_waiting BEGIN
  UPDATE order_counts SET returns_to_process = returns_to_process - 1 WHERE distributor_id = old.distributor_id;
END;

CREATE TRIGGER order_returns_waiting_line_insert AFTER INSERT ON order_products
  WHEN new.status IN ('return_requested', 'returned') OR (new.status = 'ordered' AND new.returned_quantity > new.restocked_quantity + new.damaged_quantity) BEGIN
  INSERT INTO order_returns_waiting (order_pk, distributor_id, lines)
    SELECT new.order_pk, o.distributor_id, 1 FROM orders o WHERE o.id = new.order_pk
    ON CONFLICT (order_pk) DO UPDATE SET lines = lines + 1;
END;

CREATE TRIGGER order_returns_waiting_line_delete AFTER DELETE ON order_products
  WHEN old.status IN ('return_requested', 'returned') OR (old.status = 'ordered' AND old.returned_quantity > old.restocked_quantity + old.damaged_quantity) BEGIN
  UPDATE order_returns_waiting SET lines = lines - 1 WHERE order_pk = old.order_pk;
  DELETE FROM order_returns_waiting WHERE order_pk = old.order_pk AND lines <= 0;
END;

CREATE TRIGGER order_returns_waiting_line_update AFTER UPDATE OF order_pk, status, returned_quantity, restocked_quantity, damaged_quantity ON order_products
  WHEN old.order_pk IS NOT new.order_pk
    OR (old.status IN ('return_requested', 'returned') OR (old.status = 'ordered' AND old.returned_quantity > old.restocked_quantity + old.damaged_quantity))
       <> (new.status IN ('return_requested', 'returned') OR (new.status = 'ordered' AND new.returned_quantity > new.restocked_quantity + new.damaged_quantity)) BEGIN
  UPDATE order_returns_waiting SET lines = lines - 1
    WHERE order_pk = old.order_pk
      AND (old.status IN ('return_requested', 'returned') OR (old.status = 'ordered' AND old.returned_quantity > old.restocked_quantity + old.damaged_quantity));
  DELETE FROM order_returns_waiting WHERE order_pk = old.order_pk AND lines <= 0;
  INSERT INTO order_returns_waiting (order_pk, distributor_id, lines)
    SELECT new.order_pk, o.distributor_id, 1 FROM orders o
    WHERE o.id = new.order_pk
      AND (new.status IN ('return_requested', 'returned') OR (new.status = 'ordered' AND new.returned_quantity > new.restocked_quantity + new.damaged_quantity))
    ON CONFLICT (order_pk) DO UPDATE SET lines = lines + 1;
END;
