import { GATEWAYS, type PaymentMethod } from '@/contract/orders';
import { formatPaise } from '@/lib/pricing';
import { DomainError } from '../domain-error';
import type { WordKey } from '@/contract/word-key';
import { WORDS } from '@/lib/words';

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

const refused = (message: WordKey, code: OrderLimitCode) => new DomainError(code, message);
type OrderLimitCode = 'ORDER_QUANTITY_LIMIT' | 'COD_LIMIT' | 'OPEN_ORDERS_LIMIT' | 'OPEN_VALUE_LIMIT';

/** The refusal of more than `max` of one product in one order (the cart refuses it too, so checkout never has to). */
export const quantityLimitRefusal = (productName: string, max: number) =>
  refused(WORDS.orderLimits.quantity(productName, max), 'ORDER_QUANTITY_LIMIT');

/** A condition for the order's insert, in SQL with its values (plain `?` placeholders). */
export interface InsertCondition {
  sql: string;
  binds: unknown[];
}

// An account is new while it is young and none of its orders was delivered;
// its open orders are those pending or approved and not delivered.
const IS_NEW_ACCOUNT = `(EXISTS (SELECT 1 FROM customers WHERE id = ? AND created_at > ?)
  AND NOT EXISTS (SELECT 1 FROM orders d WHERE d.distributor_id = ? AND d.user_id = ?
                    AND (d.deliveryboy_status = 'delivered' OR d.order_status = 'completed')))`;
const OPEN_ORDERS = `FROM orders WHERE distributor_id = ? AND user_id = ? AND order_status IN ('pending', 'approved')
  AND (deliveryboy_status IS NULL OR deliveryboy_status <> 'delivered')`;

/**
 * The new-account limits as a condition of the order's own insert: the row is
 * written only while, counted inside the write, the account is not new or its
 * open orders with this one stay within both limits. A check before the write
 * alone would let orders sent at once all pass it.
 */
function newAccountCondition(limits: OrderLimits, order: OrderUnderLimits, since: string): InsertCondition {
  const who = [order.distributorId, order.customerId];
  return {
    sql: `(NOT ${IS_NEW_ACCOUNT} OR (SELECT COUNT(*) < ? AND COALESCE(SUM(final_price_after_coupon_paise), 0) + ? <= ? ${OPEN_ORDERS}))`,
    binds: [order.customerId, since, ...who, limits.newAccountOpenOrders, order.totalPaise, limits.newAccountOpenValuePaise, ...who],
  };
}

/**
 * Throws a 400 with a message the shopper can act on when the order is over a
 * limit; else answers the condition that keeps the new-account limits in the
 * order's write (orders placed at the same moment are counted there).
 */
export async function assertWithinOrderLimits(db: D1Database, order: OrderUnderLimits, now = Date.now()): Promise<InsertCondition> {
  const limits = await orderLimitsOf(db, order.distributorId);
  for (const line of order.lines) {
    if (line.quantity > limits.maxQuantityPerProduct) throw quantityLimitRefusal(line.product_name, limits.maxQuantityPerProduct);
  }
  if (GATEWAYS[order.method] === 'COD' && order.totalPaise > limits.codMaxPaise) {
    throw refused(WORDS.orderLimits.cod(formatPaise(limits.codMaxPaise)), 'COD_LIMIT');
  }
  const since = new Date(now - limits.newAccountDays * 86_400_000).toISOString();
  const open = await db
    .prepare(`SELECT ${IS_NEW_ACCOUNT} AS is_new, COUNT(*) AS orders, COALESCE(SUM(final_price_after_coupon_paise), 0) AS value ${OPEN_ORDERS}`)
    .bind(order.customerId, since, order.distributorId, order.customerId, order.distributorId, order.customerId)
    .first<{ is_new: number; orders: number; value: number }>();
  // Only a new account (young, nothing delivered yet) is held to these.
  if (open?.is_new) {
    if (open.orders + 1 > limits.newAccountOpenOrders) {
      throw refused(WORDS.orderLimits.openOrders(limits.newAccountOpenOrders), 'OPEN_ORDERS_LIMIT');
    }
    if (open.value + order.totalPaise > limits.newAccountOpenValuePaise) {
      throw refused(WORDS.orderLimits.openValue(formatPaise(limits.newAccountOpenValuePaise)), 'OPEN_VALUE_LIMIT');
    }
  }
  return newAccountCondition(limits, order, since);
}
