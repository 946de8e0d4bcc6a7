-- Search that forgives (docs/search.md).
--
-- product_text: one trigram full-text index over a product's English and Hindi
-- names and descriptions, so "contains q" in any of them is answered from an
-- index, in either script. It follows the products table through triggers.
CREATE VIRTUAL TABLE product_text USING fts5(
  product_name, product_name_hi, description, description_hi, content='products', content_rowid='id', tokenize='trigram'
);
INSERT INTO product_text(product_text) VALUES ('rebuild');
CREATE TRIGGER product_text_insert AFTER INSERT ON products BEGIN
  INSERT INTO product_text(rowid, product_name, product_name_hi, description, description_hi) VALUES (new.id, new.product_name, new.product_name_hi, new.description, new.description_hi);
END;
CREATE TRIGGER product_text_delete AFTER DELETE ON products BEGIN
  INSERT INTO product_text(product_text, rowid, product_name, product_name_hi, description, description_hi) VALUES ('delete', old.id, old.product_name, old.product_name_hi, old.description, old.description_hi);
END;
CREATE TRIGGER product_text_update AFTER UPDATE OF product_name, product_name_hi, description, description_hi ON products BEGIN
  INSERT INTO product_text(product_text, rowid, product_name, product_name_hi, description, description_hi) VALUES ('delete', old.id, old.product_name, old.product_name_hi, old.description, old.description_hi);
  INSERT INTO product_text(rowid, product_name, product_name_hi, description, description_hi) VALUES (new.id, new.product_name, new.product_name_hi, new.description, new.description_hi);
END;

-- search_words: each shop's vocabulary, the distinct words (3+ characters, not
-- only digits) of its product names in English and Hindi, with how many
-- products use each. A misspelt query word is corrected against these words
-- alone, never by reading the products. The triggers split a name into words
-- through json_each (a name made into a JSON array of its words), since a
-- trigger may not hold a recursive query.
CREATE TABLE search_words (
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  word            TEXT NOT NULL,
  uses            INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (distributor_id, word)
) WITHOUT ROWID;
INSERT INTO search_words (distributor_id, word, uses)
  SELECT p.distributor_id, w.value, COUNT(DISTINCT p.id) FROM products p, json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(p.product_name, '') || ' ' || coalesce(p.product_name_hi, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']') w
  WHERE length(w.value) >= 3 AND w.value GLOB '*[^0-9]*'
  GROUP BY p.distributor_id, w.value;
CREATE TRIGGER search_words_insert AFTER INSERT ON products BEGIN
  INSERT INTO search_words (distributor_id, word)
    SELECT DISTINCT new.distributor_id, value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(new.product_name, '') || ' ' || coalesce(new.product_name_hi, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']') WHERE length(value) >= 3 AND value GLOB '*[^0-9]*'
    ON CONFLICT (distributor_id, word) DO UPDATE SET uses = uses + 1;
END;
CREATE TRIGGER search_words_delete AFTER DELETE ON products BEGIN
  UPDATE search_words SET uses = uses - 1
    WHERE distributor_id = old.distributor_id AND word IN (SELECT DISTINCT value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(old.product_name, '') || ' ' || coalesce(old.product_name_hi, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']'));
  DELETE FROM search_words
    WHERE distributor_id = old.distributor_id AND uses <= 0 AND word IN (SELECT value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(old.product_name, '') || ' ' || coalesce(old.product_name_hi, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']'));
END;
CREATE TRIGGER search_words_update AFTER UPDATE OF product_name, product_name_hi ON products BEGIN
  UPDATE search_words SET uses = uses - 1
    WHERE distributor_id = old.distributor_id AND word IN (SELECT DISTINCT value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(old.product_name, '') || ' ' || coalesce(old.product_name_hi, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']'));
  DELETE FROM search_words
    WHERE distributor_id = old.distributor_id AND uses <= 0 AND word IN (SELECT value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(old.product_name, '') || ' ' || coalesce(old.product_name_hi, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']'));
  INSERT INTO search_words (distributor_id, word)
    SELECT DISTINCT new.distributor_id, value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(new.product_name, '') || ' ' || coalesce(new.product_name_hi, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']') WHERE length(value) >= 3 AND value GLOB '*[^0-9]*'
    ON CONFLICT (distributor_id, word) DO UPDATE SET uses = uses + 1;
END;

-- search_synonyms: words a shop's shoppers use for the same thing (a brand and
-- its salt, a Hinglish spelling and the English or Hindi word). Terms of one
-- group_no are equivalent; a term belongs to one group of its shop. position
-- keeps the order the console wrote them in.
CREATE TABLE search_synonyms (
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  term            TEXT NOT NULL,
  group_no        INTEGER NOT NULL,
  position        INTEGER NOT NULL,
  PRIMARY KEY (distributor_id, term)
) WITHOUT ROWID;
