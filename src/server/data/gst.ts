import type { SupplierInput } from '@/contract/gst.input';

// The GST rate table and each distributor's supplier details.

interface RateRow {
  rate_bp: number;
  label: string;
}

/** The rates a product may be given now, lowest first. */
export async function ratesInForce(db: D1Database): Promise<RateRow[]> {
  const { results } = await db.prepare('SELECT rate_bp, label FROM gst_rates WHERE retired_at IS NULL ORDER BY rate_bp').all<RateRow>();
  return results;
}

export interface SupplierRow {
  name: string;
  legal_name: string | null;
  legal_address: string | null;
  state_code: string | null;
  gstin: string | null;
}

export function supplierOf(db: D1Database, distributorId: number): Promise<SupplierRow | null> {
  return db
    .prepare('SELECT name, legal_name, legal_address, state_code, gstin FROM distributors WHERE id = ?')
    .bind(distributorId)
    .first<SupplierRow>();
}

export async function saveSupplier(db: D1Database, distributorId: number, input: SupplierInput): Promise<void> {
  // A batch, so a shop event's audit row can join it (events/request-events.ts).
  await db.batch([
    db
      .prepare('UPDATE distributors SET legal_name = ?, legal_address = ?, state_code = ?, gstin = ? WHERE id = ?')
      .bind(input.legal_name, input.address, input.state_code, input.gstin, distributorId),
  ]);
}
