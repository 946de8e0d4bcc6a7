-- The login guard. An account's failed logins no longer refuse its owner:
-- past the allowance, a login from an address or device the account has not
-- logged in from must carry a solved proof-of-work challenge instead.

-- Devices that logged into an account: the SHA-256 of the random device token
-- the login answer handed them (the browser keeps the token).
CREATE TABLE login_devices (
  customer_id  INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  device_hash  TEXT NOT NULL,
  last_seen    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (customer_id, device_hash)
);

-- Client addresses that logged into an account (their SHA-256, never the address).
CREATE TABLE login_addresses (
  customer_id   INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  address_hash  TEXT NOT NULL,
  last_seen     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (customer_id, address_hash)
);

-- Challenges already spent (each buys one password check), until they expire
-- (seconds since the epoch); swept as new ones are spent.
CREATE TABLE spent_login_challenges (
  id          TEXT PRIMARY KEY,
  expires_at  INTEGER NOT NULL
);
