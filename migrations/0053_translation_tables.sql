-- Translations by table (docs/languages.md): a product's and a category's
-- words in another language are rows of product_translations and
-- category_translations, one per language (Saleor's shape), instead of a
-- column per language on products and categories, so a language added to the
-- shop needs no migration. Each row carries its shop, as every table does, and
-- every read matches on it. A missing or empty translation shows the English words.
CREATE TABLE product_translations (
  product_id      INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  language        TEXT NOT NULL,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  name            TEXT,
  description     TEXT,
  PRIMARY KEY (product_id, language)
) WITHOUT ROWID;

CREATE TABLE category_translations (
  category_id     INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  language        TEXT NOT NULL,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  name            TEXT,
  PRIMARY KEY (category_id, language)
) WITHOUT ROWID;

INSERT INTO product_translations (product_id, language, distributor_id, name, description)
  SELECT id, 'hi-IN', distributor_id, NULLIF(trim(product_name_hi), ''), NULLIF(trim(description_hi), '') FROM products
  WHERE NULLIF(trim(product_name_hi), '') IS NOT NULL OR NULLIF(trim(description_hi), '') IS NOT NULL;
INSERT INTO category_translations (category_id, language, distributor_id, name)
  SELECT id, 'hi-IN', distributor_id, trim(category_name_hi) FROM categories WHERE NULLIF(trim(category_name_hi), '') IS NOT NULL;

-- The search index and vocabulary of migration 0034 read the Hindi columns:
-- their triggers go first (SQLite drops no column a trigger names), then the columns.
DROP TRIGGER product_text_insert;
DROP TRIGGER product_text_delete;
DROP TRIGGER product_text_update;
DROP TRIGGER search_words_insert;
DROP TRIGGER search_words_delete;
DROP TRIGGER search_words_update;
DROP TABLE product_text;
ALTER TABLE products DROP COLUMN product_name_hi;
ALTER TABLE products DROP COLUMN description_hi;
ALTER TABLE categories DROP COLUMN category_name_hi;

-- product_text: one trigram full-text index over each product's names and
-- descriptions in every language (docs/search.md). `name` is the English name
-- and then each translation's, one a line; `description` likewise. A searched
-- phrase holds no line break, so no match straddles two languages. The index
-- keeps its own copy of the text (an external-content index must be told the
-- old words it indexed, which a translation's change cannot tell it), and the
-- triggers below write a product's row anew whenever any of its words change.
CREATE VIRTUAL TABLE product_text USING fts5(name, description, tokenize='trigram');
INSERT INTO product_text(rowid, name, description)
  SELECT p.id, p.product_name || coalesce((SELECT char(10) || group_concat(t.name, char(10)) FROM product_translations t WHERE t.product_id = p.id AND t.distributor_id = p.distributor_id), ''),
    coalesce(p.description, '') || coalesce((SELECT char(10) || group_concat(t.description, char(10)) FROM product_translations t WHERE t.product_id = p.id AND t.distributor_id = p.distributor_id), '')
  FROM products p;
CREATE TRIGGER product_text_insert AFTER INSERT ON products BEGIN
  INSERT INTO product_text(rowid, name, description)
    SELECT p.id, p.product_name || coalesce((SELECT char(10) || group_concat(t.name, char(10)) FROM product_translations t WHERE t.product_id = p.id AND t.distributor_id = p.distributor_id), ''),
      coalesce(p.description, '') || coalesce((SELECT char(10) || group_concat(t.description, char(10)) FROM product_translations t WHERE t.product_id = p.id AND t.distributor_id = p.distributor_id), '')
    FROM products p WHERE p.id = new.id;
END;
CREATE TRIGGER product_text_delete AFTER DELETE ON products BEGIN
  DELETE FROM product_text WHERE rowid = old.id;
END;
CREATE TRIGGER product_text_update AFTER UPDATE OF product_name, description ON products BEGIN
  DELETE FROM product_text WHERE rowid = old.id;
  INSERT INTO product_text(rowid, name, description)
    SELECT p.id, p.product_name || coalesce((SELECT char(10) || group_concat(t.name, char(10)) FROM product_translations t WHERE t.product_id = p.id AND t.distributor_id = p.distributor_id), ''),
      coalesce(p.description, '') || coalesce((SELECT char(10) || group_concat(t.description, char(10)) FROM product_translations t WHERE t.product_id = p.id AND t.distributor_id = p.distributor_id), '')
    FROM products p WHERE p.id = new.id;
END;
CREATE TRIGGER product_text_translation_insert AFTER INSERT ON product_translations BEGIN
  DELETE FROM product_text WHERE rowid = new.product_id;
  INSERT INTO product_text(rowid, name, description)
    SELECT p.id, p.product_name || coalesce((SELECT char(10) || group_concat(t.name, char(10)) FROM product_translations t WHERE t.product_id = p.id AND t.distributor_id = p.distributor_id), ''),
      coalesce(p.description, '') || coalesce((SELECT char(10) || group_concat(t.description, char(10)) FROM product_translations t WHERE t.product_id = p.id AND t.distributor_id = p.distributor_id), '')
    FROM products p WHERE p.id = new.product_id;
END;
CREATE TRIGGER product_text_translation_delete AFTER DELETE ON product_translations BEGIN
  DELETE FROM product_text WHERE rowid = old.product_id;
  INSERT INTO product_text(rowid, name, description)
    SELECT p.id, p.product_name || coalesce((SELECT char(10) || group_concat(t.name, char(10)) FROM product_translations t WHERE t.product_id = p.id AND t.distributor_id = p.distributor_id), ''),
      coalesce(p.description, '') || coalesce((SELECT char(10) || group_concat(t.description, char(10)) FROM product_translations t WHERE t.product_id = p.id AND t.distributor_id = p.distributor_id), '')
    FROM products p WHERE p.id = old.product_id;
END;
CREATE TRIGGER product_text_translation_update AFTER UPDATE OF name, description ON product_translations BEGIN
  DELETE FROM product_text WHERE rowid = old.product_id;
  INSERT INTO product_text(rowid, name, description)
    SELECT p.id, p.product_name || coalesce((SELECT char(10) || group_concat(t.name, char(10)) FROM product_translations t WHERE t.product_id = p.id AND t.distributor_id = p.distributor_id), ''),
      coalesce(p.description, '') || coalesce((SELECT char(10) || group_concat(t.description, char(10)) FROM product_translations t WHERE t.product_id = p.id AND t.distributor_id = p.distributor_id), '')
    FROM products p WHERE p.id = new.product_id;
END;

-- search_words: each shop's vocabulary, now counted by name: a word's `uses`
-- is how many product names (the English ones and each translation's) hold
-- it. Counted anew here in that measure, then kept by triggers on both tables.
DELETE FROM search_words;
INSERT INTO search_words (distributor_id, word, uses)
  SELECT n.distributor_id, w.value, COUNT(DISTINCT n.k) FROM (
    SELECT distributor_id, 'p' || id AS k, product_name AS name FROM products
    UNION ALL SELECT distributor_id, 't' || product_id || language, name FROM product_translations WHERE name IS NOT NULL
  ) n, json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(n.name, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']') w
  WHERE length(w.value) >= 3 AND w.value GLOB '*[^0-9]*'
  GROUP BY n.distributor_id, w.value;
CREATE TRIGGER search_words_insert AFTER INSERT ON products BEGIN
  INSERT INTO search_words (distributor_id, word)
    SELECT DISTINCT new.distributor_id, value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(new.product_name, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']') WHERE length(value) >= 3 AND value GLOB '*[^0-9]*'
    ON CONFLICT (distributor_id, word) DO UPDATE SET uses = uses + 1;
END;
CREATE TRIGGER search_words_delete AFTER DELETE ON products BEGIN
  UPDATE search_words SET uses = uses - 1
    WHERE distributor_id = old.distributor_id AND word IN (SELECT DISTINCT value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(old.product_name, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']'));
  DELETE FROM search_words
    WHERE distributor_id = old.distributor_id AND uses <= 0 AND word IN (SELECT value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(old.product_name, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']'));
END;
CREATE TRIGGER search_words_update AFTER UPDATE OF product_name ON products BEGIN
  UPDATE search_words SET uses = uses - 1
    WHERE distributor_id = old.distributor_id AND word IN (SELECT DISTINCT value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(old.product_name, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']'));
  DELETE FROM search_words
    WHERE distributor_id = old.distributor_id AND uses <= 0 AND word IN (SELECT value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(old.product_name, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']'));
  INSERT INTO search_words (distributor_id, word)
    SELECT DISTINCT new.distributor_id, value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(new.product_name, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']') WHERE length(value) >= 3 AND value GLOB '*[^0-9]*'
    ON CONFLICT (distributor_id, word) DO UPDATE SET uses = uses + 1;
END;
CREATE TRIGGER search_words_translation_insert AFTER INSERT ON product_translations BEGIN
  INSERT INTO search_words (distributor_id, word)
    SELECT DISTINCT new.distributor_id, value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(new.name, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']') WHERE length(value) >= 3 AND value GLOB '*[^0-9]*'
    ON CONFLICT (distributor_id, word) DO UPDATE SET uses = uses + 1;
END;
CREATE TRIGGER search_words_translation_delete AFTER DELETE ON product_translations BEGIN
  UPDATE search_words SET uses = uses - 1
    WHERE distributor_id = old.distributor_id AND word IN (SELECT DISTINCT value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(old.name, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']'));
  DELETE FROM search_words
    WHERE distributor_id = old.distributor_id AND uses <= 0 AND word IN (SELECT value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(old.name, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']'));
END;
CREATE TRIGGER search_words_translation_update AFTER UPDATE OF name ON product_translations BEGIN
  UPDATE search_words SET uses = uses - 1
    WHERE distributor_id = old.distributor_id AND word IN (SELECT DISTINCT value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(old.name, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']'));
  DELETE FROM search_words
    WHERE distributor_id = old.distributor_id AND uses <= 0 AND word IN (SELECT value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(old.name, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']'));
  INSERT INTO search_words (distributor_id, word)
    SELECT DISTINCT new.distributor_id, value FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(new.name, '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), '-', ' '), '+', ' '), '&', ' '), ':', ' ')), ' ', '","') || ']') WHERE length(value) >= 3 AND value GLOB '*[^0-9]*'
    ON CONFLICT (distributor_id, word) DO UPDATE SET uses = uses + 1;
END;
