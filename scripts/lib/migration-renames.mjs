// Migration files that were renamed after databases had applied them.
// Wrangler remembers an applied migration by its file name (the d1_migrations
// table), so a renamed file would look new and run again on every existing
// database. Before applying migrations, every script rewrites the recorded
// names first (renameAppliedSql); on a fresh database the statements change
// nothing. Entries stay here for good: a database last migrated long ago
// still carries the old names.

/** [old name, new name]: two files once shared the prefix 0002, and the later ones moved up by one. */
export const MIGRATION_RENAMES = [
  ['0002_checkout.sql', '0003_checkout.sql'],
  ['0003_list_order_indexes.sql', '0004_list_order_indexes.sql'],
  ['0004_session_revocations.sql', '0005_session_revocations.sql'],
];

/** Wrangler's record of applied migrations, created exactly as `wrangler d1 migrations apply` creates it. */
export const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT UNIQUE,
    applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;

export const sqlText = (value) => `'${value.replace(/'/g, "''")}'`;

/**
 * SQL that renames the recorded rows, safe to run any number of times. The
 * table is created exactly as wrangler creates it, so a fresh database gets
 * the same table `wrangler d1 migrations apply` would have made.
 */
export function renameAppliedSql(renames = MIGRATION_RENAMES) {
  const updates = renames.map(
    ([from, to]) =>
      `UPDATE d1_migrations SET name = ${sqlText(to)} WHERE name = ${sqlText(from)} AND NOT EXISTS (SELECT 1 FROM d1_migrations WHERE name = ${sqlText(to)});`,
  );
  return [CREATE_MIGRATIONS_TABLE, ...updates].join('\n');
}
