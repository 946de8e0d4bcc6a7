import { fields, listOf, num, optStr, str, type Reader } from './read';

// A product's stock history as the console reads it (every movement: who,
// when, why, by how much, before and after), the answer to an adjustment,
// and the report of a CSV import.

/** Why a product's stock moved. */
const STOCK_REASONS = ['received', 'damaged', 'correction', 'set', 'import', 'sold', 'restocked'] as const;
type StockReason = (typeof STOCK_REASONS)[number];

/** The reasons an operator gives an adjustment by hand. */
export const ADJUSTMENT_REASONS = ['received', 'damaged', 'correction'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export interface StockMovement {
  id: number;
  reason: StockReason;
  quantity_change: number;
  stock_before: number;
  stock_after: number;
  /** The staff member's name; null for a shopper's order. */
  actor_name: string | null;
  note: string | null;
  /** The order behind a sale or a restock. */
  order_ref: string | null;
  created_at: string;
}

export interface StockHistory {
  movements: StockMovement[];
  total: number;
}

export interface StockAdjusted {
  message: string;
  movement: StockMovement;
}

/** One refused row of an import: its line in the file (the header is line 1) and why. */
export interface RefusedRow {
  line: number;
  reason: string;
}

export interface ImportDone {
  message: string;
  updated: number;
}

const reason: Reader<StockReason> = (raw) => {
  const value = str(raw);
  return (STOCK_REASONS as readonly string[]).includes(value) ? (value as StockReason) : 'correction';
};

const readMovement: Reader<StockMovement> = /* @__PURE__ */ fields({
  id: num,
  reason,
  quantity_change: num,
  stock_before: num,
  stock_after: num,
  actor_name: optStr,
  note: optStr,
  order_ref: optStr,
  created_at: str,
});

export const readStockHistory: Reader<StockHistory> = (raw) => ({
  movements: listOf(readMovement, 'movements')(raw),
  total: num((raw as { total?: unknown }).total),
});

export const readStockAdjusted: Reader<StockAdjusted> = /* @__PURE__ */ fields({ message: str, movement: readMovement });

export const readImportDone: Reader<ImportDone> = /* @__PURE__ */ fields({ message: str, updated: num });

const readRefusedList = /* @__PURE__ */ listOf(fields({ line: num, reason: str }), 'refused');

/** The refused rows an import's refusal carries (none when the file as a whole was refused). */
export const readRefusedRows: Reader<RefusedRow[]> = (raw) => (Array.isArray((raw as { refused?: unknown } | null)?.refused) ? readRefusedList(raw) : []);
