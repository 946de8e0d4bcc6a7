-- Order money kept with the order, so an old order never changes when a price
-- or a rounding rule does (rules: docs/money.md), and a version that every
-- change to an order bumps, so concurrent changes are decided by one winner.

-- Bumped by every change to a placed order; a change applies only while the
-- order still has the version it read.
ALTER TABLE orders ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
-- Total refunded for the order (lines refunded, plus delivery once the whole order is).
ALTER TABLE orders ADD COLUMN refund_amount_paise INTEGER NOT NULL DEFAULT 0 CHECK (refund_amount_paise >= 0);

-- The coupon's terms as they were when the order was placed: a later edit of
-- the coupon does not change how this order is priced again.
ALTER TABLE orders ADD COLUMN coupon_kind TEXT CHECK (coupon_kind IN ('percent', 'flat'));
ALTER TABLE orders ADD COLUMN coupon_value REAL;
ALTER TABLE orders ADD COLUMN coupon_max_discount_paise INTEGER;
ALTER TABLE orders ADD COLUMN coupon_min_order_paise INTEGER;

UPDATE orders SET
  coupon_kind = (SELECT kind FROM coupons WHERE id = orders.coupon_id),
  coupon_value = (SELECT value FROM coupons WHERE id = orders.coupon_id),
  coupon_max_discount_paise = (SELECT max_discount_paise FROM coupons WHERE id = orders.coupon_id),
  coupon_min_order_paise = (SELECT min_order_paise FROM coupons WHERE id = orders.coupon_id)
WHERE coupon_id IS NOT NULL;

-- Placing an order copies the terms in the same batch that records the coupon.
CREATE TRIGGER orders_coupon_terms AFTER INSERT ON orders
WHEN NEW.coupon_id IS NOT NULL AND NEW.coupon_kind IS NULL
BEGIN
  UPDATE orders SET
    coupon_kind = (SELECT kind FROM coupons WHERE id = NEW.coupon_id),
    coupon_value = (SELECT value FROM coupons WHERE id = NEW.coupon_id),
    coupon_max_discount_paise = (SELECT max_discount_paise FROM coupons WHERE id = NEW.coupon_id),
    coupon_min_order_paise = (SELECT min_order_paise FROM coupons WHERE id = NEW.coupon_id)
  WHERE id = NEW.id;
END;

-- The unit price actually charged (after the product discount).
ALTER TABLE order_products ADD COLUMN unit_price_paise INTEGER CHECK (unit_price_paise >= 0);
-- The line's share of the order's coupon discount.
ALTER TABLE order_products ADD COLUMN coupon_share_paise INTEGER NOT NULL DEFAULT 0 CHECK (coupon_share_paise >= 0);
-- What was refunded for the line (set when it is refunded).
ALTER TABLE order_products ADD COLUMN refund_amount_paise INTEGER CHECK (refund_amount_paise >= 0);

-- Existing lines: the charged price by the rule in force, half up to the paisa,
-- in integers (the discount as hundredths of a percent).
UPDATE order_products SET unit_price_paise =
  (price_paise * (10000 - CAST(ROUND(MIN(100, MAX(0, discount)) * 100) AS INTEGER)) + 5000) / 10000;

-- A line written without its charged price gets it the same way, at once.
CREATE TRIGGER order_products_unit_price AFTER INSERT ON order_products
WHEN NEW.unit_price_paise IS NULL
BEGIN
  UPDATE order_products SET unit_price_paise =
    (NEW.price_paise * (10000 - CAST(ROUND(MIN(100, MAX(0, NEW.discount)) * 100) AS INTEGER)) + 5000) / 10000
  WHERE id = NEW.id;
END;

-- Existing coupon orders: the discount split over the lines still in the order
-- in proportion to their amounts; leftover paise to the largest remainders
-- (ties: the earlier line), so the shares add up to the order's discount.
WITH active AS (
  SELECT op.id, op.order_pk, op.unit_price_paise * op.quantity AS amount, o.coupon_discount_paise AS coupon
  FROM order_products op JOIN orders o ON o.id = op.order_pk
  WHERE o.coupon_discount_paise > 0 AND op.status != 'removed'
),
totals AS (SELECT order_pk, SUM(amount) AS items FROM active GROUP BY order_pk),
parts AS (
  SELECT a.id, a.order_pk, a.coupon, (a.coupon * a.amount) / t.items AS floor_share, (a.coupon * a.amount) % t.items AS rem
  FROM active a JOIN totals t ON t.order_pk = a.order_pk
  WHERE t.items > 0
),
ranked AS (
  SELECT id, floor_share,
         ROW_NUMBER() OVER (PARTITION BY order_pk ORDER BY rem DESC, id) AS place,
         coupon - SUM(floor_share) OVER (PARTITION BY order_pk) AS leftover
  FROM parts
)
UPDATE order_products SET coupon_share_paise =
  (SELECT floor_share + CASE WHEN place <= leftover THEN 1 ELSE 0 END FROM ranked WHERE ranked.id = order_products.id)
WHERE id IN (SELECT id FROM ranked);

-- Existing refunds: what the shopper paid for each refunded line.
UPDATE order_products SET refund_amount_paise = MAX(0, unit_price_paise * quantity - coupon_share_paise)
WHERE status = 'refunded';

UPDATE orders SET refund_amount_paise =
  (SELECT COALESCE(SUM(refund_amount_paise), 0) FROM order_products WHERE order_pk = orders.id AND status = 'refunded')
  + CASE WHEN NOT EXISTS (SELECT 1 FROM order_products WHERE order_pk = orders.id AND status NOT IN ('refunded', 'removed'))
    THEN delivery_charge_paise ELSE 0 END
WHERE EXISTS (SELECT 1 FROM order_products WHERE order_pk = orders.id AND status = 'refunded');
