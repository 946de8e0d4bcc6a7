import type { GstRate, SupplierTaxDetails } from '@/contract/gst';
import type { SupplierInput } from '@/contract/gst.input';
import { stateLabel } from '@/lib/india/states';
import { DomainError } from '../domain-error';
import type { RequestEvents } from '../events/request-events';
import { ratesInForce, saveSupplier, supplierOf } from '../data/gst';
import { MESSAGES } from '@/lib/messages';
import { WORDS } from '@/lib/words';

// GST use cases: the rates in force (a table the shop updates, not code), a
// product's rate checked against them, and the shop's supplier details.

/** The rates in force, each named in the request's language where the catalogue names it, else by the table's own label. */
export async function gstRates(db: D1Database): Promise<GstRate[]> {
  const named = MESSAGES.gst.rateLabels;
  return (await ratesInForce(db)).map((r) => ({ rate: r.rate_bp / 100, label: named[String(r.rate_bp)] ?? r.label }));
}

/** A new product must be given its GST rate and HSN code (after the other checks, so each keeps its own answer). */
export function assertGstClassGiven(product: { gst_rate?: number; hsn_code?: string }): void {
  if (product.gst_rate === undefined) throw new DomainError('BAD_REQUEST', WORDS.gst.rateRequired);
  if (product.hsn_code === undefined) throw new DomainError('BAD_REQUEST', WORDS.gst.hsnRequired);
}

/** Refuses a rate (in percent) that is not in force; undefined (not sent) passes. */
export async function assertGstRateInForce(db: D1Database, rate: number | undefined): Promise<void> {
  if (rate === undefined) return;
  const rates = await ratesInForce(db);
  if (rates.some((r) => r.rate_bp === Math.round(rate * 100))) return;
  throw new DomainError('GST_RATE_NOT_IN_FORCE', WORDS.gst.rateNotInForce(rates.map((r) => r.rate_bp / 100).join(', ')));
}

export async function supplierDetails(db: D1Database, distributorId: number): Promise<SupplierTaxDetails> {
  const row = await supplierOf(db, distributorId);
  return {
    legal_name: row?.legal_name ?? null,
    address: row?.legal_address ?? null,
    state_code: row?.state_code ?? null,
    state: row?.state_code ? stateLabel(row.state_code) : null,
    gstin: row?.gstin ?? null,
  };
}

export async function updateSupplierDetails(db: D1Database, events: RequestEvents, distributorId: number, input: SupplierInput): Promise<SupplierTaxDetails> {
  await saveSupplier(events.database(db, { type: 'shop.gst', target: { kind: 'shop', ref: null } }), distributorId, input);
  return supplierDetails(db, distributorId);
}
