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

/**
 * Columns a successful print of an accepted order's invoice or credit note fills
 * in (its tax invoice number, date, place of supply, its lines' HSN codes and
 * rates and the credit note each refunded line is on: docs/india.md). The probes' legitimate reads may print invoices, so these are
 * left out; a refused request cannot reach them (the print checks the caller first).
 */
const FILLED_BY_INVOICE_PRINT: Record<string, string[]> = {
  orders: ['tax_invoice_year', 'tax_invoice_number', 'tax_invoice_date', 'delivery_state_code', 'tax_invoice_snapshot'],
  order_products: ['hsn_code', 'gst_rate_bp', 'credit_note_id'],
};

function withoutPrintedColumns(table: string, rows: Array<Record<string, unknown>>): unknown[] {
  const skip = FILLED_BY_INVOICE_PRINT[table];
  if (!skip) return rows;
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !skip.includes(column))));
}

export type Ledger = Record<string, { rows: number; checksum: string }>;

export async function ledger(tables = TARGET_TABLES): Promise<Ledger> {
  const out: Ledger = {};
  for (const db of testDatabases()) {
    const suffix = db === env.DB ? '' : ' (kirana’s database)';
    for (const table of tables) {
      const { results } = await db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all<Record<string, unknown>>();
      out[`${table}${suffix}`] = { rows: results.length, checksum: await sha256(JSON.stringify(withoutPrintedColumns(table, results))) };
    }
  }
  return out;
}
