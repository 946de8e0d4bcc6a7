// Migrates and seeds one local state folder (npm start's, or a test run's).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, applyMigrations, openPlatform } from './local.mjs';

const CONTENT_TYPES = { '.svg': 'image/svg+xml', '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg' };

/** Returns true when it seeded, false when the database already had data. */
export async function migrateAndSeed(persistTo, { log = console.log } = {}) {
  await applyMigrations(persistTo);
  const { seedDatabase, isEmpty, imageUploads } = await import(path.join(ROOT, 'seed/seed.ts'));
  const { distributors } = await import(path.join(ROOT, 'seed/data/index.ts'));
  const platform = await openPlatform(persistTo);
  try {
    if (!(await isEmpty(platform.env.DB))) return false;
    log('Seeding the demo shops (sehat, kirana)...');
    await seedDatabase(platform.env.DB, distributors);
    const uploads = imageUploads(distributors);
    await Promise.all(
      uploads.map(async ({ key, file }) => {
        const bytes = await readFile(path.join(ROOT, 'seed/images', file));
        const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
        await platform.env.MEDIA.put(key, bytes, { httpMetadata: { contentType } });
      }),
    );
    log(`Seeded ${distributors.length} distributors and ${uploads.length} images.`);
    return true;
  } finally {
    await platform.dispose();
  }
}
