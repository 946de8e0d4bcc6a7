// A new local database gets every migration in one batch. Wrangler's
// own `d1 migrations apply` starts a local database once per migration (about
// a second each: most of a first `npm start` and of a test run's seeding).
// This SQL holds the statements it would run, in its order, each followed by
// the same record of it in d1_migrations, so a later `migrations apply` finds
// them all applied.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CREATE_MIGRATIONS_TABLE, sqlText } from './migration-renames.mjs';

/** The migration files of a folder, in the order wrangler applies them. */
export function migrationFiles(migrationsDir) {
  return readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
}

/** SQL applying every migration in `migrationsDir` to an empty database, with wrangler's record of each. */
export function allMigrationsSql(migrationsDir) {
  const steps = migrationFiles(migrationsDir).map(
    (name) => `${readFileSync(path.join(migrationsDir, name), 'utf8')}\nINSERT INTO "d1_migrations" (name)\nvalues (${sqlText(name)});`,
  );
  return [CREATE_MIGRATIONS_TABLE, ...steps].join('\n');
}
