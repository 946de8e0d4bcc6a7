import type { SeedDistributor } from '../../../seed/types.ts';
import { seedDatabase } from '../../../seed/seed.ts';
import { emptyDatabase, ownTables, type TableOf } from './empty-storage';
import { seedPasswordHashes } from './seed-hashes';

// The demo seed for each test file, from a copy kept in memory. Seeding runs
// hundreds of statements (many of them updates that scan the products) and
// was most of each file's setup; the seeded rows are read once, and the next
// files get them back with a few inserts. The Worker stays up from file to
// file (vitest `isolate: false`), so the copy does too.
//
// Only the tables the seed writes are copied. Tables that triggers fill from
// others (search words, order counts, day totals, low-stock counts) and the
// full-text indexes are left to those triggers, which rebuild them as the
// seed's own inserts did; tests/api/seed-snapshot.test.ts compares a restored
// database with a freshly seeded one, table by table.
//
// The seed dates its rows from its `now` (an order two hours ago, a coupon
// valid from yesterday): a copy older than MAX_AGE_MS is seeded afresh, so
// a file never sees seeded times further off than one long file would.
const MAX_AGE_MS = 60_000;

/** D1's limit of bound values in one statement. */
const MAX_BOUND = 100;

type Row = Record<string, unknown>;

interface SeedCopy {
  /** The `now` the copy was seeded with. */
  seededAt: Date;
  /** The slugs of the shops seeded. */
  shops: string;
  tables: Array<{ name: string; columns: string[]; rows: Row[] }>;
}

const copies = new Map<D1Database, SeedCopy>();
const slugsOf = (distributors: SeedDistributor[]) => distributors.map((d) => d.slug).join(',');

/** Names a trigger's body writes to (after its BEGIN), and the table it is on. */
function triggerTargets(sql: string): { on: string; writes: string[] } {
  const begin = sql.search(/\bBEGIN\b/i);
  const on = /\bON\s+"?(\w+)"?/i.exec(sql.slice(0, begin))?.[1] ?? '';
  const writes = [...sql.slice(begin).matchAll(/\b(?:INSERT(?:\s+OR\s+\w+)?\s+INTO|UPDATE(?:\s+OR\s+\w+)?|DELETE\s+FROM)\s+"?(\w+)"?/gi)].map((m) => m[1]!);
  return { on, writes };
}

/**
 * The seed's tables in an order that inserts each after the tables it names:
 * its foreign keys, and what its triggers read (a product's pack-size group,
 * an order's coupon). Tables that triggers of other tables write are left out.
 */
async function copiedTables(db: D1Database): Promise<TableOf[]> {
  const tables = await ownTables(db);
  const { results: triggers } = await db.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger'").all<{ sql: string }>();
  const derived = new Set<string>();
  const reads = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  for (const { sql } of triggers) {
    const { on, writes } = triggerTargets(sql);
    for (const w of writes) if (w !== on) derived.add(w);
    for (const m of sql.matchAll(/\b(?:FROM|JOIN)\s+"?(\w+)"?/gi)) if (m[1] !== on) reads.get(on)?.add(m[1]!);
  }
  for (const t of tables) for (const m of t.sql.matchAll(/\bREFERENCES\s+"?(\w+)"?/gi)) if (m[1] !== t.name) reads.get(t.name)?.add(m[1]!);
  const copied = tables.filter((t) => !derived.has(t.name));
  const ordered: TableOf[] = [];
  const placed = new Set<string>();
  const place = (t: TableOf, path: Set<string>) => {
    if (placed.has(t.name) || path.has(t.name)) return;
    path.add(t.name);
    for (const dep of reads.get(t.name) ?? []) {
      const table = copied.find((c) => c.name === dep);
      if (table) place(table, path);
    }
    placed.add(t.name);
    ordered.push(t);
  };
  for (const t of copied) place(t, new Set());
  return ordered;
}

/** Seeds the emptied `db` with `distributors` and keeps a copy of what the seed wrote. */
async function seedAndCopy(db: D1Database, distributors: SeedDistributor[]): Promise<SeedCopy> {
  const seededAt = new Date();
  await seedDatabase(db, distributors, seededAt, await seedPasswordHashes());
  const tables: SeedCopy['tables'] = [];
  for (const t of await copiedTables(db)) {
    const { results } = await db.prepare(`SELECT * FROM "${t.name}"`).all<Row>();
    if (!results.length) continue;
    tables.push({ name: t.name, columns: Object.keys(results[0]!), rows: results });
  }
  return { seededAt, shops: slugsOf(distributors), tables };
}

/** D1 answers a BLOB as an array of bytes; it binds one as bytes. */
const bindable = (v: unknown) => (Array.isArray(v) ? new Uint8Array(v as number[]) : v);

/** Writes a kept copy into the emptied `db`, in one batch (the triggers fill what they derive). */
export async function restoreCopy(db: D1Database, copy: SeedCopy): Promise<void> {
  const statements = [db.prepare('PRAGMA defer_foreign_keys = ON')];
  for (const { name, columns, rows } of copy.tables) {
    const perStatement = Math.max(1, Math.floor(MAX_BOUND / columns.length));
    const row = `(${columns.map(() => '?').join(', ')})`;
    for (let i = 0; i < rows.length; i += perStatement) {
      const chunk = rows.slice(i, i + perStatement);
      statements.push(
        db
          .prepare(`INSERT INTO "${name}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${chunk.map(() => row).join(', ')}`)
          .bind(...chunk.flatMap((r) => columns.map((c) => bindable(r[c])))),
      );
    }
  }
  await db.batch(statements);
}

/**
 * Empties `db` and gives it the demo seed of `distributors`: from the kept
 * copy while it is young enough, else by seeding (and keeping a new copy).
 */
export async function freshSeed(db: D1Database, distributors: SeedDistributor[]): Promise<SeedCopy> {
  await emptyDatabase(db);
  const kept = copies.get(db);
  if (kept && kept.shops === slugsOf(distributors) && Date.now() - kept.seededAt.getTime() < MAX_AGE_MS) {
    await restoreCopy(db, kept);
    return kept;
  }
  const copy = await seedAndCopy(db, distributors);
  copies.set(db, copy);
  return copy;
}
