-- Short links for SMS and WhatsApp: an SMS variable holds at most 30
-- characters, so a message carries the shop's own /o/<code>, which answers
-- with a redirect to the page it stands for (the order's page in the order's
-- language, the console's order page). One code per shop and page: a retry
-- or a second message about the same order reuses it. Codes are random (48
-- bits), so they cannot be guessed, and each only opens a page that asks
-- whoever follows it to log in.
CREATE TABLE short_links (
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  code            TEXT NOT NULL,
  path            TEXT NOT NULL,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (distributor_id, code),
  UNIQUE (distributor_id, path)
);

-- The development outbox shows every channel: e-mail, and what the SMS and
-- WhatsApp stand-ins received (the template's name and its variables).
ALTER TABLE outbox ADD COLUMN channel TEXT NOT NULL DEFAULT 'email';
