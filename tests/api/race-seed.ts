import { env } from 'cloudflare:workers';

// A seed for tests that fire many requests at once: the requests' sizes and
// their order are drawn from it, a failure names it, and
// ORDER_RACES_SEED=<seed> replays the same draw.

export const SEED = Number(env.ORDER_RACES_SEED) || crypto.getRandomValues(new Uint32Array(1))[0]!;
export const replay = `seed ${SEED} (replay: ORDER_RACES_SEED=${SEED})`;

/** Numbers in [0, 1) from the seed (mulberry32): the same seed, the same sequence. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(SEED);

/** A whole number in [min, max], drawn from the seed. */
export const drawn = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** The list in an order drawn from the seed. */
export function shuffled<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
