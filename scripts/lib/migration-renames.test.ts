import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { ROOT } from './local.mjs';
import { MIGRATION_RENAMES, renameAppliedSql } from './migration-renames.mjs';

// Wrangler records applied migrations by file name in d1_migrations and runs
// any file whose name it has not recorded. These tests run the rename SQL on
// a record made under the old names (as a database migrated before the
// renames has it) and check that no migration would run again.

const files = readdirSync(path.join(ROOT, 'migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort();

/** What wrangler would still apply: the files whose names are not recorded. */
function unapplied(db: DatabaseSync): string[] {
  const recorded = new Set((db.prepare('SELECT name FROM d1_migrations').all() as Array<{ name: string }>).map((r) => r.name));
  return files.filter((f) => !recorded.has(f));
}

/** A database migrated before the renames: every migration recorded under its old name. */
function migratedUnderOldNames(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  const oldName = new Map(MIGRATION_RENAMES.map(([from, to]) => [to, from]));
  db.exec(renameAppliedSql([]));
  const insert = db.prepare('INSERT INTO d1_migrations (name) VALUES (?)');
  for (const file of files) insert.run(oldName.get(file) ?? file);
  return db;
}

describe('migration file names', () => {
  it('are unique by number and in the order they were applied', () => {
    const numbers = files.map((f) => f.split('_')[0]);
    expect(new Set(numbers).size).toBe(files.length);
    expect(files.slice(0, 5)).toEqual([
      '0001_init.sql',
      '0002_accounts.sql',
      '0003_checkout.sql',
      '0004_list_order_indexes.sql',
      '0005_session_revocations.sql',
    ]);
  });

  it('list each renamed file under its new name only', () => {
    for (const [from, to] of MIGRATION_RENAMES) {
      expect(files).toContain(to);
      expect(files).not.toContain(from);
    }
  });
});

describe('carrying renamed migrations over', () => {
  it('leaves nothing to run again on a database migrated under the old names', () => {
    const db = migratedUnderOldNames();
    expect(unapplied(db)).toEqual(MIGRATION_RENAMES.map(([, to]) => to));
    db.exec(renameAppliedSql());
    expect(unapplied(db)).toEqual([]);
    // Running it again (every start does) changes nothing.
    db.exec(renameAppliedSql());
    expect((db.prepare('SELECT name FROM d1_migrations ORDER BY id').all() as Array<{ name: string }>).map((r) => r.name)).toEqual(files);
  });

  it('on a fresh database only creates the record table, so every migration still runs', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(renameAppliedSql());
    expect(unapplied(db)).toEqual(files);
  });

  it('never makes a second row when a database already has both names', () => {
    const db = migratedUnderOldNames();
    db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run('0003_checkout.sql');
    db.exec(renameAppliedSql());
    const names = (db.prepare('SELECT name FROM d1_migrations').all() as Array<{ name: string }>).map((r) => r.name);
    expect(names.filter((n) => n === '0003_checkout.sql')).toHaveLength(1);
    expect(unapplied(db)).toEqual([]);
  });
});
