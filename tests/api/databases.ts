import { env } from 'cloudflare:workers';
import { describe, it } from 'vitest';
import { databaseForSlug } from '@/server/tenant-database';

// The databases of the layout under test: the shared DB, plus DB_KIRANA when
// kirana has its own (the default; STOREFRONT_DB_LAYOUT=shared runs without).

export function testDatabases(): D1Database[] {
  return env.DB_KIRANA ? [env.DB, env.DB_KIRANA] : [env.DB];
}

export const splitLayout = (): boolean => Boolean(env.DB_KIRANA);

/** The database a shop's rows are in, as the Worker finds it. */
export function dbOf(slug: string): D1Database {
  return databaseForSlug(env, slug);
}

/**
 * True when both demo shops keep their rows in one database (the shared
 * layout). Only then does one shop's row id name a row the other shop could be
 * asked for; in the split layout the same number names the asking shop's own
 * row or nothing, and tenant-databases.test.ts shows that shop reaches its own
 * database only.
 */
export const oneDatabase = (): boolean => !splitLayout();

/**
 * The split run (`npm run test:api:split`) repeats only what can differ by
 * layout, while the shared run has every test. In a file it lists
 * (layouts.ts), a test of sehat alone (its host, its accounts, rows read from
 * `DB`, sehat's database in both layouts) cannot differ, and is marked with
 * these: the split run skips it (and counts it as skipped). A file run on its
 * own runs it in either layout.
 */
const splitRun = env.TEST_API_FILES === 'layout-sensitive';
export const describeLayoutFree = splitRun ? describe.skip : describe;
export const itLayoutFree = splitRun ? it.skip : it;
