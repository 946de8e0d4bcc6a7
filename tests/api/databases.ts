import { env } from 'cloudflare:workers';
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
