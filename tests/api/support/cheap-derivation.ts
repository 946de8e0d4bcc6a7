// Password hashing in the API tests: the Worker asks WebCrypto for PBKDF2 with
// the production count (src/server/auth/password.ts, 100,000 rounds), and that
// count is what its hashes name; in this test Worker each derivation runs a
// hundredth of the rounds asked for. A hash and its check ask for the same
// count, so every login, sign-up, reset and wrong password behaves as
// deployed; what the tests cannot see is the time a round takes, and hundreds
// of sign-ups, resets and refused logins (strangers' guesses, unknown e-mails
// checked against the login's stand-in hash) would each cost a full
// derivation. The unit layer derives the production count for real
// (src/server/auth/password.test.ts), and accounts.test.ts checks that a
// sign-up's stored hash names it.

const ROUNDS_DIVISOR = 100;
const CHEAP = Symbol.for('storefront.api-tests.cheap-derivation');

type Subtle = SubtleCrypto & { [CHEAP]?: true };

/** Makes the test Worker's PBKDF2 derivations cheap (once per Worker). */
export function cheapenPasswordDerivation(): void {
  const subtle = crypto.subtle as Subtle;
  if (subtle[CHEAP]) return;
  const deriveBits = subtle.deriveBits.bind(subtle);
  subtle.deriveBits = (algorithm, key, length) => {
    const pbkdf2 = typeof algorithm === 'object' && algorithm.name === 'PBKDF2' ? (algorithm as Pbkdf2Params) : null;
    if (!pbkdf2) return deriveBits(algorithm, key, length);
    return deriveBits({ ...pbkdf2, iterations: Math.max(1, Math.ceil(pbkdf2.iterations / ROUNDS_DIVISOR)) }, key, length);
  };
  subtle[CHEAP] = true;
}
