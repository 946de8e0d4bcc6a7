-- A reconciliation difference an admin looked into and marked resolved: when,
-- by whom (the admin's id and name as it was then) and the note saying what
-- was found or done. Unresolved: all four NULL. The console lists open
-- differences by default (docs/money.md, "Reconciliation").
ALTER TABLE reconciliation_differences ADD COLUMN resolved_at TEXT;
ALTER TABLE reconciliation_differences ADD COLUMN resolved_by_id INTEGER;
ALTER TABLE reconciliation_differences ADD COLUMN resolved_by_name TEXT;
ALTER TABLE reconciliation_differences ADD COLUMN resolution_note TEXT;

-- A shop's own MSG91 flow template ids, as a JSON object keyed
-- `<template>_<en|hi>` (the ids its DLT registration and MSG91 gave it). A key
-- the shop left out falls back to the deploy-time MSG91_TEMPLATE_IDS
-- (docs/notifications.md). Only the SMS row uses it.
ALTER TABLE shop_messaging_settings ADD COLUMN template_ids TEXT NOT NULL DEFAULT '{}';
