import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { distributors } from '../../seed/data/index.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { forgetDistributor } from '@/server/catalogue-memory';
import { databaseForSlug } from '@/server/tenant-database';
import { testDatabases } from './databases';
import { seedPasswordHashes } from './support/seed-hashes';

// Each test file starts from the migrated, freshly seeded demo data: every
// database the layout binds gets the schema, and each distributor's rows go to
// its own. The files share one Worker and its storage (vitest `isolate: false`,
// which spares every file a fresh module graph), so what an earlier file wrote
// is wiped here first: rows, KV (sessions, throttles, revoked tokens), R2
// uploads, and the instance's kept catalogue reads.

async function emptyDatabase(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'")
    .all<{ name: string; sql: string }>();
  // A full-text index (and its shadow tables) follows its table through triggers.
  const indexes = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name);
  const tables = results.filter((t) => !indexes.some((i) => t.name === i || t.name.startsWith(`${i}_`)));
  if (!tables.length) return;
  // Append-only tables refuse DELETE by trigger: lifted for the wipe and put back by the same batch.
  const { results: guards } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_no\\_delete' ESCAPE '\\'")
    .all<{ name: string; sql: string }>();
  // Foreign keys are checked at the end of the batch, when every table is empty.
  await db.batch([
    db.prepare('PRAGMA defer_foreign_keys = ON'),
    ...guards.map(({ name }) => db.prepare(`DROP TRIGGER "${name}"`)),
    ...tables.map(({ name }) => db.prepare(`DELETE FROM "${name}"`)),
    ...guards.map(({ sql }) => db.prepare(sql)),
  ]);
}

async function emptyKv(kv: KVNamespace): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    await Promise.all(page.keys.map((k) => kv.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

for (const db of testDatabases()) await applyD1Migrations(db, env.TEST_MIGRATIONS);
await Promise.all([...testDatabases().map(emptyDatabase), emptyKv(env.SESSION), emptyBucket(env.MEDIA)]);
for (const db of testDatabases()) {
  const theirs = distributors.filter((d) => databaseForSlug(env, d.slug) === db);
  if (theirs.length) await seedDatabase(db, theirs, new Date(), await seedPasswordHashes());
}
for (const d of distributors) forgetDistributor(d.id);
