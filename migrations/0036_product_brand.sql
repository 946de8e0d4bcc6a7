-- The product's own brand (the maker's name, e.g. "Dabur"), told to search
-- engines with the product. Empty: no brand is claimed for it (never the
-- shop's name, which is not the maker). The view products_on_sale selects
-- every column, so it carries it too.
ALTER TABLE products ADD COLUMN brand TEXT NOT NULL DEFAULT '';
