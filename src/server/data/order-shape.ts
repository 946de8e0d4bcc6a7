import type { OrderAnswer } from '@/contract/orders';
import { givenNames } from '@/contract/translation-fields';
import { toRupees } from '@/lib/pricing';
import { moneyOf } from './ledger';
import { lineRefundNow } from './order-refunds';
import { findOrder, unitPaiseOf, type LoadedOrder, type OrderProductRow, type OrderRef } from './orders';

// The one shape of an order in every answer: placing (and its replays), the
// order lists, a single order, the answers after a change, the invoice. Names
// follow the API contract, money in rupees converted from the stored paise.
// Payment details appear only as stored: the card holder's name and last 4
// digits, the masked account, the UPI id; never a card number or CVV.

const RETURN_STATUSES = new Set(['return_requested', 'returned', 'refunded']);

/** Units of a line sent back (a line marked returned before part-returns were counted went back whole). */
const returnedUnitsOf = (line: OrderProductRow) => (line.status === 'returned' ? line.quantity : (line.returned_quantity ?? 0));

/**
 * What refunding a returned line gives back now, in rupees: the part of what
 * it cost that was returned and not yet refunded, while the order owes the
 * shopper money (a gateway refunds by itself; then nothing is due by hand).
 * Null for a line nothing of which was returned, so a refund is offered only
 * on goods that came back.
 */
function refundDueOf(loaded: LoadedOrder, line: OrderProductRow, balancePaise: number): number | null {
  if (loaded.order.order_status === 'cancelled' || returnedUnitsOf(line) === 0 || line.status === 'refunded' || balancePaise >= 0) return null;
  const due = Math.min(lineRefundNow(loaded, line), -balancePaise);
  return due > 0 ? toRupees(due) : null;
}

export function shapeOrder(loaded: LoadedOrder): OrderAnswer {
  const { order: o, products } = loaded;
  const lines = products.filter((p) => p.status !== 'removed');
  const money = moneyOf(loaded);
  return {
    id: o.id,
    order_id: o.order_id,
    invoice_id: o.invoice_id,
    user_id: o.user_id,
    product_id: lines[0]?.product_id ?? null,
    status: o.order_status,
    order_status: o.order_status,
    createdAt: o.created_at,
    items_total: toRupees(o.items_total_paise),
    coupon_code: o.coupon_code,
    coupon_discount: toRupees(o.coupon_discount_paise),
    delivery_charges: toRupees(o.delivery_charge_paise),
    final_price_after_coupon: toRupees(Math.max(0, o.final_price_after_coupon_paise)),
    refund_amount: toRupees(o.refund_amount_paise ?? 0),
    returns_info: lines.filter((p) => RETURN_STATUSES.has(p.status)).map((p) => ({ product_id: p.product_id, status: p.status })),
    products: lines.map((p) => ({
      product_id: p.product_id,
      product_name: p.product_name,
      price: toRupees(p.price_paise),
      quantity: p.quantity,
      discount: p.discount,
      unit_price: toRupees(unitPaiseOf(p)),
      coupon_share: toRupees(p.coupon_share_paise ?? 0),
      refund_amount: p.status === 'refunded' || (p.refund_amount_paise ?? 0) > 0 ? toRupees(p.refund_amount_paise ?? 0) : null,
      status: p.status,
      image: p.image,
      returned_quantity: returnedUnitsOf(p),
      return_reason_code: p.return_reason_code ?? null,
      return_reason: returnedUnitsOf(p) > 0 ? p.return_reason || null : null,
      restocked_quantity: p.restocked_quantity ?? 0,
      damaged_quantity: p.damaged_quantity ?? 0,
      refund_due: refundDueOf(loaded, p, money.balance),
      // Named only where the product has a name in that language, which its pages show.
      ...givenNames(p),
    })),
    assigned_deliveryboy_id: o.assigned_deliveryboy_id,
    deliveryboy_status: o.deliveryboy_status,
    delivered_at: o.delivered_at,
    expected_delivery_date: o.expected_delivery_date ?? null,
    delivery_failed_reason: o.delivery_failed_reason ?? null,
    payment_status: o.payment_status,
    payment_expires_at: o.payment_expires_at,
    cancel_reason: o.cancel_reason,
    refund_status: o.gateway_refund_status,
    prescription_status: o.prescription_status ?? null,
    prescription_reason: o.prescription_reason ?? null,
    payment_method: o.payment_method,
    payment_gateway: o.payment_gateway,
    transaction_id: o.transaction_id,
    transaction_type: o.transaction_type,
    payment_date: o.payment_date,
    delivery_address: o.delivery_address,
    upi_id: o.upi_id,
    card_name: o.card_name,
    card_last4: o.card_last4,
    bank_name: o.bank_name,
    account_number_masked: o.account_number_masked,
    is_manual_payment: Boolean(o.is_manual_payment),
    verified_by: o.verified_by,
    admin_notes: o.admin_notes,
    refund_transaction_id: o.refund_transaction_id,
    refund_date: o.refund_date,
    has_credit_note: Number(o.credit_note_count ?? 0) > 0,
    money: {
      total: toRupees(money.total),
      paid: toRupees(money.paid),
      refunded: toRupees(money.refunded),
      balance: toRupees(money.balance),
      charge_status: money.chargeStatus,
    },
  } satisfies OrderAnswer;
}

/** The order as it is now, shaped for an answer after a change (null once deleted). */
export async function currentOrder(db: D1Database, distributorId: number, ref: OrderRef): Promise<OrderAnswer | null> {
  const loaded = await findOrder(db, distributorId, ref);
  return loaded ? shapeOrder(loaded) : null;
}

/**
 * A delivery person's view: where and what to deliver, without how the
 * customer paid or the order's money, but with the cash the Delivered step
 * recorded in the ledger (what the rider took, whatever happened since).
 */
export function forDelivery(loaded: LoadedOrder) {
  const order = shapeOrder(loaded);
  const { upi_id: _upi, card_name: _card, card_last4: _last4, bank_name: _bank, account_number_masked: _account, admin_notes: _notes, verified_by: _verifier, money: _money, ...rest } = order;
  const cash = Number(loaded.order.ledger_cash_paise ?? 0);
  // Whether Delivered asks for the shopper's code; the code itself is the shopper's to give.
  const codeNeeded = Boolean(loaded.order.delivery_code) && loaded.order.deliveryboy_status === 'out_for_delivery';
  return { ...rest, cash_collected: cash > 0 ? toRupees(cash) : null, code_needed: codeNeeded };
}
