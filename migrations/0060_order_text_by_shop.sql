-- order_text keyed by shop, as customer_text is (0059): the console's order
-- search by order id reads its own shop's matches only, never another shop's
-- orders that share the typed letters (in a shared database each was a row
-- read and an orders row looked up, then dropped). The index's rowid is the
-- shop's id times 2^32 plus the order's id; it keeps no copy of the text, so
-- a change deletes the old row by its key.
DROP TRIGGER order_text_insert;
DROP TRIGGER order_text_delete;
DROP TRIGGER order_text_update;
DROP TABLE order_text;

CREATE VIRTUAL TABLE order_text USING fts5(order_id, content='', contentless_delete=1, tokenize='trigram');
INSERT INTO order_text(rowid, order_id) SELECT distributor_id * 4294967296 + id, order_id FROM orders;
CREATE TRIGGER order_text_insert AFTER INSERT ON orders BEGIN
  INSERT INTO order_text(rowid, order_id) VALUES (new.distributor_id * 4294967296 + new.id, new.order_id);
END;
CREATE TRIGGER order_text_delete AFTER DELETE ON orders BEGIN
  DELETE FROM order_text WHERE rowid = old.distributor_id * 4294967296 + old.id;
END;
CREATE TRIGGER order_text_update AFTER UPDATE OF order_id, distributor_id ON orders BEGIN
  DELETE FROM order_text WHERE rowid = old.distributor_id * 4294967296 + old.id;
  INSERT INTO order_text(rowid, order_id) VALUES (new.distributor_id * 4294967296 + new.id, new.order_id);
END;
