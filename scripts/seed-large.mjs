// npm run seed:large -- [--products 100000] [--orders 200000] [--customers 50000]
//                       [--distributor sehat] [--persist-to DIR]
// Grows one distributor into a big one for performance work: generated
// products (from its own seeded catalogue, with Hindi names), customers and a
// year of orders with their lines, returns and ledger rows. A second run adds
// only what is missing. Without --orders and --customers, products only.
import { DEFAULT_STATE, argValue, ensureDevVars } from './lib/local.mjs';
import { migrateAndSeed } from './lib/seed-state.mjs';
import { addLargeCatalogue } from './lib/large-catalogue.mjs';
import { addLargeHistory } from './lib/large-history.mjs';

const count = (name, fallback, max) => {
  const value = Number(argValue(name, String(fallback)));
  if (!Number.isInteger(value) || value < 0 || value > max) {
    console.error(`--${name} must be a whole number from 0 to ${max}`);
    process.exit(2);
  }
  return value;
};
const products = count('products', 10_000, 200_000);
const orders = count('orders', 0, 500_000);
const customers = count('customers', orders ? Math.max(1, Math.round(orders / 4)) : 0, 200_000);
if (orders && !customers) {
  console.error('orders need customers: give --customers 1 or more');
  process.exit(2);
}
const slug = argValue('distributor', 'sehat');
const persistTo = argValue('persist-to', DEFAULT_STATE);
const started = Date.now();
const progress = (line) => process.stdout.write(`\r${line}          `);
ensureDevVars();
await migrateAndSeed(persistTo);
const added = await addLargeCatalogue(persistTo, slug, products, progress);
if (orders || customers) await addLargeHistory(persistTo, slug, { customers, orders }, progress);
console.log(`\n${slug}: ${added} products added (${products} generated in all), ${customers} customers and ${orders} orders generated, in ${Math.round((Date.now() - started) / 1000)} s.`);
