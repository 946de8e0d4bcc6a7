-- A category sorted by price (low to high or high to low) in index order: without
-- it SQLite reads and sorts every product of the category for each page of 48
-- (about 1,000 rows per category at 10,000 products). The expression is the
-- one the product list orders by, so the planner matches it.
CREATE INDEX products_on_sale_category_price
  ON products(distributor_id, category_id, (price_paise * (100 - discount)), id)
  WHERE withdrawn_at IS NULL;
