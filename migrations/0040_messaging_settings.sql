-- Each shop's own SMS (MSG91) and WhatsApp (Cloud API) settings, set in the
-- console. A row decides its channel for the shop over the deploy-time
-- configuration (no row: the deploy-time configuration, as before). The
-- provider key is sealed with PAYMENT_KEYS_SECRET, bound to the shop and the
-- channel; only its last 4 characters are kept readable. `approved` is the
-- JSON list of the catalogue's template names the provider approved: any
-- other template is not sent on this channel.
CREATE TABLE shop_messaging_settings (
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  channel         TEXT NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
  enabled         INTEGER NOT NULL DEFAULT 0 CHECK (enabled IN (0, 1)),
  sender          TEXT NOT NULL DEFAULT '',
  key_enc         TEXT,
  key_last4       TEXT,
  approved        TEXT NOT NULL DEFAULT '[]',
  updated_at      TEXT NOT NULL,
  PRIMARY KEY (distributor_id, channel)
);
