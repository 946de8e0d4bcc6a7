import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type AttackWorld } from './fixtures';
import { report, send, tallyOf, type Probe } from './probe';
import { ROUTES, type RouteSpec } from './routes';
import { dbOf, describeLayoutFree, testDatabases } from '../databases';

// Writes made by someone allowed to make them, carrying fields only the
// server may set. The write may succeed or be refused; what it must never do
// is plant one of those values. Each planted value is a sentinel the checks
// below look for after every request. Then odd but legal text (emoji, RTL,
// combining marks, SQL-looking strings) on every text field: never a 5xx,
// and stored as sent.

/** Hundreds of requests: generous on a busy machine, though they take seconds on an idle one. */
const SLOW = 120_000;

let w: AttackWorld;

beforeAll(async () => {
  w = await buildWorld();
});

const OLD = '1999-01-01T00:00:00.000Z';
/** The e-mail of the rider the Staff route's probe body adds (routes.ts). */
const PROBE_STAFF_EMAIL = 'probe.rider@example.com';
const BIG = 987654;

/** Fields the server alone sets, with values that stand out. */
function extras(withIdentity: boolean): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    id: 987654321, role: 'admin', is_admin: true, isAdmin: true, admin: true,
    distributor_id: w.kiranaId, distributorId: w.kiranaId, did: w.kiranaId,
    price_paise: 1, product_price_paise: 1, price: 1, final_price: 1, final_price_after_coupon_paise: 1,
    items_total_paise: 1, totalPrice: 1, total: 1, total_stock: BIG, stock: BIG, helpful_count: 999,
    created_at: OLD, createdAt: OLD, updated_at: OLD, deleted_at: OLD, token_version: 77, ver: 77,
    password_hash: 'planted', order_status: 'completed', payment_status: 'paid', invoice_id: 'INV-PLANTED',
  };
  if (withIdentity) Object.assign(fields, { customer_id: w.c.id, user_id: w.c.id, userId: w.c.id });
  return fields;
}

/** Counts summed over every database of the layout, by name. */
const COUNTS = {
  // The Staff route's own work is adding the rider its probe body names: counted apart, and never as an admin.
  operators: `SELECT COUNT(*) AS n FROM customers WHERE role != 'customer' AND email != '${PROBE_STAFF_EMAIL}'`,
  probeStaffAsAdmin: `SELECT COUNT(*) AS n FROM customers WHERE email = '${PROBE_STAFF_EMAIL}' AND role != 'delivery'`,
  plantedCustomers: `SELECT COUNT(*) AS n FROM customers WHERE token_version >= 77 OR created_at < '2000' OR deleted_at < '2000' OR password_hash = 'planted' OR id = 987654321`,
  plantedProducts: `SELECT COUNT(*) AS n FROM products WHERE total_stock = ${BIG} OR price_paise <= 1 OR created_at < '2000' OR id = 987654321`,
  plantedOrders: `SELECT COUNT(*) AS n FROM orders WHERE created_at < '2000' OR final_price_after_coupon_paise <= 1 OR items_total_paise <= 1 OR id = 987654321 OR invoice_id = 'INV-PLANTED'`,
  plantedLines: 'SELECT COUNT(*) AS n FROM order_products WHERE price_paise <= 1',
  plantedElsewhere: `SELECT (SELECT COUNT(*) FROM reviews WHERE id = 987654321 OR created_at < '2000')
     + (SELECT COUNT(*) FROM cart_items WHERE id = 987654321 OR created_at < '2000')
     + (SELECT COUNT(*) FROM categories WHERE id = 987654321 OR created_at < '2000') AS n`,
  ordersInKiranaOfSehatPeople: 'SELECT COUNT(*) AS n FROM orders o JOIN customers c ON c.id = o.user_id WHERE o.distributor_id != c.distributor_id',
};

/**
 * Everything a planted field could have changed, as one comparable value.
 * Read after every probe: one batch per database, not a round trip per count.
 */
async function sentinels() {
  const names = Object.keys(COUNTS) as Array<keyof typeof COUNTS>;
  const totals = Object.fromEntries(names.map((name) => [name, 0])) as Record<keyof typeof COUNTS, number>;
  for (const db of testDatabases()) {
    const answers = await db.batch<{ n: number }>(names.map((name) => db.prepare(COUNTS[name])));
    names.forEach((name, i) => (totals[name] += Number(answers[i]!.results[0]?.n ?? 0)));
  }
  // The callers' own rows, from sehat's database; kirana's rows, from kirana's.
  const sehat = dbOf('sehat');
  const [bystander, callerA] = await sehat.batch<{ n: number | string }>([
    sehat.prepare(
      `SELECT (SELECT COUNT(*) FROM cart_items WHERE customer_id = ?1) + (SELECT COUNT(*) FROM orders WHERE user_id = ?1)
       + (SELECT COUNT(*) FROM reviews WHERE customer_id = ?1) + (SELECT COUNT(*) FROM review_reports WHERE customer_id = ?1)
       + (SELECT COUNT(*) FROM review_helpful WHERE customer_id = ?1) AS n`,
    ).bind(w.c.id),
    sehat.prepare("SELECT role || ':' || token_version || ':' || distributor_id AS n FROM customers WHERE id = ?").bind(w.a.id),
  ]);
  const kirana = await dbOf('kirana').prepare(
      `SELECT (SELECT group_concat(id || ':' || product_name || ':' || price_paise || ':' || total_stock) FROM products WHERE distributor_id = ?1)
       || (SELECT group_concat(id || ':' || email || ':' || role) FROM customers WHERE distributor_id = ?1)
       || (SELECT group_concat(id || ':' || order_status || ':' || user_id) FROM orders WHERE distributor_id = ?1) AS n`,
    )
    .bind(w.kiranaId)
    .first<{ n: string }>();
  return {
    ...totals,
    rowsOfBystander: bystander!.results[0]?.n,
    callerA: callerA!.results[0]?.n,
    kirana: kirana?.n,
  };
}

const writes = () => ROUTES.filter((r) => r.body && (r.caller || r.access === 'public'));

function probeFor(route: RouteSpec, label: string, body: Record<string, unknown>): Probe {
  const headers: Record<string, string> = route.idempotent ? { 'idempotency-key': `mass-${crypto.randomUUID()}` } : {};
  return { label, method: route.method, path: route.path(w), token: route.caller?.(w)?.token, body, headers };
}

describe('mass assignment', () => {
  it('never lets a body set ids, roles, shops, prices, totals, stock, dates or token versions', async () => {
    let baseline = await sentinels();
    const planted: string[] = [];
    for (const route of writes()) {
      for (const withIdentity of [true, false]) {
        const extra = extras(withIdentity);
        for (const field of route.writes ?? []) delete extra[field];
        // The route's own fields win: the extras ride along a legitimate request.
        const body = { ...extra, ...route.body!(w) };
        await send('mass-assignment', probeFor(route, withIdentity ? 'extras + another user' : 'extras', body), () => true);
        const now = await sentinels();
        const changed = Object.keys(baseline).filter((k) => baseline[k as keyof typeof baseline] !== now[k as keyof typeof now]);
        if (changed.length) {
          planted.push(`${route.method} ${route.pattern}: ${changed.join(', ')}`);
          tallyOf('mass-assignment').allowed.push(`${route.method} ${route.pattern}`);
        }
        baseline = now;
      }
    }
    const tally = report('mass-assignment');
    expect(tally.ran).toBeGreaterThan(30);
    expect(tally.serverErrors).toEqual([]);
    expect(planted).toEqual([]);
  }, SLOW);
});

const ODD_TEXT = [
  '😀💊 नमस्ते தமிழ்',
  'مرحبا بالعالم \u202Egnp.exe',
  'e\u0301\u0301\u0301 Z̷̢͉a̶͎l̸g̵o',
  "' OR 1=1; DROP TABLE products; --",
  '"; SELECT * FROM customers WHERE \'\'=\'',
  '%_\\ \\% LIKE \'%\'',
];

// Sehat's own people writing sehat's rows: the same in either layout.
describeLayoutFree('odd but legal text', () => {
  it('takes unicode and SQL-looking text on every text field without a 5xx, storing it as sent', async () => {
    for (const route of writes()) {
      const good = route.body!(w);
      for (const [field, value] of Object.entries(good)) {
        if (typeof value !== 'string') continue;
        for (const text of ODD_TEXT) await send('odd-text', probeFor(route, `${field}=${text}`, { ...good, [field]: text }), () => true);
      }
    }
    const tally = report('odd-text');
    expect(tally.ran).toBeGreaterThan(60);
    expect(tally.serverErrors).toEqual([]);
    // Stored as sent, never run: the last profile name written is there verbatim.
    const profile = await dbOf('sehat').prepare('SELECT name, address FROM customers WHERE id = ?').bind(w.a.id).first<{ name: string; address: string }>();
    expect(profile).toEqual({ name: 'Probe Name', address: ODD_TEXT.at(-1) });
    let products = 0;
    for (const db of testDatabases()) products += (await db.prepare('SELECT COUNT(*) AS n FROM products').first<{ n: number }>())!.n;
    expect(products).toBeGreaterThan(100);
  }, SLOW);
});
