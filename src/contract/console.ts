import { readOrder, type Order } from './orders';
import { fields, listOf, num, str, type Reader } from './read';

// What the shop's console reads: the Today summary, the shop's riders and the
// caller's access. Amounts are rupees.

export interface PeriodTotals {
  /** Orders placed in the period (cancelled ones included). */
  orders: number;
  /** What was paid for them, refunds taken off. */
  paid: number;
}

export interface LowStockProduct {
  id: number;
  product_name: string;
  total_stock: number;
  stock_minimum_level: number;
}

export interface TodaySummary {
  today: PeriodTotals;
  week: PeriodTotals;
  waiting: {
    to_approve: number;
    to_assign: number;
    on_the_road: number;
    returns_to_process: number;
    payments_to_verify: number;
  };
  low_stock: LowStockProduct[];
  /** All products at or below their minimum, of which `low_stock` lists the first. */
  low_stock_count: number;
}

const readPeriod = /* @__PURE__ */ fields({ orders: num, paid: num });

export const readTodaySummary: Reader<TodaySummary> = /* @__PURE__ */ fields({
  today: readPeriod,
  week: readPeriod,
  waiting: /* @__PURE__ */ fields({ to_approve: num, to_assign: num, on_the_road: num, returns_to_process: num, payments_to_verify: num }),
  low_stock: /* @__PURE__ */ listOf(/* @__PURE__ */ fields({ id: num, product_name: str, total_stock: num, stock_minimum_level: num })),
  low_stock_count: num,
});

export interface ShopRider {
  id: number;
  name: string;
  mobile: string;
}

export const readRiders: Reader<ShopRider[]> = /* @__PURE__ */ listOf(/* @__PURE__ */ fields({ id: num, name: str, mobile: str }), 'riders');

export interface ConsoleAccess {
  name: string;
}

export const readConsoleAccess: Reader<ConsoleAccess> = /* @__PURE__ */ fields({ name: str });

/** One order of the shop-wide list: the order and whose it is. */
export type ShopOrder = Order & { customer_id: number; customer_name: string };

export interface ShopOrdersPage {
  orders: ShopOrder[];
  total: number;
}

const readShopOrder: Reader<ShopOrder> = (raw) => {
  const who = fields({ customer_id: num, customer_name: str })(raw);
  return { ...readOrder(raw), ...who };
};

export const readShopOrdersPage: Reader<ShopOrdersPage> = (raw) => ({
  orders: listOf(readShopOrder, 'orders')(raw),
  total: fields({ total: num })(raw).total,
});
