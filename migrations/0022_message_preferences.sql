-- Which non-essential messages a shopper gets on which channel. A missing row
-- means the default (on); a row is written when the shopper saves the profile's
-- Messages section or follows an e-mail's unsubscribe link.
CREATE TABLE message_preferences (
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  customer_id     INTEGER NOT NULL REFERENCES customers(id),
  kind            TEXT NOT NULL,
  channel         TEXT NOT NULL,
  enabled         INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (distributor_id, customer_id, kind, channel)
);

-- A message not sent because the shopper turned it off is recorded as
-- 'skipped': like one sent, it is never tried again.
ALTER TABLE notification_deliveries ADD COLUMN outcome TEXT NOT NULL DEFAULT 'sent';
