-- Web Push subscriptions of the shop's admins: one row per staff member and
-- browser (a device that said "Notify this device even when the console is
-- closed"). The endpoint is the push service's address for that browser;
-- p256dh (the browser's public key) and auth (a secret shared with it) are
-- what a message is encrypted for. auth is never answered or logged.
CREATE TABLE push_subscriptions (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  customer_id     INTEGER NOT NULL REFERENCES customers(id),
  endpoint        TEXT NOT NULL UNIQUE,
  p256dh          TEXT NOT NULL,
  auth            TEXT NOT NULL,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX push_subscriptions_person ON push_subscriptions (distributor_id, customer_id);
