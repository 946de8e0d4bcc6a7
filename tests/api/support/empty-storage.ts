// Emptying the test Worker's storage between files (tests/api/setup.ts): the
// files share one Worker and its storage (vitest `isolate: false`), so what an
// earlier file wrote is wiped before the next one is seeded.

export interface TableOf {
  name: string;
  sql: string;
}

/** The database's own tables: neither SQLite's nor D1's, nor a full-text index or its shadow tables. */
export async function ownTables(db: D1Database): Promise<TableOf[]> {
  const { results } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'")
    .all<TableOf>();
  // A full-text index (and its shadow tables) follows its table through triggers.
  const indexes = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name);
  return results.filter((t) => !indexes.some((i) => t.name === i || t.name.startsWith(`${i}_`)));
}

export async function emptyDatabase(db: D1Database): Promise<void> {
  const tables = await ownTables(db);
  if (!tables.length) return;
  // Append-only tables refuse DELETE by trigger: lifted for the wipe and put back by the same batch.
  const { results: guards } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_no\\_delete' ESCAPE '\\'")
    .all<{ name: string; sql: string }>();
  const sequences = await db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").first();
  // Foreign keys are checked at the end of the batch, when every table is empty.
  await db.batch([
    db.prepare('PRAGMA defer_foreign_keys = ON'),
    ...guards.map(({ name }) => db.prepare(`DROP TRIGGER "${name}"`)),
    ...tables.map(({ name }) => db.prepare(`DELETE FROM "${name}"`)),
    ...guards.map(({ sql }) => db.prepare(sql)),
    // AUTOINCREMENT ids start again from 1, as in a new database, so each file's seed has the same ids.
    ...(sequences ? [db.prepare('DELETE FROM sqlite_sequence')] : []),
  ]);
}

export async function emptyKv(kv: KVNamespace): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    await Promise.all(page.keys.map((k) => kv.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

export async function emptyBucket(bucket: R2Bucket): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
