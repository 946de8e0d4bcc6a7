-- The language an order was placed in (the request's: a Hindi page's islands
-- send Accept-Language: hi-IN), so the messages about it reach the shopper in
-- that language whoever causes them (an admin's approval, the rider's step, a
-- cron). Only our language tags are written (the server picks the tag from its
-- own list, never from free text); orders placed before this read English.
ALTER TABLE orders ADD COLUMN language TEXT NOT NULL DEFAULT 'en-IN';
