-- The structured part of a delivery address, beside the free text: a 6-digit
-- pincode, the city and the state (its GST state code). All optional, so
-- accounts made before keep working; the cart asks for a pincode when the
-- shop delivers by pincode (docs/india.md).
ALTER TABLE customers ADD COLUMN pincode TEXT;
ALTER TABLE customers ADD COLUMN city TEXT;
ALTER TABLE customers ADD COLUMN state_code TEXT;

ALTER TABLE customer_addresses ADD COLUMN pincode TEXT;
ALTER TABLE customer_addresses ADD COLUMN city TEXT;
ALTER TABLE customer_addresses ADD COLUMN state_code TEXT;

-- The pincode and city an order was delivered to (its state is
-- delivery_state_code, the place of supply).
ALTER TABLE orders ADD COLUMN delivery_pincode TEXT;
ALTER TABLE orders ADD COLUMN delivery_city TEXT;
