// `npm run deploy:check` builds the Worker and refuses a deploy that would ship
// development settings; `npm run deploy` does the same, then deploys. It checks
// the configuration `wrangler deploy` really uses (the build's redirected
// wrangler.json, not wrangler.toml alone), then runs `wrangler deploy
// --dry-run` and checks the variables it reports too.
//
// `-- --env staging` picks a wrangler.toml environment. The build bakes it in
// (the Cloudflare build reads CLOUDFLARE_ENV and writes that environment's
// bindings and variables), so the build, the checks and the deploy all run
// with it set.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkDeployVars, tomlVars } from './lib/deploy-vars.mjs';
import { ROOT, bin, run } from './lib/local.mjs';

const { values: options } = parseArgs({
  options: { env: { type: 'string', short: 'e' }, deploy: { type: 'boolean', default: false } },
});
const environment = options.env ?? process.env.CLOUDFLARE_ENV ?? '';
const withEnvironment = environment ? { CLOUDFLARE_ENV: environment } : {};
const target = environment ? `environment "${environment}"` : 'production (the top-level configuration)';

console.log(`deploy:check: building for ${target}.`);
await run(bin('astro'), ['build'], { env: withEnvironment });

function deployConfigPath() {
  const redirect = path.join(ROOT, '.wrangler/deploy/config.json');
  if (!existsSync(redirect)) return path.join(ROOT, 'wrangler.toml');
  const { configPath } = JSON.parse(readFileSync(redirect, 'utf8'));
  return path.resolve(path.dirname(redirect), configPath);
}

const configFile = deployConfigPath();
const vars = configFile.endsWith('.json') ? (JSON.parse(readFileSync(configFile, 'utf8')).vars ?? {}) : tomlVars(readFileSync(configFile, 'utf8'));
const shown = path.relative(ROOT, configFile);

const { problems, warnings, domain } = checkDeployVars(vars, shown);

// Local secrets must never be served as a static file. (The build also copies
// .dev.vars next to the server bundle for local previews; deploys never read
// or upload that one: the dry run below lists what is uploaded.)
function findDevVars(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.startsWith('.dev.vars'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}
for (const file of findDevVars(path.join(ROOT, 'dist/client'))) {
  problems.push(`${file} is among the static files: it would be served to anyone. Remove it and rebuild.`);
}

if (!problems.length) {
  let output = '';
  try {
    output = await run(bin('wrangler'), ['deploy', '--dry-run'], { quiet: true, env: withEnvironment });
  } catch (err) {
    problems.push(`wrangler deploy --dry-run failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  process.stdout.write(output);
  // Lines like: env.APP_ENV ("production")   Environment Variable
  const shipped = Object.fromEntries([...output.matchAll(/env\.([A-Z0-9_]+) \("([^"]*)"\)\s+Environment Variable/g)].map((m) => [m[1], m[2]]));
  if (output && !('APP_ENV' in shipped)) problems.push('the dry run did not report APP_ENV: a deploy would run without it.');
  else if (output) problems.push(...checkDeployVars(shipped, 'the dry run of wrangler deploy').problems);
}

for (const w of warnings) console.warn(`deploy:check warning: ${w}`);
if (problems.length) {
  console.error(`deploy:check FAILED: this build would ship development settings.\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`deploy:check: ${shown} (${target}) ships APP_ENV=production, SHOP_DOMAIN=${domain}.`);
if (options.deploy) await run(bin('wrangler'), ['deploy'], { env: withEnvironment });
