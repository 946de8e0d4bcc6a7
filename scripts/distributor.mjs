// npm run distributor -- add --slug <slug> --name <name> [--admin-email e --admin-password p]
//   [--payee-upi shop@okaxis --payee-name "Shop Name"] [--persist-to dir | --remote] [--port n]
// npm run distributor -- payment-keys --slug <slug> --key-id rzp_live_... [--persist-to dir | --remote]
//   sets the shop's Razorpay keys: the key secret and webhook secret come from the
//   environment (RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET), never the command
//   line, and are sealed here with PAYMENT_KEYS_SECRET (the Worker's secret; locally
//   read from .dev.vars) before anything is written.
// Onboards a distributor into the local D1 state (npm start's, or --persist-to)
// or, with --remote, into the deployed D1 (distributor/databases.mjs). Its
// rows go to its own database when the configuration binds one for its slug
// (DB_<SLUG>), else to the shared DB.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { UsageError, parseArgs } from './admin/args.mjs';
import { DEFAULT_STATE, ROOT, applyMigrations, hasLocalDatabases } from './lib/local.mjs';
import { dataTargets, databaseBindingName } from './lib/databases.mjs';
import { toolDatabases } from './distributor/databases.mjs';
import { migrationFiles } from './lib/migrations-at-once.mjs';
import { adminProblem, nameProblem, onboardingSql, payeeProblem, shopUrl, slugProblem, sqlText } from './distributor/onboard.mjs';

const USAGE =
  'Usage: npm run distributor -- add --slug <slug> --name <name> [--admin-email e --admin-password p] [--payee-upi shop@okaxis --payee-name "Shop Name"] [--persist-to dir | --remote]\n' +
  '       RAZORPAY_KEY_SECRET=... RAZORPAY_WEBHOOK_SECRET=... npm run distributor -- payment-keys --slug <slug> --key-id rzp_live_... [--persist-to dir | --remote]';

/**
 * Whether the slug is taken in any database (a slug names one shop, wherever
 * its rows are), and the next distributor id no database has used: distributor
 * ids stay unique across databases, so a token or cache tag of one shop never
 * names another's. Also whether every database has recorded every migration
 * file of its folder under its present name (`migrated`), so a state that is up
 * to date is not migrated again (two wrangler runs of a local database each).
 * A taken slug ends the probe (each deployed database asked costs a wrangler
 * run): the add is refused, so the other answers are not needed. The database
 * the slug's rows would go to is asked first, where a taken slug most likely is.
 */
async function slugAndNextId(databases, bindings, migrationsDirs, slug, home) {
  let maxId = 0;
  let migrated = true;
  for (const binding of [home, ...bindings.filter((b) => b !== home)]) {
    const row = await databases.first(
      binding,
      `SELECT (SELECT COUNT(*) FROM distributors WHERE slug = ${sqlText(slug)}) AS n, (SELECT MAX(id) FROM distributors) AS max_id, (SELECT group_concat(name, char(10)) FROM d1_migrations) AS applied`,
    );
    if (Number(row.n ?? 0) > 0) return { taken: true };
    maxId = Math.max(maxId, Number(row.max_id ?? 0));
    const applied = new Set(String(row.applied ?? '').split('\n'));
    migrated &&= migrationFiles(migrationsDirs[binding]).every((name) => applied.has(name));
  }
  return { taken: false, nextId: maxId + 1, migrated };
}

async function add(flags) {
  const slug = flags.slug;
  const problem = slugProblem(slug) ?? nameProblem(flags.name);
  if (problem) throw new UsageError(problem);
  const adminEmail = flags['admin-email'] ?? `admin@${slug}.example.com`;
  // Without a password given, one is generated and printed once.
  const adminPassword = flags['admin-password'] ?? randomBytes(9).toString('base64url');
  const adminIssue = adminProblem(adminEmail, adminPassword);
  if (adminIssue) throw new UsageError(adminIssue);
  // The UPI address shoppers pay directly (intent link and QR); without one the shop offers no UPI app payment.
  const payeeIssue = payeeProblem(flags['payee-upi'], flags['payee-name']);
  if (payeeIssue) throw new UsageError(payeeIssue);
  const payee = flags['payee-upi'] ? { vpa: flags['payee-upi'], name: flags['payee-name'] } : undefined;
  const { bindings, migrationsDirs } = await dataTargets({ remote: Boolean(flags.remote) });
  const binding = bindings.includes(databaseBindingName(slug)) ? databaseBindingName(slug) : 'DB';
  const local = flags.remote ? null : path.resolve(flags['persist-to'] ?? DEFAULT_STATE);
  // A local state that already has databases answers whether the slug is taken
  // before any migration runs (a refusal then writes nothing and is quick), and
  // whether any migration is missing; a new folder, or a schema too old to ask,
  // is migrated first.
  const databases = toolDatabases({ remote: Boolean(flags.remote), persistTo: local });
  try {
    const early = local && hasLocalDatabases(local) ? await slugAndNextId(databases, bindings, migrationsDirs, slug, binding).catch(() => null) : null;
    if (local && !early?.taken && !early?.migrated) {
      await databases.close();
      await applyMigrations(local);
    }
    const { taken, nextId } = early ?? (await slugAndNextId(databases, bindings, migrationsDirs, slug, binding));
    if (taken) throw new UsageError(`The slug "${slug}" is already taken by another distributor.`);
    // The API's own hashing (same PBKDF2 parameters), so the admin can log in.
    const { hashPassword } = await import(path.join(ROOT, 'src/server/auth/password.ts'));
    await databases.execute(binding, onboardingSql({ slug, name: flags.name, adminEmail, adminPasswordHash: await hashPassword(adminPassword), id: nextId, payee }));
  } finally {
    await databases.close();
  }
  const url = shopUrl(slug, { remote: Boolean(flags.remote), domain: flags.domain, port: Number(flags.port ?? 8787) });
  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ slug, name: flags.name.trim(), url, adminEmail, ...(flags['admin-password'] ? {} : { adminPassword }) })}\n`);
    return;
  }
  process.stdout.write(`Added distributor "${flags.name.trim()}" (${slug}) to ${binding}.\nShop: ${url}\nAdmin: ${adminEmail}\n`);
  process.stdout.write(payee ? `UPI payee: ${payee.vpa} (${payee.name.trim()})\n` : 'No UPI payee: add --payee-upi and --payee-name to take UPI app payments.\n');
  if (!flags['admin-password']) process.stdout.write(`Admin password (shown once): ${adminPassword}\n`);
}

/** The Worker secret that seals gateway keys: the environment's, else (locally) .dev.vars'. */
function keysSecret(flags) {
  if (process.env.PAYMENT_KEYS_SECRET) return process.env.PAYMENT_KEYS_SECRET;
  if (flags.remote) throw new UsageError('Set PAYMENT_KEYS_SECRET to the value the deployed Worker has (wrangler secret put PAYMENT_KEYS_SECRET).');
  const file = path.join(ROOT, '.dev.vars');
  const found = existsSync(file) ? /^PAYMENT_KEYS_SECRET=(\S+)/m.exec(readFileSync(file, 'utf8'))?.[1] : undefined;
  if (!found) throw new UsageError('No PAYMENT_KEYS_SECRET in .dev.vars: run npm start once, or set it in the environment.');
  return found;
}

async function paymentKeys(flags) {
  const slug = flags.slug;
  const keyId = flags['key-id'];
  const keySecret = process.env.RAZORPAY_KEY_SECRET;
  const webhookSecret = process.env.RAZORPAY_WEBHOOK_SECRET;
  if (slugProblem(slug)) throw new UsageError(slugProblem(slug));
  if (!/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/.test(keyId ?? '')) throw new UsageError('--key-id must be a Razorpay key id (rzp_test_... or rzp_live_...).');
  if (!keySecret || keySecret.length < 8 || !webhookSecret || webhookSecret.length < 8) {
    throw new UsageError('Set RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (at least 8 characters each) in the environment.');
  }
  const secret = keysSecret(flags);
  const { bindings } = await dataTargets({ remote: Boolean(flags.remote) });
  const binding = bindings.includes(databaseBindingName(slug)) ? databaseBindingName(slug) : 'DB';
  const databases = toolDatabases({ remote: Boolean(flags.remote), persistTo: path.resolve(flags['persist-to'] ?? DEFAULT_STATE) });
  try {
    const shop = await databases.first(binding, `SELECT id FROM distributors WHERE slug = ${sqlText(slug)}`);
    if (!shop.id) throw new UsageError(`No distributor "${slug}" in ${binding}.`);
    const { sealKey, keyContext } = await import(path.join(ROOT, 'src/server/payment/key-vault.ts'));
    const seal = (field, value) => sealKey(secret, keyContext(Number(shop.id), field), value);
    // Only sealed values (and the key id's last 4) reach the SQL, the terminal or wrangler.
    const sql = `INSERT INTO shop_gateway_keys (distributor_id, provider, key_id_enc, key_id_last4, key_secret_enc, webhook_secret_enc, updated_at)
  VALUES (${Number(shop.id)}, 'razorpay', ${sqlText(await seal('key_id', keyId))}, ${sqlText(keyId.slice(-4))}, ${sqlText(await seal('key_secret', keySecret))}, ${sqlText(await seal('webhook_secret', webhookSecret))}, ${sqlText(new Date().toISOString())})
  ON CONFLICT (distributor_id) DO UPDATE SET key_id_enc = excluded.key_id_enc, key_id_last4 = excluded.key_id_last4, key_secret_enc = excluded.key_secret_enc, webhook_secret_enc = excluded.webhook_secret_enc, updated_at = excluded.updated_at;`;
    await databases.execute(binding, sql);
  } finally {
    await databases.close();
  }
  process.stdout.write(`Razorpay keys set for ${slug} (key id ending ${keyId.slice(-4)}). Webhook URL: https://${slug}.<your shop domain>/api/payments/razorpay/webhook\n`);
}

async function main(argv) {
  const { positionals, flags } = parseArgs(argv);
  const [command] = positionals;
  if (!command || command === 'help' || flags.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (command !== 'add' && command !== 'payment-keys') throw new UsageError(`Unknown command "${command}". ${USAGE}`);
  if (flags.remote && flags['persist-to']) throw new UsageError('Choose either --remote or --persist-to.');
  if (command === 'payment-keys') await paymentKeys(flags);
  else await add(flags);
}

main(process.argv.slice(2)).catch((err) => {
  const message = err instanceof UsageError ? err.message : `could not finish: ${String(err?.message ?? err).split('\n').slice(0, 3).join(' ')}`;
  process.stderr.write(`distributor: ${message}\n`);
  process.exit(1);
});
