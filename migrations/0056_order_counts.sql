-- How many of a shop's orders are in each status and in each of the Today
-- page's order queues. Counting them from the orders read every open order
-- (a big shop's queues are hundreds) and, for the order list's status filter,
-- every order of that status (a year of delivered ones); this keeps one row
-- per shop, so the Today page and the list's total read one row. Triggers on
-- orders keep it in step with every write, in the write's own transaction,
-- and write it only when a counted column changes. The queue conditions are
-- the order list's `waiting` filters (src/server/data/order-queues.ts); a
-- change there is a change here. Returns to process are counted from their
-- lines (the partial index order_products_returns), not here.
CREATE TABLE order_counts (
  distributor_id      INTEGER PRIMARY KEY,
  status_pending      INTEGER NOT NULL DEFAULT 0,
  status_approved     INTEGER NOT NULL DEFAULT 0,
  status_completed    INTEGER NOT NULL DEFAULT 0,
  status_cancelled    INTEGER NOT NULL DEFAULT 0,
  status_returned     INTEGER NOT NULL DEFAULT 0,
  status_refunded     INTEGER NOT NULL DEFAULT 0,
  to_assign           INTEGER NOT NULL DEFAULT 0,
  on_the_road         INTEGER NOT NULL DEFAULT 0,
  payments_to_verify  INTEGER NOT NULL DEFAULT 0
);

INSERT INTO order_counts (distributor_id, status_pending, status_approved, status_completed, status_cancelled, status_returned, status_refunded, to_assign, on_the_road, payments_to_verify)
  SELECT o.distributor_id,
    SUM(CASE WHEN o.order_status = 'pending' THEN 1 ELSE 0 END),
    SUM(CASE WHEN o.order_status = 'approved' THEN 1 ELSE 0 END),
    SUM(CASE WHEN o.order_status = 'completed' THEN 1 ELSE 0 END),
    SUM(CASE WHEN o.order_status = 'cancelled' THEN 1 ELSE 0 END),
    SUM(CASE WHEN o.order_status = 'returned' THEN 1 ELSE 0 END),
    SUM(CASE WHEN o.order_status = 'refunded' THEN 1 ELSE 0 END),
    SUM(CASE WHEN o.order_status = 'approved' AND (o.assigned_deliveryboy_id IS NULL OR o.deliveryboy_status = 'failed') THEN 1 ELSE 0 END),
    SUM(CASE WHEN o.order_status IN ('pending', 'approved') AND o.deliveryboy_status IN ('assigned', 'picked_up', 'out_for_delivery') THEN 1 ELSE 0 END),
    SUM(CASE WHEN o.payment_gateway = 'UPI' AND o.payment_status = 'pending' THEN 1 ELSE 0 END)
  FROM orders o GROUP BY o.distributor_id;

CREATE TRIGGER order_counts_insert AFTER INSERT ON orders BEGIN
  INSERT INTO order_counts (distributor_id, status_pending, status_approved, status_completed, status_cancelled, status_returned, status_refunded, to_assign, on_the_road, payments_to_verify)
    VALUES (new.distributor_id,
      CASE WHEN new.order_status = 'pending' THEN 1 ELSE 0 END,
      CASE WHEN new.order_status = 'approved' THEN 1 ELSE 0 END,
      CASE WHEN new.order_status = 'completed' THEN 1 ELSE 0 END,
      CASE WHEN new.order_status = 'cancelled' THEN 1 ELSE 0 END,
      CASE WHEN new.order_status = 'returned' THEN 1 ELSE 0 END,
      CASE WHEN new.order_status = 'refunded' THEN 1 ELSE 0 END,
      CASE WHEN new.order_status = 'approved' AND (new.assigned_deliveryboy_id IS NULL OR new.deliveryboy_status = 'failed') THEN 1 ELSE 0 END,
      CASE WHEN new.order_status IN ('pending', 'approved') AND new.deliveryboy_status IN ('assigned', 'picked_up', 'out_for_delivery') THEN 1 ELSE 0 END,
      CASE WHEN new.payment_gateway = 'UPI' AND new.payment_status = 'pending' THEN 1 ELSE 0 END)
    ON CONFLICT (distributor_id) DO UPDATE SET
      status_pending = status_pending + excluded.status_pending,
      status_approved = status_approved + excluded.status_approved,
      status_completed = status_completed + excluded.status_completed,
      status_cancelled = status_cancelled + excluded.status_cancelled,
      status_returned = status_returned + excluded.status_returned,
      status_refunded = status_refunded + excluded.status_refunded,
      to_assign = to_assign + excluded.to_assign,
      on_the_road = on_the_road + excluded.on_the_road,
      payments_to_verify = payments_to_verify + excluded.payments_to_verify;
END;

CREATE TRIGGER order_counts_delete AFTER DELETE ON orders BEGIN
  UPDATE order_counts SET
    status_pending = status_pending - CASE WHEN old.order_status = 'pending' THEN 1 ELSE 0 END,
    status_approved = status_approved - CASE WHEN old.order_status = 'approved' THEN 1 ELSE 0 END,
    status_completed = status_completed - CASE WHEN old.order_status = 'completed' THEN 1 ELSE 0 END,
    status_cancelled = status_cancelled - CASE WHEN old.order_status = 'cancelled' THEN 1 ELSE 0 END,
    status_returned = status_returned - CASE WHEN old.order_status = 'returned' THEN 1 ELSE 0 END,
    status_refunded = status_refunded - CASE WHEN old.order_status = 'refunded' THEN 1 ELSE 0 END,
    to_assign = to_assign - CASE WHEN old.order_status = 'approved' AND (old.assigned_deliveryboy_id IS NULL OR old.deliveryboy_status = 'failed') THEN 1 ELSE 0 END,
    on_the_road = on_the_road - CASE WHEN old.order_status IN ('pending', 'approved') AND old.deliveryboy_status IN ('assigned', 'picked_up', 'out_for_delivery') THEN 1 ELSE 0 END,
    payments_to_verify = payments_to_verify - CASE WHEN old.payment_gateway = 'UPI' AND old.payment_status = 'pending' THEN 1 ELSE 0 END
    WHERE distributor_id = old.distributor_id;
END;

CREATE TRIGGER order_counts_update AFTER UPDATE OF distributor_id, order_status, assigned_deliveryboy_id, deliveryboy_status, payment_gateway, payment_status ON orders
  WHEN old.distributor_id IS NOT new.distributor_id OR old.order_status IS NOT new.order_status OR old.assigned_deliveryboy_id IS NOT new.assigned_deliveryboy_id OR old.deliveryboy_status IS NOT new.deliveryboy_status OR old.payment_gateway IS NOT new.payment_gateway OR old.payment_status IS NOT new.payment_status BEGIN
  UPDATE order_counts SET
    status_pending = status_pending - CASE WHEN old.order_status = 'pending' THEN 1 ELSE 0 END,
    status_approved = status_approved - CASE WHEN old.order_status = 'approved' THEN 1 ELSE 0 END,
    status_completed = status_completed - CASE WHEN old.order_status = 'completed' THEN 1 ELSE 0 END,
    status_cancelled = status_cancelled - CASE WHEN old.order_status = 'cancelled' THEN 1 ELSE 0 END,
    status_returned = status_returned - CASE WHEN old.order_status = 'returned' THEN 1 ELSE 0 END,
    status_refunded = status_refunded - CASE WHEN old.order_status = 'refunded' THEN 1 ELSE 0 END,
    to_assign = to_assign - CASE WHEN old.order_status = 'approved' AND (old.assigned_deliveryboy_id IS NULL OR old.deliveryboy_status = 'failed') THEN 1 ELSE 0 END,
    on_the_road = on_the_road - CASE WHEN old.order_status IN ('pending', 'approved') AND old.deliveryboy_status IN ('assigned', 'picked_up', 'out_for_delivery') THEN 1 ELSE 0 END,
    payments_to_verify = payments_to_verify - CASE WHEN old.payment_gateway = 'UPI' AND old.payment_status = 'pending' THEN 1 ELSE 0 END
    WHERE distributor_id = old.distributor_id;
  INSERT INTO order_counts (distributor_id, status_pending, status_approved, status_completed, status_cancelled, status_returned, status_refunded, to_assign, on_the_road, payments_to_verify)
    VALUES (new.distributor_id,
      CASE WHEN new.order_status = 'pending' THEN 1 ELSE 0 END,
      CASE WHEN new.order_status = 'approved' THEN 1 ELSE 0 END,
      CASE WHEN new.order_status = 'completed' THEN 1 ELSE 0 END,
      CASE WHEN new.order_status = 'cancelled' THEN 1 ELSE 0 END,
      CASE WHEN new.order_status = 'returned' THEN 1 ELSE 0 END,
      CASE WHEN new.order_status = 'refunded' THEN 1 ELSE 0 END,
      CASE WHEN new.order_status = 'approved' AND (new.assigned_deliveryboy_id IS NULL OR new.deliveryboy_status = 'failed') THEN 1 ELSE 0 END,
      CASE WHEN new.order_status IN ('pending', 'approved') AND new.deliveryboy_status IN ('assigned', 'picked_up', 'out_for_delivery') THEN 1 ELSE 0 END,
      CASE WHEN new.payment_gateway = 'UPI' AND new.payment_status = 'pending' THEN 1 ELSE 0 END)
    ON CONFLICT (distributor_id) DO UPDATE SET
      status_pending = status_pending + excluded.status_pending,
      status_approved = status_approved + excluded.status_approved,
      status_completed = status_completed + excluded.status_completed,
      status_cancelled = status_cancelled + excluded.status_cancelled,
      status_returned = status_returned + excluded.status_returned,
      status_refunded = status_refunded + excluded.status_refunded,
      to_assign = to_assign + excluded.to_assign,
      on_the_road = on_the_road + excluded.on_the_road,
      payments_to_verify = payments_to_verify + excluded.payments_to_verify;
END;

-- Products on sale at or under their minimum stock, per shop: the Today page
-- says how many (a big shop has thousands) from this one row. Written only
-- when a product goes in or out of that state.
CREATE TABLE low_stock_counts (
  distributor_id  INTEGER PRIMARY KEY,
  n               INTEGER NOT NULL DEFAULT 0
);

INSERT INTO low_stock_counts (distributor_id, n)
  SELECT distributor_id, COUNT(*) FROM products
  WHERE withdrawn_at IS NULL AND total_stock <= stock_minimum_level GROUP BY distributor_id;

CREATE TRIGGER low_stock_counts_insert AFTER INSERT ON products
  WHEN new.withdrawn_at IS NULL AND new.total_stock <= new.stock_minimum_level BEGIN
  INSERT INTO low_stock_counts (distributor_id, n) VALUES (new.distributor_id, 1)
    ON CONFLICT (distributor_id) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER low_stock_counts_delete AFTER DELETE ON products
  WHEN old.withdrawn_at IS NULL AND old.total_stock <= old.stock_minimum_level BEGIN
  UPDATE low_stock_counts SET n = n - 1 WHERE distributor_id = old.distributor_id;
END;

CREATE TRIGGER low_stock_counts_update AFTER UPDATE OF distributor_id, withdrawn_at, total_stock, stock_minimum_level ON products
  WHEN old.distributor_id IS NOT new.distributor_id
    OR coalesce(old.withdrawn_at IS NULL AND old.total_stock <= old.stock_minimum_level, 0)
       <> coalesce(new.withdrawn_at IS NULL AND new.total_stock <= new.stock_minimum_level, 0) BEGIN
  UPDATE low_stock_counts SET n = n - 1
    WHERE distributor_id = old.distributor_id AND coalesce(old.withdrawn_at IS NULL AND old.total_stock <= old.stock_minimum_level, 0);
  INSERT INTO low_stock_counts (distributor_id, n)
    SELECT new.distributor_id, 1 WHERE coalesce(new.withdrawn_at IS NULL AND new.total_stock <= new.stock_minimum_level, 0)
    ON CONFLICT (distributor_id) DO UPDATE SET n = n + 1;
END;
