import { demoPasswordHashes, type DemoPasswordHashes } from '../../../seed/seed.ts';

// The demo accounts' password hashes, made once for the whole run: the Worker
// and its modules stay up from file to file (vitest `isolate: false`), so
// setup.ts seeds every file with the same hashes instead of hashing again.
//
// They are made with fewer PBKDF2 rounds than the Worker uses (its 100,000):
// hundreds of logins of seeded people would otherwise each cost a full
// derivation. The login still derives and compares, with the rounds the hash
// names (src/server/auth/password.ts); accounts the Worker creates (sign-up,
// reset, staff) keep the full count.
const SEED_ROUNDS = 1_000;

let hashes: Promise<DemoPasswordHashes> | undefined;

export function seedPasswordHashes(): Promise<DemoPasswordHashes> {
  hashes ??= demoPasswordHashes(SEED_ROUNDS);
  return hashes;
}
