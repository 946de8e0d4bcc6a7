// Which D1 databases the scripts work on. Deployed: every [[d1_databases]]
// entry of wrangler.toml (DB, plus DB_<SLUG> for each distributor given a
// database of its own). Locally the layout decides: "split" (the default)
// adds kirana's own database, DB_KIRANA, so both layouts are exercised every
// day; STOREFRONT_DB_LAYOUT=shared keeps everything in DB. The local database
// is added to a generated configuration, never to wrangler.toml: a deploy
// needs no database it does not have.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseBindingName } from '../../src/lib/tenant.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Distributors that get a database of their own in the local split layout. */
export const LOCAL_OWN_DATABASES = ['kirana'];

export { databaseBindingName };

/** "split" or "shared", from STOREFRONT_DB_LAYOUT; anything else is refused. */
export function localLayout(value = process.env.STOREFRONT_DB_LAYOUT) {
  if (!value || value === 'split') return 'split';
  if (value === 'shared') return 'shared';
  throw new Error(`STOREFRONT_DB_LAYOUT must be "split" or "shared", not "${value}"`);
}

/** Writes whole or not at all: several scripts (a test server, the onboarding tool) may write it at once. */
function writeJsonAtomically(file, value) {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temp, file);
}

async function deployedConfig() {
  const { experimental_readRawConfig } = await import('wrangler');
  return experimental_readRawConfig({ config: path.join(ROOT, 'wrangler.toml') }).rawConfig;
}

/** The local-only databases of a layout, as wrangler d1_databases entries (migrations_dir relative to ROOT). */
export function localExtraDatabases(declared, layout = localLayout()) {
  if (layout === 'shared') return [];
  const names = new Set(declared.map((d) => d.binding));
  return LOCAL_OWN_DATABASES.map(databaseBindingName)
    .filter((binding) => !names.has(binding))
    .map((binding) => ({ binding, database_name: `storefront-${binding.slice(3).toLowerCase()}`, database_id: `local-${binding.toLowerCase()}`, migrations_dir: 'migrations' }));
}

/**
 * The databases a script acts on: `configPath` (for wrangler --config and the
 * platform proxy) and their bindings, shared DB first; locally also each
 * binding's migrations folder (absolute), in `migrationsDirs`.
 */
export async function dataTargets({ remote = false } = {}) {
  const config = await deployedConfig();
  const declared = config.d1_databases ?? [];
  if (remote) return { configPath: path.join(ROOT, 'wrangler.toml'), bindings: declared.map((d) => d.binding) };
  const databases = [...declared, ...localExtraDatabases(declared)].map((d) => ({ ...d, migrations_dir: path.resolve(ROOT, d.migrations_dir ?? 'migrations') }));
  const local = {
    name: config.name,
    compatibility_date: config.compatibility_date,
    compatibility_flags: config.compatibility_flags,
    d1_databases: databases,
    r2_buckets: config.r2_buckets,
    kv_namespaces: config.kv_namespaces,
  };
  const dir = path.join(ROOT, '.wrangler/local');
  mkdirSync(dir, { recursive: true });
  const configPath = path.join(dir, 'wrangler.json');
  writeJsonAtomically(configPath, local);
  return { configPath, bindings: databases.map((d) => d.binding), migrationsDirs: Object.fromEntries(databases.map((d) => [d.binding, d.migrations_dir])) };
}

/**
 * The built Worker's configuration with the local layout's databases added,
 * written beside the build's own (so relative paths and .dev.vars resolve as
 * they do for it). Returns null when the layout adds nothing.
 */
export function localServeConfig(layout = localLayout()) {
  const built = path.join(ROOT, 'dist/server/wrangler.json');
  const config = JSON.parse(readFileSync(built, 'utf8'));
  const extra = localExtraDatabases(config.d1_databases ?? [], layout).map((d) => ({ ...d, migrations_dir: '../../migrations' }));
  if (!extra.length) return null;
  config.d1_databases = [...(config.d1_databases ?? []), ...extra];
  const file = path.join(ROOT, 'dist/server/wrangler.local.json');
  writeJsonAtomically(file, config);
  return file;
}
