-- Sessions ended on the server (logout): the token's id (jti) until the
-- token would have expired anyway. The auth guard refuses listed tokens;
-- rows past expires_at (seconds since the epoch) are swept on the next logout.
CREATE TABLE revoked_tokens (
  jti         TEXT PRIMARY KEY,
  expires_at  INTEGER NOT NULL
);
CREATE INDEX revoked_tokens_expiry ON revoked_tokens (expires_at);
