-- A product may carry its name and description in Hindi, shown on the Hindi
-- pages; where they are empty the English ones are shown. The view
-- products_on_sale selects every column, so it carries them too.
ALTER TABLE products ADD COLUMN product_name_hi TEXT;
ALTER TABLE products ADD COLUMN description_hi TEXT;
