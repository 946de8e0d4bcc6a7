-- A category may carry its name in Hindi, shown on the Hindi pages (category
-- bar, tiles, home sections, the category page, breadcrumbs); where it is
-- empty the English name is shown.
ALTER TABLE categories ADD COLUMN category_name_hi TEXT;
