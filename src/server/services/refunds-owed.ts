import { toRupees } from '@/lib/pricing';
import type { RefundsOwedAnswer } from '@/contract/refunds-owed';
import { refundsOwed } from '../data/refunds-owed';

// The console's Refunds owed: money the shop holds for orders that now cost
// less than they received, waiting for an admin to send it back and record
// how (process-refund with refund_method and reference).

export async function refundsOwedOf(db: D1Database, shopId: number): Promise<RefundsOwedAnswer> {
  const { owed, more } = await refundsOwed(db, shopId);
  return {
    more,
    refunds: owed.map((r) => ({
      id: r.order.id,
      order_id: r.order.order_id,
      customer_id: r.order.user_id,
      customer_name: r.customerName,
      amount_owed: toRupees(r.owedPaise),
      payment_method: r.order.payment_method,
      refund_method: r.refundMethod,
      order_status: r.order.order_status,
    })),
  };
}
