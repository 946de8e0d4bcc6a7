-- Newsletter double opt-in: a subscription counts once the address's owner
-- opens the link mailed to it. Until then the row keeps the SHA-256 of that
-- link's token. Subscribers from before this change stay subscribed.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN confirm_token_hash TEXT;
UPDATE newsletter_subscribers SET confirmed_at = created_at;
CREATE UNIQUE INDEX newsletter_confirm_token ON newsletter_subscribers (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;
