// The money statements of the placing batch (order-write.ts): the ledger row
// of an order the gateway settled at placing, and the direct UPI payee the
// order keeps. Both find the new order by its two fresh ids.

const NEW_ORDER = 'order_id = ? AND invoice_id = ?';

export function placingMoneyStatements(db: D1Database, ids: { orderId: string; invoiceId: string }): D1PreparedStatement[] {
  return [
    // Settled at placing (the local gateway, a UPI collect): the capture, as the shopper's.
    db
      .prepare(
        `INSERT INTO payments (distributor_id, order_pk, kind, method, amount_paise, reference, actor_id, actor_role, actor_name, created_at)
         SELECT distributor_id, id, 'capture',
           CASE payment_gateway WHEN 'UPI' THEN 'upi' WHEN 'CARD' THEN 'card' WHEN 'NETBANKING' THEN 'netbanking' ELSE 'bank' END,
           final_price_after_coupon_paise, transaction_id, user_id, 'customer', NULL, created_at
         FROM orders WHERE ${NEW_ORDER} AND payment_status = 'paid' AND final_price_after_coupon_paise > 0`,
      )
      .bind(ids.orderId, ids.invoiceId),
    // A direct UPI order pays the payee of this moment, even if the shop changes it later
    // (one awaiting its prescription review too: its time to pay starts when the shop accepts it).
    db
      .prepare(
        `UPDATE orders SET
           payee_vpa = (SELECT s.payee_vpa FROM shop_payment_settings s WHERE s.distributor_id = orders.distributor_id),
           payee_name = (SELECT s.payee_name FROM shop_payment_settings s WHERE s.distributor_id = orders.distributor_id)
         WHERE ${NEW_ORDER} AND payment_gateway = 'UPI' AND payment_status = 'pending'`,
      )
      .bind(ids.orderId, ids.invoiceId),
  ];
}
