-- The day an order is expected at the door: the date it was placed (in India)
-- plus the most days of the delivery area holding its pincode, fixed when it
-- is placed so a later change to the areas does not move a promise already
-- made (docs/orders.md). NULL for a shop without delivery areas.
ALTER TABLE orders ADD COLUMN expected_delivery_date TEXT;

-- Orders placed before: the same rule over the areas as they are now.
UPDATE orders SET expected_delivery_date = (
  SELECT date(orders.created_at, '+330 minutes', '+' || a.days_max || ' days')
  FROM delivery_areas a
  WHERE a.distributor_id = orders.distributor_id
    AND a.pincode_from <= CAST(orders.delivery_pincode AS INTEGER)
    AND a.pincode_to >= CAST(orders.delivery_pincode AS INTEGER)
  ORDER BY a.position, a.id LIMIT 1
)
WHERE delivery_pincode IS NOT NULL AND delivery_pincode <> '';
