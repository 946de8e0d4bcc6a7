// Each shop's direct UPI settings (table shop_payment_settings): where UPI
// app payments go and how long an unpaid UPI order holds its stock.

/** How long an unpaid UPI order holds its stock when the shop sets nothing. */
const DEFAULT_UNPAID_EXPIRY_MINUTES = 30;

export interface ShopPaymentSettings {
  /** Null: the shop takes no UPI app payments. */
  payee: { vpa: string; name: string } | null;
  unpaidExpiryMinutes: number;
}

export async function shopPaymentSettings(db: D1Database, distributorId: number): Promise<ShopPaymentSettings> {
  const row = await db
    .prepare('SELECT payee_vpa, payee_name, unpaid_expiry_minutes FROM shop_payment_settings WHERE distributor_id = ?')
    .bind(distributorId)
    .first<{ payee_vpa: string | null; payee_name: string | null; unpaid_expiry_minutes: number | null }>();
  return {
    payee: row?.payee_vpa && row.payee_name ? { vpa: row.payee_vpa, name: row.payee_name } : null,
    unpaidExpiryMinutes: row?.unpaid_expiry_minutes ?? DEFAULT_UNPAID_EXPIRY_MINUTES,
  };
}

/** Sets the shop's payee and time to pay (a null payee address stops UPI app payments). */
export async function saveShopPaymentSettings(
  db: D1Database,
  distributorId: number,
  s: { payeeVpa: string | null; payeeName: string | null; unpaidExpiryMinutes: number },
): Promise<void> {
  // A batch, so a shop event's audit row can join it (events/request-events.ts).
  await db.batch([
    db
      .prepare(
        `INSERT INTO shop_payment_settings (distributor_id, payee_vpa, payee_name, unpaid_expiry_minutes) VALUES (?, ?, ?, ?)
         ON CONFLICT (distributor_id) DO UPDATE SET payee_vpa = excluded.payee_vpa, payee_name = excluded.payee_name,
           unpaid_expiry_minutes = excluded.unpaid_expiry_minutes`,
      )
      .bind(distributorId, s.payeeVpa, s.payeeName, s.unpaidExpiryMinutes),
  ]);
}

/** The stored payee as it is, for the console's form (a half-set payee shows what is there). */
export async function storedPayee(db: D1Database, distributorId: number): Promise<{ vpa: string | null; name: string | null }> {
  const row = await db
    .prepare('SELECT payee_vpa, payee_name FROM shop_payment_settings WHERE distributor_id = ?')
    .bind(distributorId)
    .first<{ payee_vpa: string | null; payee_name: string | null }>();
  return { vpa: row?.payee_vpa ?? null, name: row?.payee_name ?? null };
}
