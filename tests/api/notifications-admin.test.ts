import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { call, distributorId, KIRANA } from './helpers';
import { dbOf } from './databases';
import { newShopper, seededAccount, type Slug } from './checkout-fixtures';
import { makeAccount } from './orders-support';
import { mailCount } from './mail-helpers';
import { pollUntil } from './support';

// The console's view of messages that could not be sent: the shop's own
// failed and dead events for its admins only, and a retry that queues an
// event once (a repeated retry queues nothing) and sends each message once.

const M = MESSAGES.console.messages;

/** A password-changed event for a fresh shopper, in the given state. */
async function eventIn(slug: Slug, status: 'failed' | 'dead' | 'sent') {
  const shopper = await newShopper(slug);
  const id = `t-${crypto.randomUUID()}`;
  await dbOf(slug)
    .prepare(`INSERT INTO notification_events (id, distributor_id, type, customer_id, status, attempts, last_error) VALUES (?, ?, 'account.password_reset', ?, ?, 6, ?)`)
    .bind(id, await distributorId(slug), shopper.id, status, status === 'sent' ? null : 'Provider refused (503)')
    .run();
  const email = (await dbOf(slug).prepare('SELECT email FROM customers WHERE id = ?').bind(shopper.id).first<{ email: string }>())!.email;
  return { id, email };
}

const statusOf = async (id: string, slug: Slug = 'sehat') =>
  (await dbOf(slug).prepare('SELECT status FROM notification_events WHERE id = ?').bind(id).first<{ status: string }>())?.status;

async function sentWithin(id: string, ms = 10_000): Promise<boolean> {
  return (await pollUntil(() => statusOf(id), (status) => status === 'sent', { withinMs: ms })) === 'sent';
}

describe('GET /api/admin/notifications', () => {
  it("lists the shop's failed and dead messages to its admins, and no other shop's", async () => {
    const admin = await seededAccount('admin@example.com');
    const failed = await eventIn('sehat', 'failed');
    const dead = await eventIn('sehat', 'dead');
    const sent = await eventIn('sehat', 'sent');
    const kiranaDead = await eventIn('kirana', 'dead');
    const all = await call('admin/notifications?status=failed&limit=100', { token: admin.token });
    expect(all.status).toBe(200);
    const ids = (all.json.events as Array<{ id: string }>).map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining([failed.id, dead.id]));
    expect(ids).not.toContain(sent.id);
    expect(ids).not.toContain(kiranaDead.id);
    expect(all.json.total).toBeGreaterThanOrEqual(2);
    expect(all.json.events.find((e: { id: string }) => e.id === dead.id)).toMatchObject({ type: 'account.password_reset', status: 'dead', attempts: 6, last_error: 'Provider refused (503)' });
    // Nothing personal: no address, name or payload.
    expect(JSON.stringify(all.json)).not.toContain(dead.email);
    const onlyDead = await call('admin/notifications?status=dead&limit=100', { token: admin.token });
    expect((onlyDead.json.events as Array<{ status: string }>).every((e) => e.status === 'dead')).toBe(true);
    const retrying = await call('admin/notifications?status=retrying&limit=100', { token: admin.token });
    expect((retrying.json.events as Array<{ id: string }>).map((e) => e.id)).toContain(failed.id);
    expect((retrying.json.events as Array<{ id: string }>).map((e) => e.id)).not.toContain(dead.id);
  });

  it('is for admins only, and refuses an unknown filter', async () => {
    const shopper = await newShopper('sehat');
    const rider = await makeAccount('sehat', 'delivery');
    const admin = await seededAccount('admin@example.com');
    expect((await call('admin/notifications?status=failed')).status).toBe(401);
    expect((await call('admin/notifications?status=failed', { token: shopper.token })).status).toBe(403);
    expect((await call('admin/notifications?status=failed', { token: rider.token })).status).toBe(403);
    expect((await call('admin/notifications?status=failed', { token: admin.token, host: KIRANA })).status).toBe(401);
    const bad = await call('admin/notifications?status=sent', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ message: M.badFilter, code: 'BAD_REQUEST' });
  });
});

describe('POST /api/admin/notifications/:id/retry', () => {
  it('queues a dead message once: it is sent once, and a second retry queues nothing', async () => {
    const admin = await seededAccount('admin@example.com');
    const dead = await eventIn('sehat', 'dead');
    const first = await call(`admin/notifications/${dead.id}/retry`, { method: 'POST', token: admin.token });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ message: M.retried, event: { id: dead.id, status: 'recorded' } });
    expect(await sentWithin(dead.id)).toBe(true);
    expect(await mailCount(dead.email)).toBe(1);
    const again = await call(`admin/notifications/${dead.id}/retry`, { method: 'POST', token: admin.token });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ message: M.alreadyQueued, event: { id: dead.id, status: 'sent' } });
    expect(await statusOf(dead.id)).toBe('sent');
    const deliveries = await dbOf('sehat').prepare('SELECT COUNT(*) AS n FROM notification_deliveries WHERE event_id = ?').bind(dead.id).first<{ n: number }>();
    expect(deliveries!.n).toBe(1);
    expect(await mailCount(dead.email)).toBe(1);
  });

  it("two retries at once queue it once", async () => {
    const admin = await seededAccount('admin@example.com');
    const failed = await eventIn('sehat', 'failed');
    const answers = await Promise.all([1, 2].map(() => call(`admin/notifications/${failed.id}/retry`, { method: 'POST', token: admin.token })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.json.message).sort()).toEqual([M.alreadyQueued, M.retried].sort());
    expect(await sentWithin(failed.id)).toBe(true);
    expect(await mailCount(failed.email)).toBe(1);
  });

  it("refuses another shop's message, a bad id and anyone but an admin, changing nothing", async () => {
    const admin = await seededAccount('admin@example.com');
    const shopper = await newShopper('sehat');
    const kiranaDead = await eventIn('kirana', 'dead');
    const dead = await eventIn('sehat', 'dead');
    const foreign = await call(`admin/notifications/${kiranaDead.id}/retry`, { method: 'POST', token: admin.token });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ message: M.notFound, code: 'NOT_FOUND' });
    expect(await statusOf(kiranaDead.id, 'kirana')).toBe('dead');
    const badId = await call(`admin/notifications/${encodeURIComponent("x' OR 1=1")}/retry`, { method: 'POST', token: admin.token });
    expect(badId.status).toBe(400);
    expect(badId.json.code).toBe('BAD_REQUEST');
    expect((await call(`admin/notifications/${dead.id}/retry`, { method: 'POST', token: shopper.token })).status).toBe(403);
    expect(await statusOf(dead.id)).toBe('dead');
  });
});
