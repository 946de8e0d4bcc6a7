// npm run seed [-- --persist-to DIR]: migrate and seed local state if empty.
import { DEFAULT_STATE, argValue } from './lib/local.mjs';
import { migrateAndSeed } from './lib/seed-state.mjs';

const persistTo = argValue('persist-to', DEFAULT_STATE);
const seeded = await migrateAndSeed(persistTo);
if (!seeded) console.log('The local database already has data; nothing seeded.');
