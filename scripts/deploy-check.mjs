// Part of `npm run deploy:check` (after astro build): refuses a deploy that
// would ship development settings. It reads the configuration `wrangler deploy`
// really uses (the build's redirected wrangler.json), not wrangler.toml alone.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/local.mjs';

const problems = [];
const warnings = [];

function deployConfigPath() {
  const redirect = path.join(ROOT, '.wrangler/deploy/config.json');
  if (!existsSync(redirect)) return path.join(ROOT, 'wrangler.toml');
  const { configPath } = JSON.parse(readFileSync(redirect, 'utf8'));
  return path.resolve(path.dirname(redirect), configPath);
}

/** The [vars] table of wrangler.toml (flat string values are all it holds). */
function tomlVars(file) {
  const vars = {};
  let inVars = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const header = /^\s*\[+([^\]]+)\]+\s*$/.exec(line);
    if (header) inVars = header[1].trim() === 'vars';
    const pair = inVars && /^\s*([A-Z0-9_]+)\s*=\s*"([^"]*)"/.exec(line);
    if (pair) vars[pair[1]] = pair[2];
  }
  return vars;
}

const configFile = deployConfigPath();
const vars = configFile.endsWith('.json') ? (JSON.parse(readFileSync(configFile, 'utf8')).vars ?? {}) : tomlVars(configFile);
const shown = path.relative(ROOT, configFile);

if (vars.APP_ENV !== 'production') {
  problems.push(
    `APP_ENV is "${vars.APP_ENV ?? ''}" in ${shown}; a deploy must say "production". ` +
      'Development values belong in .dev.vars (npm start writes it) or --var, never in wrangler.toml [vars].',
  );
}
const domain = String(vars.SHOP_DOMAIN ?? '').trim().toLowerCase();
if (!domain || domain === 'localhost' || domain.endsWith('.localhost') || /^[\d.]+$/.test(domain)) {
  problems.push(`SHOP_DOMAIN is "${domain}" in ${shown}; set the public domain the shops live under (<slug>.<domain>).`);
} else if (domain.endsWith('example.com')) {
  warnings.push(`SHOP_DOMAIN is still the placeholder "${domain}": set your own domain in wrangler.toml before a real deploy.`);
}

// Local secrets must never end up among the files a deploy uploads.
function findDevVars(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.startsWith('.dev.vars'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath ?? e.path, e.name)));
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
