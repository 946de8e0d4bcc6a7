import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { distributors } from '../../seed/data/index.ts';
import { isEmpty, seedDatabase } from '../../seed/seed.ts';
import { databaseForSlug } from '@/server/tenant-database';
import { testDatabases } from './databases';

// Each test file starts from the migrated, seeded demo data: every database
// the layout binds gets the schema, and each distributor's rows go to its own.
for (const db of testDatabases()) await applyD1Migrations(db, env.TEST_MIGRATIONS);
for (const db of testDatabases()) {
  const theirs = distributors.filter((d) => databaseForSlug(env, d.slug) === db);
  if (theirs.length && (await isEmpty(db))) await seedDatabase(db, theirs);
}
