-- The console's product search now reads product_text (the names in every
-- language, keyed by shop), as the shop's own search does. The English-only
-- products_search index and its triggers had no reader left, and every write
-- of a product's name still paid for them.
DROP TRIGGER IF EXISTS products_search_insert;
DROP TRIGGER IF EXISTS products_search_delete;
DROP TRIGGER IF EXISTS products_search_update;
DROP TABLE IF EXISTS products_search;
