// The reconciliation of a shop's ledger with its payment gateway (tables
// reconciliation_differences and reconciliation_runs, docs/money.md,
// "Reconciliation"): the recent gateway orders and their ledger captures a
// run compares, the differences it keeps (each once), and what the console
// lists.

type DifferenceKind = 'missing_in_ledger' | 'amount_differs' | 'unknown_to_gateway';

export interface GatewayOrderToCheck {
  pk: number;
  orderId: string;
  gatewayOrderId: string;
  /** The ledger's gateway captures of the order: payment id -> paise. */
  captures: Map<string, number>;
}

export interface Difference {
  orderPk: number;
  orderId: string;
  gatewayOrderId: string;
  paymentId: string;
  kind: DifferenceKind;
  ledgerPaise: number | null;
  gatewayPaise: number | null;
}

export interface StoredDifference extends Difference {
  id: number;
  foundAt: string;
  /** Set once an admin marked it resolved. */
  resolution: { at: string; byId: number | null; byName: string; note: string } | null;
}

/** Which differences a list holds: the open ones (the default), the resolved ones, or all. */
export type DifferenceFilter = 'open' | 'resolved' | 'all';

const FILTER_SQL: Record<DifferenceFilter, string> = {
  open: 'AND resolved_at IS NULL',
  resolved: 'AND resolved_at IS NOT NULL',
  all: '',
};

export interface ReconciliationRun {
  ranAt: string;
  ordersChecked: number;
  differences: number;
}

/** The shop's orders paid (or to be paid) through the gateway since `since`, oldest first, with their ledger captures. */
export async function gatewayOrdersSince(db: D1Database, shopId: number, since: string, limit: number): Promise<GatewayOrderToCheck[]> {
  const recent = `SELECT id FROM orders WHERE distributor_id = ? AND gateway_order_id IS NOT NULL AND created_at >= ? ORDER BY created_at, id LIMIT ${limit}`;
  const [orders, captures] = await db.batch([
    db.prepare(`SELECT id, order_id, gateway_order_id FROM orders WHERE id IN (${recent}) ORDER BY created_at, id`).bind(shopId, since),
    db
      .prepare(
        `SELECT order_pk, reference, amount_paise FROM payments
         WHERE distributor_id = ? AND kind = 'capture' AND method = 'gateway' AND reference IS NOT NULL AND order_pk IN (${recent})`,
      )
      .bind(shopId, shopId, since),
  ]);
  const byOrder = new Map<number, GatewayOrderToCheck>();
  for (const o of (orders?.results ?? []) as Array<{ id: number; order_id: string; gateway_order_id: string }>) {
    byOrder.set(o.id, { pk: o.id, orderId: o.order_id, gatewayOrderId: o.gateway_order_id, captures: new Map() });
  }
  for (const c of (captures?.results ?? []) as Array<{ order_pk: number; reference: string; amount_paise: number }>) {
    const order = byOrder.get(c.order_pk);
    if (order) order.captures.set(c.reference, (order.captures.get(c.reference) ?? 0) + c.amount_paise);
  }
  return [...byOrder.values()];
}

/** The shops of this database that have gateway keys (the ones a run reconciles). */
export async function shopsWithGatewayKeys(db: D1Database): Promise<number[]> {
  const rows = await db.prepare('SELECT distributor_id FROM shop_gateway_keys ORDER BY distributor_id').all<{ distributor_id: number }>();
  return rows.results.map((r) => r.distributor_id);
}

/**
 * Keeps the differences of one run and the run itself, in one batch. A
 * difference already kept (same order, payment and kind) is not added again;
 * answers how many were new.
 */
export async function recordRun(db: D1Database, shopId: number, differences: Difference[], run: ReconciliationRun): Promise<number> {
  const inserts = differences.map((d) =>
    db
      .prepare(
        `INSERT OR IGNORE INTO reconciliation_differences
           (distributor_id, order_pk, order_id, gateway_order_id, payment_id, kind, ledger_paise, gateway_paise, found_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(shopId, d.orderPk, d.orderId, d.gatewayOrderId, d.paymentId, d.kind, d.ledgerPaise, d.gatewayPaise, run.ranAt),
  );
  const results = await db.batch([
    ...inserts,
    db
      .prepare(
        `INSERT INTO reconciliation_runs (distributor_id, ran_at, orders_checked, differences) VALUES (?, ?, ?, ?)
         ON CONFLICT (distributor_id) DO UPDATE SET ran_at = excluded.ran_at, orders_checked = excluded.orders_checked, differences = excluded.differences`,
      )
      .bind(shopId, run.ranAt, run.ordersChecked, run.differences),
  ]);
  return results.slice(0, inserts.length).reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);
}

/** The shop's kept differences the filter holds, newest first, and its last run. */
export async function differencesOf(
  db: D1Database,
  shopId: number,
  limit: number,
  filter: DifferenceFilter = 'open',
): Promise<{ differences: StoredDifference[]; lastRun: ReconciliationRun | null }> {
  const [rows, run] = await db.batch([
    db
      .prepare(
        `SELECT id, order_pk, order_id, gateway_order_id, payment_id, kind, ledger_paise, gateway_paise, found_at,
                resolved_at, resolved_by_id, resolved_by_name, resolution_note
         FROM reconciliation_differences WHERE distributor_id = ? ${FILTER_SQL[filter]} ORDER BY found_at DESC, id DESC LIMIT ${limit}`,
      )
      .bind(shopId),
    db.prepare('SELECT ran_at, orders_checked, differences FROM reconciliation_runs WHERE distributor_id = ?').bind(shopId),
  ]);
  type Row = {
    id: number; order_pk: number; order_id: string; gateway_order_id: string; payment_id: string; kind: DifferenceKind;
    ledger_paise: number | null; gateway_paise: number | null; found_at: string;
    resolved_at: string | null; resolved_by_id: number | null; resolved_by_name: string | null; resolution_note: string | null;
  };
  const last = (run?.results ?? [])[0] as { ran_at: string; orders_checked: number; differences: number } | undefined;
  return {
    differences: ((rows?.results ?? []) as Row[]).map((r) => ({
      id: r.id,
      orderPk: r.order_pk,
      orderId: r.order_id,
      gatewayOrderId: r.gateway_order_id,
      paymentId: r.payment_id,
      kind: r.kind,
      ledgerPaise: r.ledger_paise,
      gatewayPaise: r.gateway_paise,
      foundAt: r.found_at,
      resolution: r.resolved_at ? { at: r.resolved_at, byId: r.resolved_by_id, byName: r.resolved_by_name ?? '', note: r.resolution_note ?? '' } : null,
    })),
    lastRun: last ? { ranAt: last.ran_at, ordersChecked: last.orders_checked, differences: last.differences } : null,
  };
}

/**
 * Marks one of the shop's differences resolved, once: a guarded UPDATE that
 * applies only while it is still open. Answers 'resolved', 'already' (someone
 * resolved it first) or 'missing' (no such difference in this shop).
 */
export async function resolveDifference(
  db: D1Database,
  shopId: number,
  id: number,
  by: { id: number; name: string; note: string; at: string },
): Promise<'resolved' | 'already' | 'missing'> {
  const [updated, exists] = await db.batch([
    db
      .prepare(
        `UPDATE reconciliation_differences SET resolved_at = ?, resolved_by_id = ?, resolved_by_name = ?, resolution_note = ?
         WHERE id = ? AND distributor_id = ? AND resolved_at IS NULL`,
      )
      .bind(by.at, by.id, by.name, by.note, id, shopId),
    db.prepare('SELECT 1 AS found FROM reconciliation_differences WHERE id = ? AND distributor_id = ?').bind(id, shopId),
  ]);
  if (updated?.meta.changes) return 'resolved';
  return (exists?.results ?? []).length ? 'already' : 'missing';
}
