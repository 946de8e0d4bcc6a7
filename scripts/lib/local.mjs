// Helpers the npm scripts share: the local state folder, wrangler commands,
// and access to local D1/R2 through wrangler's platform proxy.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { fileURLToPath } from 'node:url';
import { renameAppliedSql } from './migration-renames.mjs';
import { allMigrationsSql } from './migrations-at-once.mjs';
import { dataTargets } from './databases.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where `npm start` keeps its local D1/R2/KV data (tests use their own). */
export const DEFAULT_STATE = path.join(ROOT, '.wrangler/state');

/** Runs a command from the repository root; resolves on exit 0. */
export function run(cmd, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', ...env },
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}\n${output}`)),
    );
  });
}

/** Binary from node_modules/.bin (npm scripts put it on PATH; direct runs may not). */
export function bin(name) {
  const local = path.join(ROOT, 'node_modules/.bin', name);
  return existsSync(local) ? local : name;
}

/**
 * Development settings that override wrangler.toml's production [vars] when
 * the Worker runs locally (the local server reads .dev.vars; deploys never do).
 */
const DEV_VARS = {
  APP_ENV: 'local',
  SHOP_DOMAIN: 'localhost',
  // Payments (docs/payments.md): shops without Razorpay keys use the simulated
  // gateway, shops with keys talk to the Razorpay stand-in, never the live API.
  PAYMENT_SIMULATOR: 'on',
  RAZORPAY_STAND_IN: 'on',
  // Messages (docs/notifications.md): sehat sends SMS and WhatsApp to the
  // local stand-ins, which keep them in the outbox (/dev/outbox); kirana
  // stays e-mail only.
  MESSAGING_STAND_IN: 'on',
  SMS_SHOPS: 'sehat',
  WHATSAPP_SHOPS: 'sehat',
  // Web Push (docs/notifications.md): a browser's real push service still
  // works locally; the stand-in takes the subscriptions it made itself.
  PUSH_STAND_IN: 'on',
  VAPID_SUBJECT: 'mailto:admin@example.com',
};

/** A VAPID key pair for this machine's Worker: the public point and the private scalar, base64url. */
function vapidKeyPair() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, 'base64url'), Buffer.from(jwk.y, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d };
}

/**
 * .dev.vars holds local secrets and development settings: created with a
 * random JWT secret when absent; an older file gains the settings it lacks.
 * True when the file was created or changed.
 */
export function ensureDevVars(file = path.join(ROOT, '.dev.vars')) {
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const before = text;
  if (!/^JWT_SECRET=\S+/m.test(text)) {
    text = `# Local secrets and development settings (not committed, never deployed).\n# Deployed: wrangler secret put JWT_SECRET\nJWT_SECRET=${randomBytes(32).toString('hex')}\n` + text;
  }
  if (!/^PAYMENT_KEYS_SECRET=\S+/m.test(text)) {
    text += `${text.endsWith('\n') || !text ? '' : '\n'}# Seals the shops' payment gateway keys. Deployed: wrangler secret put PAYMENT_KEYS_SECRET\nPAYMENT_KEYS_SECRET=${randomBytes(32).toString('hex')}\n`;
  }
  if (!/^VAPID_PRIVATE_KEY=\S+/m.test(text)) {
    const keys = vapidKeyPair();
    text += `${text.endsWith('\n') || !text ? '' : '\n'}# Web Push keys of this machine. Deployed: wrangler secret put VAPID_PRIVATE_KEY (see docs/notifications.md)\nVAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY=${keys.privateKey}\n`;
  }
  for (const [name, value] of Object.entries(DEV_VARS)) {
    if (!new RegExp(`^${name}=`, 'm').test(text)) text += `${text.endsWith('\n') || !text ? '' : '\n'}${name}=${value}\n`;
  }
  if (text === before) return false;
  writeFileSync(file, text);
  return true;
}

/** The settings .dev.vars holds, by name (none when it does not exist yet). */
export function readDevVars(file = path.join(ROOT, '.dev.vars')) {
  return existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
}

/** Where a D1 command acts: a local state folder, or the deployed database. */
function d1Target({ remote = false, persistTo = DEFAULT_STATE } = {}) {
  return remote ? ['--remote'] : ['--local', '--persist-to', persistTo];
}

/** Whether a local state folder already holds D1 databases (wrangler keeps them under v3/d1). */
export function hasLocalDatabases(persistTo) {
  return existsSync(path.join(persistTo, 'v3', 'd1'));
}

/**
 * Applies the D1 migrations to every database the configuration binds (see
 * databases.mjs); returns their bindings. A new local folder's databases get
 * them all at once (migrateNewFolder). Otherwise the names of renamed
 * migration files are first rewritten in each database's record of applied
 * ones, so an existing database does not run them again
 * (migration-renames.mjs). `migrations apply` then applies whatever is left.
 */
export async function applyMigrations(persistTo, { remote = false } = {}) {
  if (!remote && !hasLocalDatabases(persistTo ?? DEFAULT_STATE)) {
    const platform = await openPlatform(persistTo ?? DEFAULT_STATE);
    try {
      return await migrateNewFolder(platform);
    } finally {
      await platform.dispose();
    }
  }
  const target = d1Target({ remote, persistTo });
  const { configPath, bindings } = await dataTargets({ remote });
  const config = ['--config', configPath];
  // One database after another: two wrangler runs on one state folder can
  // find its storage locked.
  for (const binding of bindings) {
    await run(bin('wrangler'), ['d1', 'execute', binding, ...target, ...config, '--command', renameAppliedSql(), ...(remote ? ['--yes'] : [])], { quiet: true });
    await run(bin('wrangler'), ['d1', 'migrations', 'apply', binding, ...target, ...config], { quiet: true });
  }
  return bindings;
}

/**
 * Gives a new local folder's databases (none yet under `platform`'s folder)
 * every migration and wrangler's record of each (migrations-at-once.mjs), one
 * batch per database, split into statements as `wrangler d1 execute --file`
 * splits them. Through the open platform: a wrangler run per database, and
 * another to find nothing left to apply, each started a runtime of its own
 * (about 4 s each, most of a first `npm start` and of a test run's seeding).
 * Returns the bindings.
 */
export async function migrateNewFolder(platform) {
  const { unstable_splitSqlQuery } = await import('wrangler');
  const { bindings, migrationsDirs } = await dataTargets();
  for (const binding of bindings) {
    const db = platform.env[binding];
    await db.batch(unstable_splitSqlQuery(allMigrationsSql(migrationsDirs[binding])).map((statement) => db.prepare(statement)));
  }
  return bindings;
}

/** Opens local bindings (DB, DB_KIRANA in the split layout, MEDIA, ...) stored under persistTo. */
export async function openPlatform(persistTo) {
  const { getPlatformProxy } = await import('wrangler');
  const { configPath } = await dataTargets();
  return getPlatformProxy({ configPath, persist: { path: path.join(persistTo, 'v3') } });
}

export function argValue(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/**
 * Calls `stop` once this process's parent goes away (killed by its process
 * id, a closed terminal): a server started for it would otherwise keep
 * running, and workerd with it. Checked each second; never keeps Node alive.
 */
export function stopWhenOrphaned(stop) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop();
  }, 1000);
  watch.unref();
  return () => clearInterval(watch);
}
