// npm run templates [-- <slug> --site <origin> --header <sender id>]
// Prints the registration sheet of a shop's SMS and WhatsApp templates: what
// its owner enters in Meta's WhatsApp Manager and in the DLT portal
// (docs/notifications.md, "Registering the templates"). Without a slug, every
// seeded shop's sheet, with an example address.
import path from 'node:path';
import { ROOT } from './lib/local.mjs';

const { registrationSheet } = await import(path.join(ROOT, 'src/lib/template-sheet.ts'));
const { distributors } = await import(path.join(ROOT, 'seed/data/index.ts'));

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const slug = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const shops = slug ? distributors.filter((d) => d.slug === slug) : distributors;
if (shops.length === 0) {
  console.error(`No shop "${slug}". Shops: ${distributors.map((d) => d.slug).join(', ')}`);
  process.exit(1);
}
for (const shop of shops) {
  const header = option('header') ?? shop.slug.toUpperCase().replace(/[^A-Z]/g, '').padEnd(6, 'X').slice(0, 6);
  console.log(registrationSheet({ name: shop.name, site: option('site') ?? `https://${shop.slug}.example.in`, header }));
}
