import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { distributors } from '../../seed/data/index.ts';
import { forgetDistributor } from '@/server/catalogue-memory';
import { forgetKeptDistributors } from '@/server/tenant-memory';
import { forgetKeptMedia } from '@/server/media/media-memory';
import { databaseForSlug } from '@/server/tenant-database';
import { testDatabases } from './databases';
import { emptyBucket, emptyDatabase, emptyKv } from './support/empty-storage';
import { freshSeed } from './support/seed-snapshot';
import { cheapenPasswordDerivation } from './support/cheap-derivation';

// Each test file starts from the migrated, freshly seeded demo data: every
// database the layout binds gets the schema, and each distributor's rows go to
// its own. The files share one Worker and its storage (vitest `isolate: false`,
// which spares every file a fresh module graph), so what an earlier file wrote
// is wiped here first: rows, KV (sessions, throttles, revoked tokens), R2
// uploads, and the instance's kept catalogue reads, distributors and pictures. The seed's rows come from
// a copy kept in memory (support/seed-snapshot.ts).

cheapenPasswordDerivation();
for (const db of testDatabases()) await applyD1Migrations(db, env.TEST_MIGRATIONS);
await Promise.all([
  ...testDatabases().map((db) => {
    const theirs = distributors.filter((d) => databaseForSlug(env, d.slug) === db);
    return theirs.length ? freshSeed(db, theirs) : emptyDatabase(db);
  }),
  emptyKv(env.SESSION),
  emptyBucket(env.MEDIA),
]);
for (const d of distributors) forgetDistributor(d.id);
forgetKeptDistributors();
forgetKeptMedia();
