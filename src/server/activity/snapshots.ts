import type { ActivityRow } from './activity-statements';

// The fields of a thing the audit log shows as before → after. Each is one
// SQL expression giving a JSON object for the target (binds: the shop, then
// its reference once or twice), read twice inside the write's own batch: as the batch begins
// and after its statements, so what is recorded is exactly what the write
// changed, with no other request's write in between. Money stays in paise.

const SNAPSHOTS: Record<string, string> = {
  product: `SELECT json_object('name', product_name, 'price_paise', price_paise, 'discount', discount, 'stock', total_stock,
      'stock_minimum', stock_minimum_level, 'hsn', hsn_code, 'gst_rate_bp', gst_rate_bp,
      'category', (SELECT category FROM categories c WHERE c.id = p.category_id))
    FROM products p WHERE p.distributor_id = ? AND p.id = CAST(? AS INTEGER)`,
  order: `SELECT json_object('status', order_status, 'delivery', deliveryboy_status, 'payment', payment_status,
      'prescription', prescription_status, 'rider', (SELECT name FROM customers c WHERE c.id = o.assigned_deliveryboy_id))
    FROM orders o WHERE o.distributor_id = ? AND (o.order_id = ? OR o.id = CAST(? AS INTEGER))`,
  coupon: `SELECT json_object('code', code, 'active', active, 'value', value, 'valid_to', valid_to)
    FROM coupons WHERE distributor_id = ? AND id = CAST(? AS INTEGER)`,
  category: `SELECT json_object('name', category) FROM categories WHERE distributor_id = ? AND id = CAST(? AS INTEGER)`,
  customer: `SELECT json_object('name', name, 'role', role, 'access', CASE WHEN deleted_at IS NULL THEN 'active' ELSE 'removed' END)
    FROM customers WHERE distributor_id = ? AND id = CAST(? AS INTEGER)`,
};

/** The snapshot query of a target kind with its binds, or null for kinds the log shows no fields of. */
export function snapshotOf(kind: string, distributorId: number, ref: string | null): ActivityRow['snapshot'] {
  const sql = SNAPSHOTS[kind];
  if (!sql || ref === null) return null;
  return { sql, binds: kind === 'order' ? [distributorId, ref, ref] : [distributorId, ref] };
}
