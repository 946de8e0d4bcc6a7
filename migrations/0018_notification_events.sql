-- What happened to an order or an account, recorded in the same batch as the
-- change itself, then handed to the notification queue after the answer. The
-- row is the message's source of truth: its id makes sending idempotent, its
-- status shows what is still to send (the sweep re-queues what was recorded
-- but never acknowledged) and what failed for good ('dead', after the queue's
-- retries ran out).
CREATE TABLE notification_events (
  id              TEXT PRIMARY KEY,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  type            TEXT NOT NULL,
  -- The order's public id (orders.order_id); no foreign key: a deleted order keeps its history.
  order_id        TEXT,
  customer_id     INTEGER,
  payload         TEXT NOT NULL DEFAULT '{}',
  status          TEXT NOT NULL DEFAULT 'recorded'
                  CHECK (status IN ('recorded', 'queued', 'sending', 'sent', 'failed', 'dead')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  last_error      TEXT,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  queued_at       TEXT,
  claimed_at      TEXT,
  sent_at         TEXT
);
CREATE INDEX notification_events_status ON notification_events (status, created_at);
CREATE INDEX notification_events_order ON notification_events (distributor_id, order_id);

-- One row per message sent for an event, per channel and recipient: a retry
-- after a partial failure sends only what is missing.
CREATE TABLE notification_deliveries (
  event_id   TEXT NOT NULL REFERENCES notification_events(id),
  channel    TEXT NOT NULL,
  recipient  TEXT NOT NULL,
  sent_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (event_id, channel, recipient)
);

-- The development outbox says which event and order a message is about.
ALTER TABLE outbox ADD COLUMN event_id TEXT;
ALTER TABLE outbox ADD COLUMN order_id TEXT;
