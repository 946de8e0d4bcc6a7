-- Indexes for the lists a big shop reads most, so a page of a list reads about
-- a page of rows rather than every order or customer of the shop (D1 bills
-- rows read, index entries included). tests/api/query-plans.test.ts checks
-- every statement of a request against them.

-- A shopper's own orders (My Orders, the new-account limits at checkout).
CREATE INDEX orders_shop_customer ON orders(distributor_id, user_id, created_at);
-- A rider's round.
CREATE INDEX orders_shop_rider ON orders(distributor_id, assigned_deliveryboy_id, created_at);
-- The console's list by status, and by payment method and status.
CREATE INDEX orders_shop_status ON orders(distributor_id, order_status, created_at);
CREATE INDEX orders_shop_payment ON orders(distributor_id, payment_gateway, payment_status, created_at);
-- Placing or deleting an order looks for its coupon use by order.
CREATE INDEX coupon_uses_order ON coupon_uses(order_pk);
-- Staff and riders among the shop's accounts; the customer list newest first.
CREATE INDEX customers_shop_role ON customers(distributor_id, role);
CREATE INDEX customers_shop ON customers(distributor_id);
-- Low stock: only the products at or under their minimum are in it.
CREATE INDEX products_low_stock ON products(distributor_id, total_stock)
  WHERE withdrawn_at IS NULL AND total_stock <= stock_minimum_level;
-- Products by price, as the shopper sorts them.
CREATE INDEX products_on_sale_price ON products(distributor_id, price_paise * (100 - discount))
  WHERE withdrawn_at IS NULL;
-- The console's message list by state.
CREATE INDEX notification_events_shop_status ON notification_events(distributor_id, status, created_at);
-- Orders with a return to process, found from their few returned lines (the
-- condition is the console's "returns to process" queue, word for word).
CREATE INDEX order_products_returns ON order_products(order_pk)
  WHERE (status IN ('return_requested', 'returned') OR (status = 'ordered' AND returned_quantity > restocked_quantity + damaged_quantity));
