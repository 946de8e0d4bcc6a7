-- customer_text keyed by shop: the console's customer search (and its order
-- search by buyer) reads its own shop's accounts only (docs/capacity.md). The
-- index's rowid is the shop's id times 2^32 plus the account's id, so one
-- shop's accounts are one rowid range, walked newest first in the index's own
-- order without handing over another shop's matches (each was a row read and
-- a customers row looked up, then dropped), and the search reads an account
-- only for the page it shows. The index keeps no copy of the text (it only
-- answers which accounts match), so a change deletes the old row by its key.
DROP TRIGGER customer_text_insert;
DROP TRIGGER customer_text_delete;
DROP TRIGGER customer_text_update;
DROP TABLE customer_text;

CREATE VIRTUAL TABLE customer_text USING fts5(name, email, mobile, content='', contentless_delete=1, tokenize='trigram');
INSERT INTO customer_text(rowid, name, email, mobile) SELECT distributor_id * 4294967296 + id, name, email, mobile FROM customers;
CREATE TRIGGER customer_text_insert AFTER INSERT ON customers BEGIN
  INSERT INTO customer_text(rowid, name, email, mobile) VALUES (new.distributor_id * 4294967296 + new.id, new.name, new.email, new.mobile);
END;
CREATE TRIGGER customer_text_delete AFTER DELETE ON customers BEGIN
  DELETE FROM customer_text WHERE rowid = old.distributor_id * 4294967296 + old.id;
END;
CREATE TRIGGER customer_text_update AFTER UPDATE OF name, email, mobile ON customers BEGIN
  DELETE FROM customer_text WHERE rowid = old.distributor_id * 4294967296 + old.id;
  INSERT INTO customer_text(rowid, name, email, mobile) VALUES (new.distributor_id * 4294967296 + new.id, new.name, new.email, new.mobile);
END;
