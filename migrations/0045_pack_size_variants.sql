-- Pack-size variants (docs/page-data.md): products of one shop grouped as
-- sizes of one another (Atta 5 kg and 10 kg, a strip of 10 and of 15). Each
-- member stays a product of its own, with its own price, stock and id, so the
-- cart, orders and invoices are untouched; the group only lets the product
-- page offer its sizes. The view products_on_sale selects every column, so it
-- carries the new ones too.

CREATE TABLE variant_groups (
  id              INTEGER PRIMARY KEY,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX variant_groups_distributor ON variant_groups(distributor_id);

-- The group the product is a size of (NULL: none), and its pack-size label
-- as shoppers read it ("5 kg", "Strip of 15"; '' where none is given).
ALTER TABLE products ADD COLUMN variant_group_id INTEGER REFERENCES variant_groups(id) ON DELETE SET NULL;
ALTER TABLE products ADD COLUMN pack_size TEXT NOT NULL DEFAULT '';
CREATE INDEX products_variant_group ON products(variant_group_id) WHERE variant_group_id IS NOT NULL;

-- A product joins only a group of its own shop, and never moves straight from
-- one group to another (it leaves the first one before): a write breaking
-- either rule fails, with the whole batch it came in.
CREATE TRIGGER products_variant_group_insert BEFORE INSERT ON products
WHEN NEW.variant_group_id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM variant_groups g WHERE g.id = NEW.variant_group_id AND g.distributor_id = NEW.distributor_id)
BEGIN
  SELECT RAISE(ABORT, 'variant group of another shop');
END;

CREATE TRIGGER products_variant_group_update BEFORE UPDATE OF variant_group_id, distributor_id ON products
WHEN NEW.variant_group_id IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'variant group of another shop')
  WHERE NOT EXISTS (SELECT 1 FROM variant_groups g WHERE g.id = NEW.variant_group_id AND g.distributor_id = NEW.distributor_id);
  SELECT RAISE(ABORT, 'product in another variant group')
  WHERE OLD.variant_group_id IS NOT NULL AND OLD.variant_group_id <> NEW.variant_group_id;
END;
