// npm run admin -- <command>: the shop's operator API from a terminal.
// Tables on stdout; one-line errors on stderr with exit code 1.
import { UsageError, parseArgs } from './admin/args.mjs';
import { ApiFailure, connect, resolveCredentials, resolveTarget } from './admin/http.mjs';
import { HELP } from './admin/help.mjs';
import { formatTable } from './admin/table.mjs';
import { orders } from './admin/orders.mjs';
import { coupons } from './admin/coupons.mjs';
import { products } from './admin/products.mjs';
import { categories, customers, deliveryCharge } from './admin/shop.mjs';
import { gst } from './admin/gst.mjs';
import { deliveryAreas } from './admin/delivery-areas.mjs';

const GROUPS = { orders, coupons, products, categories, 'delivery-charge': deliveryCharge, customers, gst, 'delivery-areas': deliveryAreas };

/** The handler for `group sub`, or a usage error listing what exists. */
export function findCommand(group, sub) {
  const commands = GROUPS[group];
  if (!commands) throw new UsageError(`Unknown command "${group ?? ''}". Run "npm run admin -- help".`);
  const handler = Object.hasOwn(commands, sub ?? '') ? commands[sub] : undefined;
  if (!handler) throw new UsageError(`"${group}" takes one of: ${Object.keys(commands).join(', ')}.`);
  return handler;
}

async function main(argv) {
  const { positionals, flags } = parseArgs(argv);
  const [group, sub, ...args] = positionals;
  if (!group || group === 'help' || flags.help) {
    process.stdout.write(HELP);
    return;
  }
  const handler = findCommand(group, sub);
  const target = resolveTarget(flags);
  const client = await connect(target, resolveCredentials(flags, target));
  const result = await handler({ client, args, flags });
  if (flags.json) {
    process.stdout.write(`${JSON.stringify(result.json, null, 2)}\n`);
    return;
  }
  const out = [];
  if (result.text) out.push(result.text);
  if (result.table) out.push(formatTable(result.table.rows, result.table.columns));
  if (result.footer) out.push(result.footer);
  process.stdout.write(`${out.join('\n\n')}\n`);
}

main(process.argv.slice(2)).catch((err) => {
  const known = err instanceof UsageError || err instanceof ApiFailure || /^Cannot reach /.test(err?.message ?? '');
  process.stderr.write(`admin: ${known ? err.message : `unexpected error: ${err?.stack ?? err}`}\n`);
  process.exit(1);
});
