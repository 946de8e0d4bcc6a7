// npm run seed:large -- --products 10000 [--distributor sehat] [--persist-to DIR]
// Adds a large, realistic catalogue to one distributor for performance work.
import { DEFAULT_STATE, argValue, ensureDevVars } from './lib/local.mjs';
import { migrateAndSeed } from './lib/seed-state.mjs';
import { addLargeCatalogue } from './lib/large-catalogue.mjs';

const count = Number(argValue('products', '10000'));
const slug = argValue('distributor', 'sehat');
const persistTo = argValue('persist-to', DEFAULT_STATE);
if (!Number.isInteger(count) || count < 1 || count > 200_000) {
  console.error('--products must be a whole number from 1 to 200000');
  process.exit(2);
}
ensureDevVars();
await migrateAndSeed(persistTo);
const added = await addLargeCatalogue(persistTo, slug, count);
console.log(`Added ${added} products to ${slug}.`);
