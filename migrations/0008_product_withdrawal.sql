-- Withdrawing a product from sale. Past orders, invoices and reviews refer to
-- products, so an operator's DELETE keeps the row and stamps withdrawn_at;
-- rows are never removed, so SQLite never hands a product id out again.
ALTER TABLE products ADD COLUMN withdrawn_at TEXT;

-- Every shopper-facing read (lists, categories, search, home sections, the
-- sitemap, the product page, cart and placing) goes through this view, so
-- the rule "withdrawn products are not for sale" lives in one place.
CREATE VIEW products_on_sale AS SELECT * FROM products WHERE withdrawn_at IS NULL;

-- The same list orders and counts as the 0003 indexes, for products on sale
-- only: counts stay answered from the index, without reading each row to see
-- whether it was withdrawn.
CREATE INDEX products_on_sale_category_order ON products(distributor_id, category_id) WHERE withdrawn_at IS NULL;
CREATE INDEX products_on_sale_order ON products(distributor_id) WHERE withdrawn_at IS NULL;
