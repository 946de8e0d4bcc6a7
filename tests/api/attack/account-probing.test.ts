import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { call } from '../helpers';
import { register, uniqueEmail } from '../account-helpers';
import { awaitMail, mailCount } from '../mail-helpers';
import { tallyOf, report } from './probe';

// Forgot-password must not tell who has an account, neither by its words nor
// by its timing: a known account's answer may not be slower than an unknown
// one's. Many pairs, each timed known and unknown in turn (the order swapped
// every pair), so a difference of a few milliseconds shows in the pairs'
// median difference and in how often the known account was the slower one.
// Each pair is timed back to back: a busy machine slows both of its answers,
// where it would move a median of all known answers against one of all
// unknown ones (16.5 against 11.5 ms once, with the known one slower in 23 of
// 40 pairs, as chance would have it).

const PAIRS = 40;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function timedForgot(email: string): Promise<{ ms: number; status: number; message: string }> {
  const started = performance.now();
  const res = await call('EcomLogin/EcomCustomer/forgot-password', { method: 'POST', body: { email } });
  return { ms: performance.now() - started, status: res.status, message: res.json?.message };
}

it('answers forgot-password for a known account as fast as for an unknown one', async () => {
  const known = await register();
  const tally = tallyOf('account probing by timing');
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  let knownSlower = 0;
  for (let i = 0; i < PAIRS; i++) {
    // The per-e-mail throttle is not what is measured here.
    await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'forgot%'").run();
    const nobody = uniqueEmail('nobody');
    const order = i % 2 ? [known.email, nobody] : [nobody, known.email];
    const answers = new Map<string, Awaited<ReturnType<typeof timedForgot>>>();
    for (const email of order) answers.set(email, await timedForgot(email));
    const [k, u] = [answers.get(known.email)!, answers.get(nobody)!];
    expect([k.status, k.message, u.status, u.message]).toEqual([200, MESSAGES.password.emailSent, 200, MESSAGES.password.emailSent]);
    knownMs.push(k.ms);
    unknownMs.push(u.ms);
    tally.ran += 2;
    if (k.ms > u.ms) knownSlower += 1;
    // Whatever the known account set off finishes before the next pair is timed.
    expect(await awaitMail(known.email, 'sehat', i + 1)).not.toBeNull();
  }
  const [mk, mu] = [median(knownMs), median(unknownMs)];
  const apart = median(knownMs.map((ms, i) => ms - unknownMs[i]!));
  console.log(`attack: account probing by timing: median known ${mk.toFixed(2)} ms, unknown ${mu.toFixed(2)} ms, a pair's median difference ${apart.toFixed(2)} ms, known slower in ${knownSlower} of ${PAIRS} pairs`);
  // Equal work leaves the sign of each pair to chance: more than 30 of 40 slower has odds under 1 in 1,000.
  const leaks = apart > Math.max(2, 0.25 * mu) || knownSlower > 30;
  if (leaks) tally.allowed.push(`known slower by ${apart.toFixed(2)} ms in a pair's median (unknown ${mu.toFixed(2)} ms); known slower in ${knownSlower}/${PAIRS}`);
  const result = report('account probing by timing');
  expect(result.allowed).toEqual([]);
  expect(await mailCount(known.email)).toBe(PAIRS);
});
