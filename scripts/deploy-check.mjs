// Part of `npm run deploy:check` (after astro build): refuses a deploy that
// would ship development settings. It reads the configuration `wrangler deploy`
// really uses (the build's redirected wrangler.json), not wrangler.toml alone.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { checkDeployVars, tomlVars } from './lib/deploy-vars.mjs';
import { ROOT } from './lib/local.mjs';

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

// Local secrets must never end up among the files a deploy uploads.
function findDevVars(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.startsWith('.dev.vars'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}
for (const file of findDevVars(path.join(ROOT, 'dist'))) {
  problems.push(`${file} is inside the build output: it would be uploaded. Remove it and rebuild.`);
}

for (const w of warnings) console.warn(`deploy:check warning: ${w}`);
if (problems.length) {
  console.error(`deploy:check FAILED: this build would ship development settings.\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`deploy:check: ${shown} ships APP_ENV=production, SHOP_DOMAIN=${domain}.`);
