-- A reset link belongs to the account as it was when the link was mailed: it
-- records the account's token version, and a link whose version is no longer
-- the account's (an e-mail change, a password change, a soft delete since)
-- sets no password. Links from before this column have none and so are void.
ALTER TABLE password_reset_tokens ADD COLUMN token_version INTEGER;
