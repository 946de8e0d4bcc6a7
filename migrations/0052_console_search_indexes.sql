-- The console's searches for "any part of" a customer's name, e-mail or mobile
-- and of an order id, answered from trigram full-text indexes (as product names
-- already are) instead of reading every customer and order of the shop. Each
-- index follows its table through triggers; a search of one or two characters
-- is shorter than a trigram and still reads the shop's rows (docs/capacity.md).
CREATE VIRTUAL TABLE customer_text USING fts5(
  name, email, mobile, content='customers', content_rowid='id', tokenize='trigram'
);
INSERT INTO customer_text(customer_text) VALUES ('rebuild');
CREATE TRIGGER customer_text_insert AFTER INSERT ON customers BEGIN
  INSERT INTO customer_text(rowid, name, email, mobile) VALUES (new.id, new.name, new.email, new.mobile);
END;
CREATE TRIGGER customer_text_delete AFTER DELETE ON customers BEGIN
  INSERT INTO customer_text(customer_text, rowid, name, email, mobile) VALUES ('delete', old.id, old.name, old.email, old.mobile);
END;
CREATE TRIGGER customer_text_update AFTER UPDATE OF name, email, mobile ON customers BEGIN
  INSERT INTO customer_text(customer_text, rowid, name, email, mobile) VALUES ('delete', old.id, old.name, old.email, old.mobile);
  INSERT INTO customer_text(rowid, name, email, mobile) VALUES (new.id, new.name, new.email, new.mobile);
END;

CREATE VIRTUAL TABLE order_text USING fts5(
  order_id, content='orders', content_rowid='id', tokenize='trigram'
);
INSERT INTO order_text(order_text) VALUES ('rebuild');
CREATE TRIGGER order_text_insert AFTER INSERT ON orders BEGIN
  INSERT INTO order_text(rowid, order_id) VALUES (new.id, new.order_id);
END;
CREATE TRIGGER order_text_delete AFTER DELETE ON orders BEGIN
  INSERT INTO order_text(order_text, rowid, order_id) VALUES ('delete', old.id, old.order_id);
END;
CREATE TRIGGER order_text_update AFTER UPDATE OF order_id ON orders BEGIN
  INSERT INTO order_text(order_text, rowid, order_id) VALUES ('delete', old.id, old.order_id);
  INSERT INTO order_text(rowid, order_id) VALUES (new.id, new.order_id);
END;
