import { fields, listOf, nullish, num, optNum, record, str, type Reader } from './read';

// GET /api/admin/reconciliation: the differences the daily reconciliation
// found between the shop's ledger and its payment gateway, and its last run.
// POST /api/admin/reconciliation/run runs it now and answers the same.
// GET ?show=resolved|all lists the resolved ones too (open only by default);
// POST /api/admin/reconciliation/{id}/resolve marks one resolved with a note.

type DifferenceKind = 'missing_in_ledger' | 'amount_differs' | 'unknown_to_gateway';

interface ReconciliationDifferenceAnswer {
  id: number;
  order_pk: number;
  order_id: string;
  gateway_order_id: string;
  payment_id: string;
  kind: DifferenceKind;
  /** Rupees the ledger holds for the payment (null: none). */
  ledger_amount: number | null;
  /** Rupees the gateway reports captured (null: it does not know the payment). */
  gateway_amount: number | null;
  found_at: string;
  /** Who marked it resolved, when, and their note; null while open. */
  resolution: DifferenceResolution | null;
}

interface DifferenceResolution {
  resolved_at: string;
  resolved_by: string;
  note: string;
}

interface ReconciliationRunAnswer {
  ran_at: string;
  orders_checked: number;
  differences: number;
}

export interface ReconciliationAnswer {
  differences: ReconciliationDifferenceAnswer[];
  last_run: ReconciliationRunAnswer | null;
}

const KINDS: readonly DifferenceKind[] = ['missing_in_ledger', 'amount_differs', 'unknown_to_gateway'];

const readResolution = fields({ resolved_at: str, resolved_by: str, note: str });

const readDifference: Reader<ReconciliationDifferenceAnswer> = (raw) => {
  const d = fields({ id: num, order_pk: num, order_id: str, gateway_order_id: str, payment_id: str, kind: str, ledger_amount: optNum, gateway_amount: optNum, found_at: str })(raw);
  return { ...d, kind: KINDS.find((k) => k === d.kind) ?? 'amount_differs', resolution: nullish(readResolution)(record(raw).resolution) ?? null };
};

export type ReconciliationDifference = ReconciliationDifferenceAnswer;

/** POST admin/reconciliation/{id}/resolve: the difference as it now is. */
export const readResolved: Reader<{ message: string; difference: ReconciliationDifferenceAnswer }> = (raw) => ({
  message: str(record(raw).message),
  difference: readDifference(record(raw).difference),
});

const readRun = fields({ ran_at: str, orders_checked: num, differences: num });

export const readReconciliation: Reader<ReconciliationAnswer> = (raw) => ({
  differences: listOf(readDifference, 'differences')(raw),
  last_run: nullish(readRun)(record(raw).last_run) ?? null,
});
