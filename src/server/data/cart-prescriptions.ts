// The prescription a shopper uploaded in the cart, waiting for the order it
// goes with (order-write.ts moves it to the order). One row per shopper of a
// shop; every statement names both.

export interface CartPrescriptionRow {
  file_key: string;
  file_type: string;
  file_size: number;
  uploaded_at: string;
}

export async function cartPrescriptionOf(db: D1Database, distributorId: number, customerId: number): Promise<CartPrescriptionRow | null> {
  return db
    .prepare('SELECT file_key, file_type, file_size, uploaded_at FROM cart_prescriptions WHERE distributor_id = ? AND customer_id = ?')
    .bind(distributorId, customerId)
    .first<CartPrescriptionRow>();
}

/** Stores the shopper's file, replacing any earlier one; answers the earlier file's key (to delete). */
export async function putCartPrescription(
  db: D1Database,
  distributorId: number,
  customerId: number,
  file: { key: string; type: string; size: number },
): Promise<{ replaced: string | null; uploaded_at: string }> {
  const at = new Date().toISOString();
  const [before] = await db.batch<{ file_key: string }>([
    db.prepare('SELECT file_key FROM cart_prescriptions WHERE distributor_id = ? AND customer_id = ?').bind(distributorId, customerId),
    db
      .prepare(
        `INSERT INTO cart_prescriptions (distributor_id, customer_id, file_key, file_type, file_size, uploaded_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (distributor_id, customer_id) DO UPDATE SET file_key = ?3, file_type = ?4, file_size = ?5, uploaded_at = ?6`,
      )
      .bind(distributorId, customerId, file.key, file.type, file.size, at),
  ]);
  return { replaced: before?.results[0]?.file_key ?? null, uploaded_at: at };
}

/**
 * Statements for placing: the new order (found by `orderPk`, its binds first)
 * takes the shopper's cart prescription when it awaits one, and the cart's
 * row goes once the order holds its file.
 */
export function attachCartPrescription(db: D1Database, orderPk: string, pkBinds: unknown[], distributorId: number, customerId: number): D1PreparedStatement[] {
  const cart = 'FROM cart_prescriptions WHERE distributor_id = ? AND customer_id = ?';
  return [
    db
      .prepare(
        `UPDATE orders SET prescription_status = 'uploaded',
           prescription_key = (SELECT file_key ${cart}), prescription_type = (SELECT file_type ${cart}), prescription_size = (SELECT file_size ${cart})
         WHERE id = ${orderPk} AND prescription_status = 'awaited' AND EXISTS (SELECT 1 ${cart})`,
      )
      .bind(distributorId, customerId, distributorId, customerId, distributorId, customerId, ...pkBinds, distributorId, customerId),
    db
      .prepare(`DELETE FROM cart_prescriptions WHERE distributor_id = ? AND customer_id = ? AND file_key = (SELECT prescription_key FROM orders WHERE id = ${orderPk})`)
      .bind(distributorId, customerId, ...pkBinds),
  ];
}
