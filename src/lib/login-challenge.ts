// The login's proof of work, as the browser and the server both see it: find a
// nonce such that SHA-256("<challenge>:<nonce>") starts with `difficulty` zero
// bits. The server hands out the challenge (signed, short-lived, single use)
// when an account has had too many failed logins; solving it costs a browser
// about a second at the base difficulty and doubles with each extra bit.

export interface LoginChallenge {
  /** Opaque, signed by the server. */
  challenge: string;
  /** Leading zero bits the proof's hash must have. */
  difficulty: number;
}

/** How many leading bits of `hash` are zero. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export async function proofHash(challenge: string, nonce: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${challenge}:${nonce}`)));
}

/** Searches for a proof (a decimal nonce); gives up after `maxTries`. */
export async function solveChallenge({ challenge, difficulty }: LoginChallenge, maxTries = 2 ** 26): Promise<string | null> {
  for (let n = 0; n < maxTries; n++) {
    const nonce = String(n);
    if (leadingZeroBits(await proofHash(challenge, nonce)) >= difficulty) return nonce;
  }
  return null;
}
