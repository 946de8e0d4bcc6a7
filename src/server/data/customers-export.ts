// The shop's customers with what they bought, a page at a time by id: the
// orders they placed (not cancelled), when, and what the ledger received from
// them less what went back. Each figure is a lookup by customer (orders_user,
// then payments_order), never a scan of every order.

export interface CustomerExportRow {
  id: number;
  name: string;
  email: string;
  mobile: string;
  orders: number;
  spent_paise: number;
  first_order: string | null;
  last_order: string | null;
}

export async function customersExportPage(db: D1Database, distributorId: number, afterId: number, limit: number): Promise<CustomerExportRow[]> {
  const mine = `o.user_id = c.id AND o.distributor_id = c.distributor_id`;
  const placed = `${mine} AND o.order_status != 'cancelled'`;
  const { results } = await db
    .prepare(
      `SELECT c.id, c.name, c.email, c.mobile,
         (SELECT COUNT(*) FROM orders o WHERE ${placed}) AS orders,
         (SELECT MIN(o.created_at) FROM orders o WHERE ${placed}) AS first_order,
         (SELECT MAX(o.created_at) FROM orders o WHERE ${placed}) AS last_order,
         (SELECT COALESCE(SUM(CASE WHEN p.kind = 'refund' THEN -p.amount_paise ELSE p.amount_paise END), 0)
            FROM orders o JOIN payments p ON p.order_pk = o.id WHERE ${mine}) AS spent_paise
       FROM customers c
       WHERE c.distributor_id = ? AND c.role = 'customer' AND c.deleted_at IS NULL AND c.id > ?
       ORDER BY c.id LIMIT ?`,
    )
    .bind(distributorId, afterId, limit)
    .all<CustomerExportRow>();
  return results;
}
