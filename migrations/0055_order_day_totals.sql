-- The console's Today page shows the orders and the money paid of the shop's
-- day and week. Summing them from the orders read every order of the week (a
-- big shop's week is thousands); order_day_totals keeps one row per shop and
-- India day (UTC+5:30, the day the console counts in), so the page reads at
-- most seven rows. Triggers on orders keep it in step with every write, in the
-- write's own transaction.
--
-- paid_paise: orders whose payment went through, each net of what was
-- refunded, never below zero (as the Today page always counted it).
CREATE TABLE order_day_totals (
  distributor_id  INTEGER NOT NULL,
  day             TEXT NOT NULL,
  order_count     INTEGER NOT NULL DEFAULT 0,
  paid_paise      INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (distributor_id, day)
) WITHOUT ROWID;

INSERT INTO order_day_totals (distributor_id, day, order_count, paid_paise)
  SELECT distributor_id, coalesce(date(created_at, '+330 minutes'), ''), COUNT(*),
    SUM(CASE WHEN payment_status IN ('paid', 'partly_refunded', 'refunded') THEN MAX(0, final_price_after_coupon_paise - refund_amount_paise) ELSE 0 END)
  FROM orders GROUP BY 1, 2;

CREATE TRIGGER order_day_totals_insert AFTER INSERT ON orders BEGIN
  INSERT INTO order_day_totals (distributor_id, day, order_count, paid_paise)
    VALUES (new.distributor_id, coalesce(date(new.created_at, '+330 minutes'), ''), 1,
      CASE WHEN new.payment_status IN ('paid', 'partly_refunded', 'refunded') THEN MAX(0, new.final_price_after_coupon_paise - new.refund_amount_paise) ELSE 0 END)
    ON CONFLICT (distributor_id, day) DO UPDATE SET order_count = order_count + 1, paid_paise = paid_paise + excluded.paid_paise;
END;

CREATE TRIGGER order_day_totals_delete AFTER DELETE ON orders BEGIN
  UPDATE order_day_totals SET order_count = order_count - 1,
    paid_paise = paid_paise - CASE WHEN old.payment_status IN ('paid', 'partly_refunded', 'refunded') THEN MAX(0, old.final_price_after_coupon_paise - old.refund_amount_paise) ELSE 0 END
    WHERE distributor_id = old.distributor_id AND day = coalesce(date(old.created_at, '+330 minutes'), '');
END;

CREATE TRIGGER order_day_totals_update AFTER UPDATE OF distributor_id, created_at, payment_status, final_price_after_coupon_paise, refund_amount_paise ON orders BEGIN
  UPDATE order_day_totals SET order_count = order_count - 1,
    paid_paise = paid_paise - CASE WHEN old.payment_status IN ('paid', 'partly_refunded', 'refunded') THEN MAX(0, old.final_price_after_coupon_paise - old.refund_amount_paise) ELSE 0 END
    WHERE distributor_id = old.distributor_id AND day = coalesce(date(old.created_at, '+330 minutes'), '');
  INSERT INTO order_day_totals (distributor_id, day, order_count, paid_paise)
    VALUES (new.distributor_id, coalesce(date(new.created_at, '+330 minutes'), ''), 1,
      CASE WHEN new.payment_status IN ('paid', 'partly_refunded', 'refunded') THEN MAX(0, new.final_price_after_coupon_paise - new.refund_amount_paise) ELSE 0 END)
    ON CONFLICT (distributor_id, day) DO UPDATE SET order_count = order_count + 1, paid_paise = paid_paise + excluded.paid_paise;
END;
