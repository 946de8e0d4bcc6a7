// Where the distributor tool's SQL runs: the deployed D1 through wrangler
// (--remote), else a local state folder through one platform proxy for the
// whole command. Locally, a wrangler run per statement started a runtime of
// its own each (about 4 s): an onboarding was three of them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, openPlatform, run } from '../lib/local.mjs';
import { dataTargets } from '../lib/databases.mjs';

/**
 * `first(binding, sql)`: the first row of a query's answer ({} for none);
 * `execute(binding, sql)`: runs one or more statements, all or none;
 * `close()`: lets the folder go (a migration by wrangler needs it alone); a
 * later call opens it again.
 */
export function toolDatabases({ remote, persistTo }) {
  return remote ? deployedDatabases() : localDatabases(persistTo);
}

function deployedDatabases() {
  let targets = null;
  const wrangler = async (binding, extra) => {
    const { configPath } = await (targets ??= dataTargets({ remote: true }));
    return run(bin('wrangler'), ['d1', 'execute', binding, '--remote', '--config', configPath, ...extra], { quiet: true });
  };
  return {
    async first(binding, sql) {
      const output = await wrangler(binding, ['--json', '--command', sql]);
      return JSON.parse(output.slice(output.indexOf('[')))?.[0]?.results?.[0] ?? {};
    },
    async execute(binding, sql) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'distributor-'));
      try {
        const file = path.join(dir, 'statements.sql');
        writeFileSync(file, sql);
        await wrangler(binding, ['--file', file, '--yes']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    async close() {},
  };
}

function localDatabases(persistTo) {
  let platform = null;
  const open = async () => (platform ??= await openPlatform(persistTo));
  return {
    async first(binding, sql) {
      return (await (await open()).env[binding].prepare(sql).first()) ?? {};
    },
    async execute(binding, sql) {
      // Split as `wrangler d1 execute --file` splits, and sent as one batch, as it sends them.
      const { unstable_splitSqlQuery } = await import('wrangler');
      const db = (await open()).env[binding];
      await db.batch(unstable_splitSqlQuery(sql).map((statement) => db.prepare(statement)));
    },
    async close() {
      const opened = platform;
      platform = null;
      await opened?.dispose();
    },
  };
}
