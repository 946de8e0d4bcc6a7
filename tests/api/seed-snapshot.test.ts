import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { distributors } from '../../seed/data/index.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { databaseForSlug } from '@/server/tenant-database';
import { testDatabases } from './databases';
import { emptyDatabase } from './support/empty-storage';
import { seedPasswordHashes } from './support/seed-hashes';
import { freshSeed, restoreCopy } from './support/seed-snapshot';

// Every file's setup gives back the demo seed from a copy kept in memory
// (support/seed-snapshot.ts), copying only the tables the seed writes and
// leaving the rest to the triggers. This holds it to what seeding afresh gives.

type Row = Record<string, unknown>;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}/;

/**
 * Times the database's clock wrote while seeding (an `updated_at` default)
 * differ between two seeds made at different moments: any time from the
 * seed's moment on reads as the same mark. The seed's own dates are before
 * that moment, except validity ends, which both seeds date alike.
 */
function sameSeedTimes(row: Row, seededAt: Date): Row {
  const from = seededAt.getTime() - 1000;
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => {
      if (typeof v !== 'string' || !TIMESTAMP.test(v)) return [k, v];
      const at = Date.parse(v.includes('T') ? v : `${v.replace(' ', 'T')}Z`);
      return [k, at >= from ? 'from the seed on' : v];
    }),
  );
}

/** Every row of every table, full-text indexes included (as a search reads them), in a stable order. */
async function everything(db: D1Database, seededAt: Date): Promise<Record<string, string[]>> {
  const { results } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name")
    .all<{ name: string; sql: string }>();
  const indexes = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name);
  const shadow = (name: string) => indexes.some((i) => name.startsWith(`${i}_`));
  const all: Record<string, string[]> = {};
  for (const { name } of results.filter((t) => !shadow(t.name))) {
    const select = indexes.includes(name) ? `SELECT rowid AS "rowid", * FROM "${name}"` : `SELECT * FROM "${name}"`;
    const { results: rows } = await db.prepare(select).all<Row>();
    all[name] = rows.map((r) => JSON.stringify(sameSeedTimes(r, seededAt))).sort();
  }
  return all;
}

/** Runs each full-text index's own check of its entries against its content (throws when they differ). */
async function checkIndexes(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name").all<{ name: string }>();
  for (const { name } of results) await db.prepare(`INSERT INTO "${name}" ("${name}", rank) VALUES ('integrity-check', 1)`).run();
  return results.map((r) => r.name);
}

describe('the demo seed kept for each file', () => {
  it('restores each database of the layout to what seeding it afresh gives, derived tables and search indexes included', async () => {
    for (const db of testDatabases()) {
      const theirs = distributors.filter((d) => databaseForSlug(env, d.slug) === db);
      if (!theirs.length) continue;
      const copy = await freshSeed(db, theirs);
      await emptyDatabase(db);
      await restoreCopy(db, copy);
      const restored = await everything(db, copy.seededAt);
      expect(await checkIndexes(db)).not.toEqual([]);
      await emptyDatabase(db);
      await seedDatabase(db, theirs, copy.seededAt, await seedPasswordHashes());
      const seeded = await everything(db, copy.seededAt);
      expect(seeded.products?.length).toBeGreaterThan(10);
      expect(seeded.search_words?.length).toBeGreaterThan(10);
      expect(Object.keys(restored)).toEqual(Object.keys(seeded));
      for (const table of Object.keys(seeded)) expect(restored[table], table).toEqual(seeded[table]);
    }
  });
});
