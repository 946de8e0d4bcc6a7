// Command-line arguments: positionals and --flags (`--name value`,
// `--name=value`, or a bare `--name` for true). Flags listed as boolean never
// take the next word as their value.

const BOOLEAN_FLAGS = new Set(['json', 'banner', 'tile', 'help', 'remote', 'inactive']);

export class UsageError extends Error {}

/** Splits argv (without node and the script) into positionals and flags. */
export function parseArgs(argv, booleans = BOOLEAN_FLAGS) {
  const positionals = [];
  const flags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--') || arg === '--') {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq > 0 ? eq : undefined);
    if (!name) throw new UsageError(`Unknown argument "${arg}".`);
    if (eq > 0) flags[name] = arg.slice(eq + 1);
    else if (booleans.has(name)) flags[name] = true;
    else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) flags[name] = argv[++i];
    else throw new UsageError(`--${name} needs a value.`);
  }
  return { positionals, flags };
}

/** A positive whole number from a positional or flag, else a usage error naming it. */
export function positiveInt(value, label) {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value) || Number(value) < 1) {
    throw new UsageError(`${label} must be a positive whole number${value === undefined ? '' : ` (got "${value}")`}.`);
  }
  return Number(value);
}

/** A rupee amount (>= 0, at most 2 decimals). */
export function rupees(value, label) {
  if (typeof value !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(value)) {
    throw new UsageError(`${label} must be an amount in rupees like 149 or 149.50${value === undefined ? '' : ` (got "${value}")`}.`);
  }
  return Number(value);
}

/** A number within bounds (discount percent and the like). */
export function numberBetween(value, label, min, max) {
  const n = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= min && n <= max)) throw new UsageError(`${label} must be a number from ${min} to ${max}${value === undefined ? '' : ` (got "${value}")`}.`);
  return n;
}

/** The n-th positional, required. */
export function required(positionals, index, label) {
  const value = positionals[index];
  if (value === undefined) throw new UsageError(`Missing ${label}.`);
  return value;
}
