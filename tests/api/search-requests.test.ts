import { describe, expect, it } from 'vitest';
import { EN_SEARCH_PAGE as PAGE } from '@/lib/search-page-messages';
import { KIRANA, SEHAT, call, distributorId } from './helpers';
import { dbOf } from './databases';
import { ADMIN, SHOPPER, tokenFor, type Slug } from './support/sessions';

// The shop's side of search: "Ask the shop for it" reaches the admins as a
// message, limited like other public writes; the console's synonyms are the
// admins' alone, checked, and change what a search finds.

/** The admin's mail about a request for `what`, once the notification queue has sent it. */
async function requestMail(what: string, slug: Slug) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = await dbOf(slug)
      .prepare("SELECT subject, body_text FROM outbox WHERE distributor_id = ? AND to_email = 'admin@example.com' AND body_text LIKE ? ORDER BY id DESC LIMIT 1")
      .bind(await distributorId(slug), `%${what}%`)
      .first<{ subject: string; body_text: string }>();
    if (mail || Date.now() > deadline) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ask = (body: unknown, host = SEHAT, headers: Record<string, string> = {}) =>
  call('search/requests', { method: 'POST', body: body as Record<string, unknown>, host, headers });

describe('Ask the shop for it', () => {
  it('reaches the shop’s admins as a message with the shopper’s name and number', async () => {
    const res = await ask({ what: 'Gripe water 150 ml', name: 'Meera', phone: '+91 98765 43210' });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(PAGE.request.received);
    const mail = await requestMail('Gripe water 150 ml', 'sehat');
    expect(mail?.subject).toContain('asked for a product');
    expect(mail?.body_text).toContain('Meera');
    expect(mail?.body_text).toContain('9876543210');
    // Never the other shop's admins.
    // (Both shops may share one database: the other shop's rows are those of its own id.)
    const kirana = await distributorId('kirana');
    expect(await dbOf('kirana').prepare("SELECT COUNT(*) AS n FROM outbox WHERE distributor_id = ? AND body_text LIKE '%Gripe water%'").bind(kirana).first('n')).toBe(0);
  });

  it('takes a request without name or number', async () => {
    expect((await ask({ what: 'Jaggery powder' }, KIRANA)).status).toBe(201);
    expect((await requestMail('Jaggery powder', 'kirana'))?.body_text).toContain('no name or number');
  });

  it('refuses an empty, overlong or badly numbered request with a reason, and records nothing', async () => {
    const before = await dbOf('sehat').prepare("SELECT COUNT(*) AS n FROM notification_events WHERE type = 'product.requested'").first<number>('n');
    for (const [body, message] of [
      [{ what: '   ' }, PAGE.request.whatRequired],
      [{ what: 'x'.repeat(201) }, PAGE.request.whatTooLong(200)],
      [{ what: 'Syrup', phone: '12345' }, PAGE.request.phoneInvalid],
      [{ what: 'Syrup', name: 'n'.repeat(81) }, PAGE.request.nameTooLong(80)],
    ] as const) {
      const res = await ask(body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message, code: 'BAD_REQUEST' });
    }
    expect(await dbOf('sehat').prepare("SELECT COUNT(*) AS n FROM notification_events WHERE type = 'product.requested'").first<number>('n')).toBe(before);
  });

  it('limits how many one address may send', async () => {
    const from = { 'cf-connecting-ip': '203.0.113.77' };
    for (let i = 0; i < 5; i++) expect((await ask({ what: `Probe ${i}` }, SEHAT, from)).status).toBe(201);
    const refused = await ask({ what: 'Probe 6' }, SEHAT, from);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(PAGE.request.tooMany);
  });
});

describe('the console’s synonyms', () => {
  it('are read and replaced by the shop’s admin only, and change what a search finds', async () => {
    const admin = await tokenFor(...ADMIN, 'kirana');
    const seeded = await call('admin/search-synonyms', { host: KIRANA, token: admin });
    expect(seeded.status).toBe(200);
    expect(seeded.json.groups).toContainEqual(['milk', 'doodh', 'dudh', 'दूध']);
    expect((await call('admin/search-synonyms', { host: KIRANA, token: await tokenFor(...SHOPPER, 'kirana') })).status).toBe(403);
    expect((await call('admin/search-synonyms', { host: KIRANA })).status).toBe(401);

    const find = async (q: string) => (await call(`ecomProd/ecomProducts?q=${encodeURIComponent(q)}`, { host: KIRANA })).json.map((p: { product_name: string }) => p.product_name);
    expect(await find('gud')).toEqual([]);
    const saved = await call('admin/search-synonyms', { method: 'PUT', host: KIRANA, token: admin, body: { groups: [[' Basmati ', 'GUD ', 'basmati']] } });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ message: PAGE.synonyms.saved, groups: [['basmati', 'gud']] });
    expect(await find('gud')).toContain('Basmati Rice 1 kg');
    // The old groups are gone with the save.
    expect(await find('doodh')).toEqual([]);
    // The other shop's synonyms are untouched.
    expect((await call('admin/search-synonyms', { token: await tokenFor(...ADMIN) })).json.groups[0]).toContain('dolo');
  });

  it('refuses groups it cannot use, naming the problem, and keeps the old ones', async () => {
    const admin = await tokenFor(...ADMIN);
    const before = (await call('admin/search-synonyms', { token: admin })).json.groups;
    const S = PAGE.synonyms;
    for (const [body, message] of [
      [{ groups: [['dolo']] }, S.groupSize(1, 12)],
      [{ groups: [['a', 'b'], ['b', 'c']] }, S.inTwoGroups('b')],
      [{ groups: [['ok', 'x'.repeat(41)]] }, S.termLength(1, 40)],
      [{ groups: 'dolo, paracetamol' }, S.invalid],
      [{ groups: Array.from({ length: 201 }, (_, i) => [`a${i}`, `b${i}`]) }, S.tooManyGroups(200)],
    ] as const) {
      const res = await call('admin/search-synonyms', { method: 'PUT', token: admin, body: body as Record<string, unknown> });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await call('admin/search-synonyms', { token: admin })).json.groups).toEqual(before);
  });
});
