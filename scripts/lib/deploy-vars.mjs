// What a deploy may ship: the checks behind `npm run deploy:check`, kept pure
// so tests can run them on any configuration.

/**
 * The [vars] table of a wrangler.toml text (flat string values are all it holds).
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function tomlVars(text) {
  /** @type {Record<string, string>} */
  const vars = {};
  let inVars = false;
  for (const line of text.split('\n')) {
    const header = /^\s*\[+([^\]]+)\]+\s*$/.exec(line);
    if (header) inVars = header[1].trim() === 'vars';
    const pair = inVars && /^\s*([A-Z0-9_]+)\s*=\s*"([^"]*)"/.exec(line);
    if (pair) vars[pair[1]] = pair[2];
  }
  return vars;
}

/**
 * Problems (deploy refused) and warnings for the [vars] a deploy would ship.
 * @param {Record<string, unknown>} vars
 * @param {string} [source]
 */
export function checkDeployVars(vars, source = 'the deploy configuration') {
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const warnings = [];
  if (vars.APP_ENV !== 'production') {
    problems.push(
      `APP_ENV is "${vars.APP_ENV ?? ''}" in ${source}; a deploy must say "production". ` +
        'Development values belong in .dev.vars (npm start writes it) or --var, never in wrangler.toml [vars].',
    );
  }
  const domain = String(vars.SHOP_DOMAIN ?? '').trim().toLowerCase();
  if (!domain || domain === 'localhost' || domain.endsWith('.localhost') || /^[\d.]+$/.test(domain)) {
    problems.push(`SHOP_DOMAIN is "${domain}" in ${source}; set the public domain the shops live under (<slug>.<domain>).`);
  } else if (domain === 'example.com' || domain.endsWith('.example.com')) {
    warnings.push(`SHOP_DOMAIN is still the placeholder "${domain}": set your own domain in wrangler.toml before a real deploy.`);
  }
  return { problems, warnings, domain };
}
