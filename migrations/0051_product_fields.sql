-- What one pack holds, in the maker's words ("Strip of 15 tablets"), shown on
-- the product page. Not the pack-size group's label (pack_size), which names
-- a size among its group's sizes.
ALTER TABLE products ADD COLUMN pack_contents TEXT NOT NULL DEFAULT '';
