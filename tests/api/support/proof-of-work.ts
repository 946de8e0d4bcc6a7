import { leadingZeroBits, proofHash, type LoginChallenge } from '@/lib/login-challenge';

// The login's proof of work, solved for the tests: the same nonce the
// browser's solver (src/lib/login-challenge.ts) finds, the smallest that
// works, but without a WebCrypto call per try. The challenge's first 64 bytes
// are hashed once, and each try hashes only the last block or two, in plain
// code; a challenge at the highest difficulty takes a million tries. The
// nonce found is checked with the browser's own hash before it is handed out.

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INITIAL = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const w = new Uint32Array(64);
const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** SHA-256's compression of the 64-byte block at `offset` into `state`. */
function compress(state: Uint32Array, bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    w[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    w[i] = (w[i - 16]! + (rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3)) + w[i - 7]! + (rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10))) | 0;
  }
  let [a, b, c, d, e, f, g, h] = state as unknown as number[] as [number, number, number, number, number, number, number, number];
  for (let i = 0; i < 64; i++) {
    const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/** Leading zero bits of the digest held in `state`. */
function zeroBits(state: Uint32Array): number {
  let bits = 0;
  for (const word of state) {
    if (word !== 0) return bits + Math.clz32(word);
    bits += 32;
  }
  return bits;
}

/** The smallest decimal nonce whose SHA-256("<challenge>:<nonce>") has `difficulty` leading zero bits. */
export async function solveQuickly({ challenge, difficulty }: LoginChallenge, maxTries = 2 ** 26): Promise<string> {
  const prefix = new TextEncoder().encode(`${challenge}:`);
  const whole = prefix.length - (prefix.length % 64);
  const mid = new Uint32Array(INITIAL);
  for (let at = 0; at < whole; at += 64) compress(mid, prefix, at);
  const rest = prefix.subarray(whole);
  const tail = new Uint8Array(128);
  const state = new Uint32Array(8);
  for (let n = 0; n < maxTries; n++) {
    const nonce = String(n);
    tail.fill(0);
    tail.set(rest);
    let at = rest.length;
    for (let i = 0; i < nonce.length; i++) tail[at++] = nonce.charCodeAt(i);
    tail[at++] = 0x80;
    const blocks = at + 8 <= 64 ? 1 : 2;
    const bitLength = (prefix.length + nonce.length) * 8;
    const end = blocks * 64;
    // The message's length in bits, big-endian, in the last 8 bytes (short messages: the low 32 bits suffice).
    tail[end - 4] = (bitLength >>> 24) & 255;
    tail[end - 3] = (bitLength >>> 16) & 255;
    tail[end - 2] = (bitLength >>> 8) & 255;
    tail[end - 1] = bitLength & 255;
    state.set(mid);
    compress(state, tail, 0);
    if (blocks === 2) compress(state, tail, 64);
    if (zeroBits(state) >= difficulty) {
      if (leadingZeroBits(await proofHash(challenge, nonce)) < difficulty) throw new Error(`proof ${nonce} does not solve ${challenge}`);
      return nonce;
    }
  }
  throw new Error(`no proof for ${challenge} within ${maxTries} tries`);
}
