-- Staff sessions kept on a device the admin or rider marked as their own. The
-- browser holds a random token in an HttpOnly cookie; only its SHA-256 is
-- stored here. A row lives 30 days from its last use (sliding), ends at once
-- when the device logs out, and stops working when the account's token
-- version moves on (password reset, e-mail change, role change, access
-- removed, "sign out other devices").
CREATE TABLE device_sessions (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  distributor_id  INTEGER NOT NULL REFERENCES distributors(id),
  customer_id     INTEGER NOT NULL REFERENCES customers(id),
  token_hash      TEXT NOT NULL UNIQUE,
  token_version   INTEGER NOT NULL,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  last_used_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at      TEXT NOT NULL
);

CREATE INDEX device_sessions_account ON device_sessions (distributor_id, customer_id);

-- The audit log's before → after: for an edit, the changed fields' old and new
-- values as they were when the write was recorded (JSON: { field: [old, new] }).
ALTER TABLE operator_activity ADD COLUMN changes TEXT NOT NULL DEFAULT '{}';

-- The target's fields as the batch began, so its activity row can set them
-- beside the fields after the write (the scratch row lives inside one batch).
ALTER TABLE operator_activity_marks ADD COLUMN before_snapshot TEXT;

-- The log's filters read a page of one kind or one person's entries, newest
-- first, straight from an index (no sort of all a busy shop's orders).
CREATE INDEX operator_activity_kind ON operator_activity (distributor_id, target_kind, id DESC);
CREATE INDEX operator_activity_actor ON operator_activity (distributor_id, actor_id, id DESC);
