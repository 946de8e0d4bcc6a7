import { MESSAGES } from '@/lib/messages';
import { GATEWAYS, type PaymentMethod } from '@/contract/orders';
import { formatPaise } from '@/lib/pricing';
import { DomainError } from '../domain-error';

// What one account may hold unpaid or undelivered, per shop: unpaid and
// undelivered orders hold real stock, so without limits one new account could
// empty a product for everyone (cash on delivery costs nothing to place).
// Each shop may set its own values (table shop_order_limits); a column it
// leaves empty takes the default here.

export interface OrderLimits {
  maxQuantityPerProduct: number;
  newAccountDays: number;
  newAccountOpenOrders: number;
  newAccountOpenValuePaise: number;
  codMaxPaise: number;
}

export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  maxQuantityPerProduct: 20,
  newAccountDays: 30,
  newAccountOpenOrders: 5,
  newAccountOpenValuePaise: 25_000_00,
  codMaxPaise: 5_000_00,
};

export async function orderLimitsOf(db: D1Database, distributorId: number): Promise<OrderLimits> {
  const row = await db
    .prepare(
      `SELECT max_quantity_per_product, new_account_days, new_account_open_orders, new_account_open_value_paise, cod_max_paise
       FROM shop_order_limits WHERE distributor_id = ?`,
    )
    .bind(distributorId)
    .first<Record<string, number | null>>();
  const d = DEFAULT_ORDER_LIMITS;
  return {
    maxQuantityPerProduct: row?.max_quantity_per_product ?? d.maxQuantityPerProduct,
    newAccountDays: row?.new_account_days ?? d.newAccountDays,
    newAccountOpenOrders: row?.new_account_open_orders ?? d.newAccountOpenOrders,
    newAccountOpenValuePaise: row?.new_account_open_value_paise ?? d.newAccountOpenValuePaise,
    codMaxPaise: row?.cod_max_paise ?? d.codMaxPaise,
  };
}

interface OrderUnderLimits {
  distributorId: number;
  customerId: number;
  lines: Array<{ product_id: number; product_name: string; quantity: number }>;
  totalPaise: number;
  method: PaymentMethod;
}

const refused = (message: string, code: OrderLimitCode) => new DomainError(code, message);
type OrderLimitCode = 'ORDER_QUANTITY_LIMIT' | 'COD_LIMIT' | 'OPEN_ORDERS_LIMIT' | 'OPEN_VALUE_LIMIT';

/** The refusal of more than `max` of one product in one order (the cart refuses it too, so checkout never has to). */
export const quantityLimitRefusal = (productName: string, max: number) =>
  refused(MESSAGES.orderLimits.quantity(productName, max), 'ORDER_QUANTITY_LIMIT');

/** Throws a 400 with a message the shopper can act on when the order is over a limit. */
export async function assertWithinOrderLimits(db: D1Database, order: OrderUnderLimits, now = Date.now()): Promise<void> {
  const limits = await orderLimitsOf(db, order.distributorId);
  for (const line of order.lines) {
    if (line.quantity > limits.maxQuantityPerProduct) throw quantityLimitRefusal(line.product_name, limits.maxQuantityPerProduct);
  }
  if (GATEWAYS[order.method] === 'COD' && order.totalPaise > limits.codMaxPaise) {
    throw refused(MESSAGES.orderLimits.cod(formatPaise(limits.codMaxPaise)), 'COD_LIMIT');
  }
  const since = new Date(now - limits.newAccountDays * 86_400_000).toISOString();
  const open = await db
    .prepare(
      `SELECT
         EXISTS (SELECT 1 FROM customers WHERE id = ?2 AND created_at > ?3)
           AND NOT EXISTS (SELECT 1 FROM orders d WHERE d.distributor_id = ?1 AND d.user_id = ?2
                             AND (d.deliveryboy_status = 'delivered' OR d.order_status = 'completed')) AS is_new,
         COUNT(*) AS orders, COALESCE(SUM(final_price_after_coupon_paise), 0) AS value
       FROM orders
       WHERE distributor_id = ?1 AND user_id = ?2 AND order_status IN ('pending', 'approved')
         AND (deliveryboy_status IS NULL OR deliveryboy_status <> 'delivered')`,
    )
    .bind(order.distributorId, order.customerId, since)
    .first<{ is_new: number; orders: number; value: number }>();
  // Only a new account (young, nothing delivered yet) is held to these.
  if (!open?.is_new) return;
  if (open.orders + 1 > limits.newAccountOpenOrders) {
    throw refused(MESSAGES.orderLimits.openOrders(limits.newAccountOpenOrders), 'OPEN_ORDERS_LIMIT');
  }
  if (open.value + order.totalPaise > limits.newAccountOpenValuePaise) {
    throw refused(MESSAGES.orderLimits.openValue(formatPaise(limits.newAccountOpenValuePaise)), 'OPEN_VALUE_LIMIT');
  }
}
