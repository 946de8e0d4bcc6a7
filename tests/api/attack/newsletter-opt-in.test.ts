import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { confirmSubscription } from '@/server/newsletter/double-opt-in';
import { call, distributorId } from '../helpers';
import { awaitMail, settledMailCount } from '../mail-helpers';
import { report, tallyOf } from './probe';

// Anyone can type anyone's address into the newsletter form: the address must
// not become a subscription until its owner opens the link mailed to it.

const CLASS = 'newsletter without consent';

const confirmedRow = (email: string) =>
  env.DB.prepare('SELECT confirmed_at FROM newsletter_subscribers WHERE email = ?').bind(email).first<{ confirmed_at: string | null }>();

it('subscribes an address only once its owner opens the mailed link', async () => {
  const tally = tallyOf(CLASS);
  const victim = 'someone-else@example.com';
  const res = await call('subscribe', { method: 'POST', body: { subscriber_email: victim }, headers: { 'cf-connecting-ip': '10.77.0.1' } });
  expect(res.status).toBe(201);
  expect(res.json.message).toBe(MESSAGES.newsletter.success);
  tally.ran += 1;
  if ((await confirmedRow(victim))?.confirmed_at !== null) tally.allowed.push('subscribed without the mailbox owner');

  const mail = await awaitMail(victim);
  expect(mail?.subject).toMatch(/confirm your newsletter subscription/);
  const token = /\/ecommerce\/newsletter\/confirm\/([0-9a-f]+)/.exec(mail?.body_text ?? '')?.[1] ?? '';
  expect(mail?.body_text).toContain(`http://localhost/ecommerce/newsletter/confirm/${token}`);

  // A guessed or another shop's token confirms nothing.
  const shop = await distributorId('sehat');
  for (const guess of ['0'.repeat(48), token.replace(/.$/, (d) => (d === 'a' ? 'b' : 'a')), `${token}00`]) {
    tally.ran += 1;
    if (await confirmSubscription(env.DB, shop, guess)) tally.allowed.push(`guessed token ${guess}`);
  }
  expect(await confirmSubscription(env.DB, shop + 1000, token)).toBe(false);

  expect(await confirmSubscription(env.DB, shop, token)).toBe(true);
  expect((await confirmedRow(victim))?.confirmed_at).toBeTruthy();
  // Used once; asking again for a confirmed address sends nothing more.
  expect(await confirmSubscription(env.DB, shop, token)).toBe(false);
  await call('subscribe', { method: 'POST', body: { subscriber_email: victim }, headers: { 'cf-connecting-ip': '10.77.0.2' } });
  expect(await settledMailCount(victim)).toBe(1);

  const result = report(CLASS);
  expect(result.allowed).toEqual([]);
});
