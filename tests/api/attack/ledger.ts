import { env } from 'cloudflare:workers';
import { testDatabases } from '../databases';

// Row counts and a checksum of the tables probes aim at, in every database of
// the layout, to prove that refused requests changed nothing anywhere.

const TARGET_TABLES = [
  'products', 'orders', 'order_products', 'customers', 'cart_items', 'coupons', 'coupon_uses', 'reviews',
  'review_reports', 'review_helpful', 'categories', 'customer_addresses', 'newsletter_subscribers', 'delivery_charges',
];

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export type Ledger = Record<string, { rows: number; checksum: string }>;

export async function ledger(tables = TARGET_TABLES): Promise<Ledger> {
  const out: Ledger = {};
  for (const db of testDatabases()) {
    const suffix = db === env.DB ? '' : ' (kirana’s database)';
    for (const table of tables) {
      const { results } = await db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();
      out[`${table}${suffix}`] = { rows: results.length, checksum: await sha256(JSON.stringify(results)) };
    }
  }
  return out;
}
