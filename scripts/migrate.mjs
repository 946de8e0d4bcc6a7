// npm run migrate [-- --remote | --persist-to dir]: applies the D1 migrations
// to every deployed database wrangler.toml binds (--remote: DB and each
// distributor's own DB_<SLUG>) or to a local state folder's (npm start's by
// default; DB_KIRANA too in the split layout). Use it instead of `wrangler d1 migrations apply`: it first carries
// the names of renamed migration files over in the database's record of
// applied ones, so an existing database does not run them a second time.
import path from 'node:path';
import { UsageError, parseArgs } from './admin/args.mjs';
import { DEFAULT_STATE, applyMigrations } from './lib/local.mjs';

const USAGE = 'Usage: npm run migrate [-- --remote | --persist-to dir]';

async function main(argv) {
  const { positionals, flags } = parseArgs(argv);
  if (flags.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (positionals.length) throw new UsageError(`Unexpected "${positionals[0]}". ${USAGE}`);
  if (flags.remote && flags['persist-to']) throw new UsageError('Choose either --remote or --persist-to.');
  const persistTo = path.resolve(flags['persist-to'] ?? DEFAULT_STATE);
  const bindings = await applyMigrations(persistTo, { remote: Boolean(flags.remote) });
  process.stdout.write(`Migrations applied to ${bindings.join(', ')} (${flags.remote ? 'deployed' : persistTo}).\n`);
}

main(process.argv.slice(2)).catch((err) => {
  const message = err instanceof UsageError ? err.message : String(err?.message ?? err).split('\n').slice(0, 6).join('\n');
  process.stderr.write(`migrate: ${message}\n`);
  process.exit(1);
});
