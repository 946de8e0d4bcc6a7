-- Accounts: lookups the account routes make by customer and by distributor.
-- A reset voids every open link of its customer; /dev/outbox lists one shop's mail.
CREATE INDEX IF NOT EXISTS password_reset_tokens_customer ON password_reset_tokens(customer_id);
CREATE INDEX IF NOT EXISTS outbox_distributor ON outbox(distributor_id, id);
