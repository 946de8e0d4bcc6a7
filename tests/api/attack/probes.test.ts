import { beforeAll, describe, expect, it } from 'vitest';
import { KIRANA } from '../helpers';
import { buildWorld, type AttackWorld } from './fixtures';
import { ledger, type Ledger } from './ledger';
import { report, sendAll, type Probe } from './probe';
import { ROUTES, type RouteSpec } from './routes';
import { describeLayoutFree, itLayoutFree, oneDatabase } from '../databases';

// Refusals: every route that needs a token, probed with none and with tokens
// that must not work; then every write, probed with malformed bodies by a
// caller who may use it. Nothing may get through, nothing may 5xx, and the
// targeted tables must be exactly as they were. Sehat's own and forged
// tokens, malformed bodies and odd queries go to sehat as sehat's people: the
// same in either layout, so the split run sends only the other shop's tokens.

/** Hundreds of requests: generous on a busy machine, though they take seconds on an idle one. */
const SLOW = 120_000;

let w: AttackWorld;
let before: Ledger;

beforeAll(async () => {
  w = await buildWorld();
  before = await ledger();
});

const guarded = () => ROUTES.filter((r) => r.access !== 'public');

function probeOf(route: RouteSpec, label: string, token?: string, extra: Partial<Probe> = {}): Probe {
  const headers: Record<string, string> = route.idempotent ? { 'idempotency-key': `probe-${crypto.randomUUID()}` } : {};
  return { label, method: route.method, path: route.path(w), token, body: route.body?.(w), headers, ...extra };
}

describe('auth probes', () => {
  // Sehat's routes with sehat's own tokens (none, forged, of the wrong role or
  // person): the same in either layout. Tokens of the other shop, below, run in both.
  itLayoutFree('refuses every guarded route without a valid token of the right person and role', async () => {
    const probes: Probe[] = [];
    for (const route of guarded()) {
      probes.push(probeOf(route, 'no token'));
      probes.push(probeOf(route, 'basic auth', undefined, { headers: { authorization: 'Basic YWRtaW46YWRtaW4xMjM=' } }));
      for (const [label, token] of Object.entries(w.badTokens)) probes.push(probeOf(route, label, token));
      if (route.access === 'admin' || route.access === 'operator') probes.push(probeOf(route, 'customer on operator route', w.b.token));
      if (route.access === 'admin') probes.push(probeOf(route, 'delivery person on admin route', w.rider.token));
      if (route.ownedByA) probes.push(probeOf(route, "another customer's id", w.b.token));
    }
    await sendAll('auth', probes);
    const tally = report('auth');
    expect(tally.ran).toBeGreaterThan(400);
    expect(tally.serverErrors).toEqual([]);
    expect(tally.allowed).toEqual([]);
  }, SLOW);

  it('refuses every guarded route a token of the other shop, and the other shop\'s ids', async () => {
    const probes: Probe[] = [];
    for (const route of guarded()) {
      probes.push(probeOf(route, 'kirana customer on sehat', w.kiranaCustomer.token));
      probes.push(probeOf(route, 'kirana admin on sehat', w.kiranaAdmin.token));
      probes.push(probeOf(route, 'sehat admin token on kirana host', w.admin.token, { host: KIRANA }));
      // Row ids are per database: only on one database does the other shop's id name the other shop's row.
      if (route.otherShopPath && oneDatabase()) {
        const token = route.access === 'customer' && !route.ownedByA ? w.a.token : w.admin.token;
        probes.push(probeOf(route, "the other shop's id", token, { path: route.otherShopPath(w) }));
      }
    }
    await sendAll('auth across shops', probes);
    const tally = report('auth across shops');
    expect(tally.ran).toBeGreaterThanOrEqual(3 * guarded().length);
    expect(tally.serverErrors).toEqual([]);
    expect(tally.allowed).toEqual([]);
  }, SLOW);
});

/** Values of the wrong kind for a field whose good value is `good`. */
function wrongValues(good: unknown, numericStrings: boolean): unknown[] {
  if (typeof good === 'number') {
    return ['NaN', 'Infinity', '', {}, [], true, null, -1, 1e20, 1.5e300, ...(numericStrings ? [] : ['12'])];
  }
  if (typeof good === 'string') return [{}, [], 12345, true, { $gt: '' }, ['a', 'b']];
  if (Array.isArray(good)) return [{}, 'x', 12, [null], [{}], [{ product_id: -1, quantity: 1 }], [{ product_id: '1', quantity: '1' }]];
  return [[], 'x', 12];
}

describeLayoutFree('malformed bodies', () => {
  it('refuses non-JSON, wrong types, oversized and control-character bodies on every write', async () => {
    const probes: Probe[] = [];
    for (const route of ROUTES.filter((r) => r.body && (r.caller || r.access === 'public'))) {
      const token = route.caller?.(w)?.token;
      const good = route.body!(w);
      const variant = (label: string, body: unknown) => probes.push(probeOf(route, label, token, { body }));
      for (const raw of ['not json', '{"a":', '[]', '"text"', 'null', '42', 'true', '{"a":1}{"b":2}', '\u0000']) variant(`raw ${JSON.stringify(raw)}`, raw);
      variant('70 KB', JSON.stringify({ ...good, padding: 'x'.repeat(70 * 1024) }));
      variant('NUL in an extra field', { ...good, note: 'a\u0000b' });
      variant('number too big for JSON', JSON.stringify(good).replace(/^\{/, '{"huge":1e999,').replace(/,\}$/, '}'));
      for (const [field, value] of Object.entries(good)) {
        if (typeof value === 'string') {
          variant(`${field} with NUL`, { ...good, [field]: `${value}\u0000` });
          variant(`${field} with C1`, { ...good, [field]: `${value}\u0085` });
          variant(`${field} with ESC`, { ...good, [field]: `\u001b[31m${value}` });
        }
        for (const bad of wrongValues(value, route.numericStrings ?? false)) variant(`${field}=${JSON.stringify(bad)}`, { ...good, [field]: bad });
      }
    }
    await sendAll('malformed', probes);
    const tally = report('malformed');
    expect(tally.serverErrors).toEqual([]);
    expect(tally.allowed).toEqual([]);
  }, SLOW);
});

/** The caller who may use a route (none for public ones). */
function legitimateToken(route: RouteSpec): string | undefined {
  if (route.access === 'public') return undefined;
  if (route.caller) return route.caller(w)?.token;
  return route.access === 'customer' ? w.a.token : w.admin.token;
}

const ODD_QUERIES = [
  'q=%25_%27%22', 'q=%27%20OR%201%3D1%20--', 'q=%F0%9F%92%8A%E0%A4%A8', `q=${'x'.repeat(300)}`, 'q=a%20NEAR%20b*',
  'limit=-1', 'limit=abc', 'limit=99999999999999999999', 'offset=1.5', 'sort=%27%3B', 'per=0', 'per=9999',
  'limit=&q', '=&&', 'q=1&q=2', 'limit[]=1&__proto__=1',
];
const ODD_IDS = ['0', '-1', '1.5', '99999999999', '00000000001', 'abc', '%27', '%F0%9F%92%8A', 'x'.repeat(500), 'ORD-1-1%27%00'];

describeLayoutFree('odd queries and path ids', () => {
  it('never answers 5xx for strange query strings or ids, on any route', async () => {
    const probes: Probe[] = [];
    for (const route of ROUTES) {
      const token = legitimateToken(route);
      const path = route.path(w).split('?')[0]!;
      if (route.method === 'GET') for (const query of ODD_QUERIES) probes.push(probeOf(route, query, token, { path: `${path}?${query}` }));
      const segments = path.split('/');
      segments.forEach((segment, i) => {
        if (!/\d/.test(segment)) return;
        for (const id of ODD_IDS) probes.push(probeOf(route, `segment ${i} = ${id}`, token, { path: [...segments.slice(0, i), id, ...segments.slice(i + 1)].join('/') }));
      });
    }
    // Strange but harmless values may be answered normally: only a 5xx fails here.
    await sendAll('query-and-path', probes, () => true);
    const tally = report('query-and-path');
    expect(tally.ran).toBeGreaterThan(500);
    expect(tally.serverErrors).toEqual([]);
  }, SLOW);
});

describe('after the refused probes', () => {
  it('leaves every targeted table exactly as it was', async () => {
    const after = await ledger();
    for (const [table, entry] of Object.entries(before)) console.log(`attack: ${table} ${entry.rows} rows, unchanged: ${after[table]?.checksum === entry.checksum}`);
    expect(after).toEqual(before);
  }, SLOW);
});
