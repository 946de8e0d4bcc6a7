import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { ROOT } from './local.mjs';
import { CREATE_MIGRATIONS_TABLE } from './migration-renames.mjs';
import { allMigrationsSql, migrationFiles } from './migrations-at-once.mjs';

// A new local database gets every migration in one run. It must end up as the
// one-run-per-migration way leaves it (wrangler's), with every file recorded,
// or a later `migrations apply` would run some again.

const MIGRATIONS = path.join(ROOT, 'migrations');

/** Tables, indexes and triggers, with their SQL. */
function schema(db: DatabaseSync) {
  return db.prepare("SELECT type, name, sql FROM sqlite_master WHERE name <> 'sqlite_sequence' ORDER BY type, name").all();
}

describe('every migration at once', () => {
  it('records every migration file, in wrangler’s order', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(allMigrationsSql(MIGRATIONS));
    const recorded = (db.prepare('SELECT name FROM d1_migrations ORDER BY id').all() as Array<{ name: string }>).map((r) => r.name);
    expect(recorded).toEqual(migrationFiles(MIGRATIONS));
    expect(recorded.length).toBeGreaterThan(20);
  });

  it('leaves the same schema as applying the files one by one', () => {
    const atOnce = new DatabaseSync(':memory:');
    atOnce.exec(allMigrationsSql(MIGRATIONS));
    const oneByOne = new DatabaseSync(':memory:');
    oneByOne.exec(CREATE_MIGRATIONS_TABLE);
    for (const name of migrationFiles(MIGRATIONS)) {
      oneByOne.exec(readFileSync(path.join(MIGRATIONS, name), 'utf8'));
      oneByOne.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(name);
    }
    expect(schema(atOnce)).toEqual(schema(oneByOne));
    expect(schema(atOnce).some((row) => (row as { name: string }).name === 'orders')).toBe(true);
  });
});
