// Migrates and seeds one local state folder (npm start's, or a test run's):
// every database the layout binds gets the schema, and each demo distributor's
// rows go to its own database (DB_<SLUG> when bound, else the shared DB) only.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, applyMigrations, hasLocalDatabases, migrateNewFolder, openPlatform } from './local.mjs';
import { databaseBindingName } from './databases.mjs';

const CONTENT_TYPES = { '.svg': 'image/svg+xml', '.avif': 'image/avif', '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg' };

/** The binding that holds a distributor's rows among `bindings`. */
export function bindingOf(slug, bindings) {
  const own = databaseBindingName(slug);
  return bindings.includes(own) ? own : 'DB';
}

/** Returns true when it seeded, false when every database already had data. */
export async function migrateAndSeed(persistTo, { log = console.log } = {}) {
  // A new folder is migrated through the platform the seed opens anyway; an
  // existing one by wrangler, before the platform opens (two runtimes on one
  // folder can find its storage locked).
  const fresh = !hasLocalDatabases(persistTo);
  const existingBindings = fresh ? null : await applyMigrations(persistTo);
  const { seedDatabase, isEmpty, imageUploads } = await import(path.join(ROOT, 'seed/seed.ts'));
  const { distributors } = await import(path.join(ROOT, 'seed/data/index.ts'));
  const platform = await openPlatform(persistTo);
  try {
    const bindings = existingBindings ?? (await migrateNewFolder(platform));
    let seeded = 0;
    for (const binding of bindings) {
      const theirs = distributors.filter((d) => bindingOf(d.slug, bindings) === binding);
      if (!theirs.length || !(await isEmpty(platform.env[binding]))) continue;
      log(`Seeding the demo shops (${theirs.map((d) => d.slug).join(', ')}) into ${binding}...`);
      await seedDatabase(platform.env[binding], theirs);
      seeded += theirs.length;
    }
    // Seeded images go to each shop's own prefix. A state seeded before shops
    // had prefixes gains the ones it lacks, so its pages keep their images.
    const uploads = imageUploads(distributors);
    const missing = [];
    for (const upload of uploads) if (seeded || !(await platform.env.MEDIA.head(upload.key))) missing.push(upload);
    await Promise.all(
      missing.map(async ({ key, file }) => {
        const bytes = await readFile(path.join(ROOT, 'seed/images', file));
        const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
        await platform.env.MEDIA.put(key, bytes, { httpMetadata: { contentType } });
      }),
    );
    if (!seeded) {
      if (missing.length) log(`Stored ${missing.length} seeded images under their shops' prefixes.`);
      return false;
    }
    log(`Seeded ${seeded} distributors and ${uploads.length} images.`);
    return true;
  } finally {
    await platform.dispose();
  }
}
