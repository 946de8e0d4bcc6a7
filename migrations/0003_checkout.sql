-- Checkout: a coupon use beyond the coupon's per-customer limit aborts the
-- statement, and with it the whole order batch (two orders placed at once
-- cannot both use a coupon the customer may use only once more).
CREATE TRIGGER coupon_uses_limit BEFORE INSERT ON coupon_uses
WHEN (SELECT COUNT(*) FROM coupon_uses WHERE coupon_id = NEW.coupon_id AND customer_id = NEW.customer_id)
     >= (SELECT per_customer_limit FROM coupons WHERE id = NEW.coupon_id)
BEGIN
  SELECT RAISE(ABORT, 'coupon_use_limit');
END;
