-- product_text keyed by shop: a search reads its own shop's products on sale
-- only (docs/search.md). The index's rowid is the shop's id times 2^33, plus
-- 2^32 while the product is withdrawn, plus the product's id, so one shop's
-- products on sale are one rowid range, which the index walks in its rank
-- order without handing over another shop's matches or a withdrawn product
-- (each of those was a row read and a products row looked up, then dropped).
-- The text and the ranking are as before: the rank's statistics are the
-- whole index's, and the English name, kept UNINDEXED (no tokens, so no
-- part of the rank), lets the search sort its candidates without reading
-- their products.
DROP TRIGGER product_text_insert;
DROP TRIGGER product_text_delete;
DROP TRIGGER product_text_update;
DROP TRIGGER product_text_translation_insert;
DROP TRIGGER product_text_translation_delete;
DROP TRIGGER product_text_translation_update;
DROP TABLE product_text;

CREATE VIRTUAL TABLE product_text USING fts5(name, description, product_name UNINDEXED, tokenize='trigram');
-- Each product's index key and text, written once for the rebuild and every trigger.
CREATE VIEW product_text_rows AS
  SELECT p.id AS product_id,
    p.distributor_id * 8589934592 + (p.withdrawn_at IS NOT NULL) * 4294967296 + p.id AS text_rowid,
    p.product_name || coalesce((SELECT char(10) || group_concat(t.name, char(10)) FROM product_translations t WHERE t.product_id = p.id AND t.distributor_id = p.distributor_id), '') AS name,
    coalesce(p.description, '') || coalesce((SELECT char(10) || group_concat(t.description, char(10)) FROM product_translations t WHERE t.product_id = p.id AND t.distributor_id = p.distributor_id), '') AS description,
    p.product_name
  FROM products p;
INSERT INTO product_text(rowid, name, description, product_name)
  SELECT text_rowid, name, description, product_name FROM product_text_rows;

CREATE TRIGGER product_text_insert AFTER INSERT ON products BEGIN
  INSERT INTO product_text(rowid, name, description, product_name)
    SELECT text_rowid, name, description, product_name FROM product_text_rows WHERE product_id = new.id;
END;
CREATE TRIGGER product_text_delete AFTER DELETE ON products BEGIN
  DELETE FROM product_text WHERE rowid = old.distributor_id * 8589934592 + (old.withdrawn_at IS NOT NULL) * 4294967296 + old.id;
END;
-- Withdrawing or restoring a product moves its row between the two ranges.
CREATE TRIGGER product_text_update AFTER UPDATE OF product_name, description, withdrawn_at ON products BEGIN
  DELETE FROM product_text WHERE rowid = old.distributor_id * 8589934592 + (old.withdrawn_at IS NOT NULL) * 4294967296 + old.id;
  INSERT INTO product_text(rowid, name, description, product_name)
    SELECT text_rowid, name, description, product_name FROM product_text_rows WHERE product_id = new.id;
END;
CREATE TRIGGER product_text_translation_insert AFTER INSERT ON product_translations BEGIN
  DELETE FROM product_text WHERE rowid = (SELECT text_rowid FROM product_text_rows WHERE product_id = new.product_id);
  INSERT INTO product_text(rowid, name, description, product_name)
    SELECT text_rowid, name, description, product_name FROM product_text_rows WHERE product_id = new.product_id;
END;
CREATE TRIGGER product_text_translation_delete AFTER DELETE ON product_translations BEGIN
  DELETE FROM product_text WHERE rowid = (SELECT text_rowid FROM product_text_rows WHERE product_id = old.product_id);
  INSERT INTO product_text(rowid, name, description, product_name)
    SELECT text_rowid, name, description, product_name FROM product_text_rows WHERE product_id = old.product_id;
END;
CREATE TRIGGER product_text_translation_update AFTER UPDATE OF name, description ON product_translations BEGIN
  DELETE FROM product_text WHERE rowid = (SELECT text_rowid FROM product_text_rows WHERE product_id = old.product_id);
  INSERT INTO product_text(rowid, name, description, product_name)
    SELECT text_rowid, name, description, product_name FROM product_text_rows WHERE product_id = new.product_id;
END;
