import { toRupees } from '@/lib/pricing';

// Reads a just-placed order back (also for an idempotent replay) and shapes it
// in the contract's names with rupees. Card and bank details appear only as
// stored: the holder's name, the last 4 digits, the masked account.

interface OrderRow {
  id: number;
  order_id: string;
  invoice_id: string;
  user_id: number;
  order_status: string;
  payment_method: string;
  payment_gateway: string;
  payment_status: string | null;
  transaction_id: string | null;
  transaction_type: string;
  payment_date: string | null;
  delivery_address: string;
  upi_id: string | null;
  card_name: string | null;
  card_last4: string | null;
  bank_name: string | null;
  account_number_masked: string | null;
  is_manual_payment: number;
  admin_notes: string | null;
  items_total_paise: number;
  delivery_charge_paise: number;
  coupon_code: string | null;
  coupon_discount_paise: number;
  final_price_after_coupon_paise: number;
  created_at: string;
}

interface ProductRow {
  product_id: number;
  product_name: string;
  price_paise: number;
  discount: number;
  quantity: number;
  image: string | null;
  status: string;
  unit_price_paise: number;
  coupon_share_paise: number;
}

function shape(o: OrderRow, products: ProductRow[]) {
  return {
    id: o.id,
    order_id: o.order_id,
    invoice_id: o.invoice_id,
    user_id: o.user_id,
    status: o.order_status,
    order_status: o.order_status,
    createdAt: o.created_at,
    payment_method: o.payment_method,
    payment_gateway: o.payment_gateway,
    payment_status: o.payment_status,
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
    admin_notes: o.admin_notes,
    items_total: toRupees(o.items_total_paise),
    delivery_charges: toRupees(o.delivery_charge_paise),
    coupon_code: o.coupon_code,
    coupon_discount: toRupees(o.coupon_discount_paise),
    final_price_after_coupon: toRupees(o.final_price_after_coupon_paise),
    refund_amount: 0,
    returns_info: [],
    products: products.map((p) => ({
      product_id: p.product_id,
      product_name: p.product_name,
      price: toRupees(p.price_paise),
      discount: p.discount,
      unit_price: toRupees(p.unit_price_paise),
      coupon_share: toRupees(p.coupon_share_paise),
      refund_amount: null,
      quantity: p.quantity,
      image: p.image,
      status: p.status,
    })),
  };
}
export type PlacedOrder = ReturnType<typeof shape>;

const ORDER_COLUMNS = `id, order_id, invoice_id, user_id, order_status, payment_method, payment_gateway, payment_status,
  transaction_id, transaction_type, payment_date, delivery_address, upi_id, card_name, card_last4, bank_name,
  account_number_masked, is_manual_payment, admin_notes, items_total_paise, delivery_charge_paise, coupon_code,
  coupon_discount_paise, final_price_after_coupon_paise, created_at`;

/** The customer's order with this idempotency key or order id, or null. */
export async function readPlacedOrder(
  db: D1Database,
  args: { distributorId: number; userId: number } & ({ idempotencyKey: string } | { orderId: string }),
): Promise<PlacedOrder | null> {
  const [column, value] = 'idempotencyKey' in args ? ['idempotency_key', args.idempotencyKey] : ['order_id', args.orderId];
  const where = `distributor_id = ? AND user_id = ? AND ${column} = ?`;
  const [orders, products] = await db.batch([
    db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE ${where}`).bind(args.distributorId, args.userId, value),
    db
      .prepare(
        `SELECT product_id, product_name, price_paise, discount, quantity, image, status, unit_price_paise, coupon_share_paise FROM order_products
         WHERE order_pk = (SELECT id FROM orders WHERE ${where}) ORDER BY id`,
      )
      .bind(args.distributorId, args.userId, value),
  ]);
  const order = orders?.results[0] as OrderRow | undefined;
  if (!order) return null;
  return shape(order, (products?.results ?? []) as ProductRow[]);
}
