// The sums of an order's ledger (table payments) that every order read adds
// beside `orders.*`, so each answer computes its money without a second query.

/** Columns an order read adds beside `orders.*`: its ledger's sums (`table` names the orders table in the query). */
export function ledgerSums(table: string): string {
  const sum = (kinds: string) => `(SELECT COALESCE(SUM(amount_paise), 0) FROM payments pl WHERE pl.order_pk = ${table}.id AND pl.kind ${kinds})`;
  return `${sum("<> 'refund'")} AS ledger_paid_paise, ${sum("= 'refund'")} AS ledger_refunded_paise, ${sum("= 'cash'")} AS ledger_cash_paise`;
}
