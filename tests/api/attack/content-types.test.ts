import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEHAT } from '../helpers';
import { buildWorld, type AttackWorld } from './fixtures';
import { ledger, type Ledger } from './ledger';
import { report, sendAll, tallyOf, type Probe } from './probe';
import { ROUTES } from './routes';

// The API speaks JSON. A body labelled anything else is refused with 415
// before it is read: text/plain (which any web page may send cross-site
// without a preflight), a form, no label at all, or multipart on a route that
// takes no files (a multipart label once bought a JSON route the larger upload
// allowance). Nothing may change.

let w: AttackWorld;
let before: Ledger;

beforeAll(async () => {
  w = await buildWorld();
  before = await ledger();
});

const LABELS = ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', 'text/json'];
/** Routes that take files (multipart) beside JSON. */
const UPLOADS = new Set(['POST ecomProdcat/ecomcategory', 'PUT ecomProdcat/ecomcategory/:id', 'POST prescriptions/:order', 'POST cart-prescription']);

describe('bodies not labelled application/json', () => {
  it('are refused with 415 on every write, before the route runs', async () => {
    const probes: Probe[] = [];
    for (const route of ROUTES.filter((r) => r.body)) {
      const token = route.caller?.(w)?.token ?? (route.access === 'public' ? undefined : route.access === 'customer' ? w.a.token : w.admin.token);
      const idem: Record<string, string> = route.idempotent ? { 'idempotency-key': `probe-${crypto.randomUUID()}` } : {};
      for (const label of LABELS) {
        if (label.startsWith('multipart') && UPLOADS.has(`${route.method} ${route.pattern}`)) continue;
        probes.push({ label, method: route.method, path: route.path(w), token, body: JSON.stringify(route.body!(w)), headers: { ...idem, 'content-type': label } });
      }
    }
    await sendAll('content-type', probes, (status) => status === 415);
    const tally = report('content-type');
    expect(tally.ran).toBeGreaterThan(150);
    expect(tally.serverErrors).toEqual([]);
    expect(tally.allowed).toEqual([]);
  }, 120_000);

  it('answers 415 with a code for a body without any label', async () => {
    const res = await exports.default.fetch(
      new Request(`${SEHAT}/api/subscribe`, { method: 'POST', body: new TextEncoder().encode('{"subscriber_email":"x@example.com"}') }),
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json).', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('tells the caller of an upload route to send the file as multipart, not JSON', async () => {
    const send = (method: string, path: string) =>
      exports.default.fetch(new Request(`${SEHAT}/api/${path}`, { method, body: 'not a file', headers: { 'content-type': 'text/plain' } }));
    const banner = await send('PUT', 'admin/banner-images/popup_banner');
    expect(banner.status).toBe(415);
    expect(await banner.json()).toEqual({ message: 'Send the file as multipart/form-data.', code: 'UNSUPPORTED_MEDIA_TYPE' });
    const category = await send('POST', 'ecomProdcat/ecomcategory');
    expect(category.status).toBe(415);
    expect(await category.json()).toEqual({
      message: 'Send the file as multipart/form-data, or the fields as JSON (Content-Type: application/json).',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('refuses a 4 MB body labelled multipart on a JSON route at once, without reading it', async () => {
    const tally = tallyOf('multipart on JSON routes');
    // Nested arrays: costly to parse, were it ever parsed.
    const nested = `{"subscriber_email":${'['.repeat(2_000_000)}${']'.repeat(2_000_000)}}`;
    for (const path of ['subscribe', 'EcomLogin/Ecomregister', 'EcomLogin/Ecomlogin']) {
      const started = performance.now();
      const res = await exports.default.fetch(
        new Request(`${SEHAT}/api/${path}`, { method: 'POST', body: nested, headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
      );
      const ms = performance.now() - started;
      tally.ran += 1;
      if (res.status !== 415) tally.allowed.push(`${path} -> ${res.status} in ${ms.toFixed(0)} ms`);
      console.log(`attack: 4 MB multipart-labelled body to ${path}: ${res.status} in ${ms.toFixed(0)} ms`);
      expect(res.status).toBe(415);
    }
    // An endless stream: answering at all shows the server never read it.
    const endless = new ReadableStream<Uint8Array>({ pull: (c) => c.enqueue(new TextEncoder().encode('['.repeat(16 * 1024))) });
    const res = await exports.default.fetch(
      new Request(`${SEHAT}/api/subscribe`, { method: 'POST', body: endless, headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
    );
    tally.ran += 1;
    expect(res.status).toBe(415);
    expect(report('multipart on JSON routes').allowed).toEqual([]);
  });

  it('still takes bodiless writes without a label, and JSON with a charset', async () => {
    const logout = await exports.default.fetch(new Request(`${SEHAT}/api/EcomLogin/logout`, { method: 'POST', headers: { authorization: `Bearer ${w.b.token}` } }));
    expect(logout.status).toBe(200);
    const subscribe = await exports.default.fetch(
      new Request(`${SEHAT}/api/subscribe`, { method: 'POST', body: '{"subscriber_email":"charset@example.com"}', headers: { 'content-type': 'application/json; charset=utf-8' } }),
    );
    expect(subscribe.status).toBe(201);
  });
});

describe('after the refused probes', () => {
  it('leaves every targeted table as it was, but for the one legitimate subscription', async () => {
    const after = await ledger();
    const changed = Object.keys(before).filter((t) => after[t]?.checksum !== before[t]!.checksum);
    expect(changed.every((t) => t.startsWith('newsletter_subscribers'))).toBe(true);
  });
});
