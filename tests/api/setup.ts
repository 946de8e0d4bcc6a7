import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { distributors } from '../../seed/data/index.ts';
import { isEmpty, seedDatabase } from '../../seed/seed.ts';

// Each test file starts from the migrated, seeded demo data.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
if (await isEmpty(env.DB)) await seedDatabase(env.DB, distributors);
