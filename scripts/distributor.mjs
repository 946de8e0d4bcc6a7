// npm run distributor -- add --slug <slug> --name <name> [--admin-email e --admin-password p]
//   [--persist-to dir | --remote] [--port n]
// Onboards a distributor into the local D1 state (npm start's, or --persist-to)
// or, with --remote, into the deployed D1, through `wrangler d1 execute`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UsageError, parseArgs } from './admin/args.mjs';
import { DEFAULT_STATE, ROOT, applyMigrations, bin, run } from './lib/local.mjs';
import { adminProblem, nameProblem, onboardingSql, shopUrl, slugProblem, sqlText } from './distributor/onboard.mjs';

const USAGE = 'Usage: npm run distributor -- add --slug <slug> --name <name> [--admin-email e --admin-password p] [--persist-to dir | --remote]';

function d1Args(flags) {
  return flags.remote ? ['d1', 'execute', 'DB', '--remote'] : ['d1', 'execute', 'DB', '--local', '--persist-to', path.resolve(flags['persist-to'] ?? DEFAULT_STATE)];
}

async function d1(flags, extra) {
  return run(bin('wrangler'), [...d1Args(flags), ...extra], { quiet: true });
}

async function slugTaken(flags, slug) {
  const output = await d1(flags, ['--json', '--command', `SELECT COUNT(*) AS n FROM distributors WHERE slug = ${sqlText(slug)}`]);
  const parsed = JSON.parse(output.slice(output.indexOf('[')));
  return Number(parsed?.[0]?.results?.[0]?.n ?? 0) > 0;
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
  if (!flags.remote) await applyMigrations(path.resolve(flags['persist-to'] ?? DEFAULT_STATE));
  if (await slugTaken(flags, slug)) throw new UsageError(`The slug "${slug}" is already taken by another distributor.`);
  // The API's own hashing (same PBKDF2 parameters), so the admin can log in.
  const { hashPassword } = await import(path.join(ROOT, 'src/server/auth/password.ts'));
  const sql = onboardingSql({ slug, name: flags.name, adminEmail, adminPasswordHash: await hashPassword(adminPassword) });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'distributor-'));
  try {
    const file = path.join(dir, 'onboard.sql');
    writeFileSync(file, sql);
    await d1(flags, ['--file', file, ...(flags.remote ? ['--yes'] : [])]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const url = shopUrl(slug, { remote: Boolean(flags.remote), domain: flags.domain, port: Number(flags.port ?? 8787) });
  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ slug, name: flags.name.trim(), url, adminEmail, ...(flags['admin-password'] ? {} : { adminPassword }) })}\n`);
    return;
  }
  process.stdout.write(`Added distributor "${flags.name.trim()}" (${slug}).\nShop: ${url}\nAdmin: ${adminEmail}\n`);
  if (!flags['admin-password']) process.stdout.write(`Admin password (shown once): ${adminPassword}\n`);
}

async function main(argv) {
  const { positionals, flags } = parseArgs(argv);
  const [command] = positionals;
  if (!command || command === 'help' || flags.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (command !== 'add') throw new UsageError(`Unknown command "${command}". ${USAGE}`);
  if (flags.remote && flags['persist-to']) throw new UsageError('Choose either --remote or --persist-to.');
  await add(flags);
}

main(process.argv.slice(2)).catch((err) => {
  const message = err instanceof UsageError ? err.message : `could not add the distributor: ${String(err?.message ?? err).split('\n').slice(0, 3).join(' ')}`;
  process.stderr.write(`distributor: ${message}\n`);
  process.exit(1);
});
