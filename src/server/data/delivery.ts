// The distributor's one delivery charge (default 0), in paise.

const deliveryChargeStatement = (db: D1Database, distributorId: number) =>
  db.prepare('SELECT charge_paise FROM delivery_charges WHERE distributor_id = ?').bind(distributorId);

export async function deliveryChargePaise(db: D1Database, distributorId: number): Promise<number> {
  const row = await deliveryChargeStatement(db, distributorId).first<{ charge_paise: number }>();
  return row?.charge_paise ?? 0;
}

export async function setDeliveryChargePaise(db: D1Database, distributorId: number, paise: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO delivery_charges (distributor_id, charge_paise) VALUES (?, ?)
       ON CONFLICT (distributor_id) DO UPDATE SET charge_paise = excluded.charge_paise,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(distributorId, paise)
    .run();
}
