import { readCategory, readProduct, type Category, type Product } from './catalogue';
import { readOrder, type Order } from './orders';
import { bool, fields, listOf, num, optNum, optStr, str, type Reader } from './read';

// What the shop's console reads: the Today summary, the shop's riders and the
// caller's access. Amounts are rupees.

interface PeriodTotals {
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
  /** Products at or below their minimum, of which `low_stock` lists the first. */
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
type ShopOrder = Order & { customer_id: number; customer_name: string };

export interface ShopOrdersPage {
  orders: ShopOrder[];
  /** Orders matching, counted up to some way past this page. */
  total: number;
  /** True when more orders match than `total`: the pager says "more than". */
  more: boolean;
}

const readShopOrder: Reader<ShopOrder> = (raw) => {
  const who = fields({ customer_id: num, customer_name: str })(raw);
  return { ...readOrder(raw), ...who };
};

export const readShopOrdersPage: Reader<ShopOrdersPage> = (raw) => ({
  orders: listOf(readShopOrder, 'orders')(raw),
  ...fields({ total: num, more: bool })(raw),
});

/** A product row of the console's list, on sale or withdrawn. */
export interface ConsoleProduct {
  id: number;
  product_name: string;
  product_price: number;
  discount: number;
  total_stock: number;
  stock_minimum_level: number;
  category_id: number | null;
  image: string | null;
  on_sale: boolean;
}

export interface ConsoleProductsPage {
  products: ConsoleProduct[];
  total: number;
}

const readConsoleProduct: Reader<ConsoleProduct> = /* @__PURE__ */ fields({
  id: num,
  product_name: str,
  product_price: num,
  discount: num,
  total_stock: num,
  stock_minimum_level: num,
  category_id: optNum,
  image: optStr,
  on_sale: bool,
});

export const readConsoleProductsPage: Reader<ConsoleProductsPage> = (raw) => ({
  products: listOf(readConsoleProduct, 'products')(raw),
  total: fields({ total: num })(raw).total,
});

/** What a photo upload answers: the stored file's name, for the product's image field. */
export const readUploadedImage: Reader<{ image: string }> = /* @__PURE__ */ fields({ image: str });

/** What a product create or edit answers. */
export const readProductSaved: Reader<{ message: string; product: Product }> = /* @__PURE__ */ fields({ message: str, product: readProduct });

/** An account of the shop, as the operators' customer list gives it. */
export interface ConsoleCustomer {
  id: number;
  name: string;
  email: string;
  mobile: string;
  role: string;
  deleted: boolean;
}

export const readConsoleCustomers: Reader<ConsoleCustomer[]> = /* @__PURE__ */ listOf(
  /* @__PURE__ */ fields({ id: num, name: str, email: str, mobile: str, role: str, deleted: bool }),
  'customers',
);

/** What a category create or edit answers. */
export const readCategorySaved: Reader<{ message: string; category: Category }> = /* @__PURE__ */ fields({ message: str, category: readCategory });

/** A coupon of the shop as the operators' list gives it (amounts in rupees, dates ISO instants). */
export interface ConsoleCoupon {
  id: number;
  code: string;
  kind: string;
  value: number;
  max_discount: number | null;
  min_order_amount: number;
  valid_from: string;
  valid_to: string;
  per_customer_limit: number;
  description: string;
  active: boolean;
}
const readConsoleCoupon: Reader<ConsoleCoupon> = /* @__PURE__ */ fields({
  id: num,
  code: str,
  kind: str,
  value: num,
  max_discount: optNum,
  min_order_amount: num,
  valid_from: str,
  valid_to: str,
  per_customer_limit: num,
  description: str,
  active: bool,
});
export const readConsoleCoupons: Reader<ConsoleCoupon[]> = /* @__PURE__ */ listOf(readConsoleCoupon, 'coupons');
export const readCouponSaved: Reader<{ message: string; coupon: ConsoleCoupon }> = /* @__PURE__ */ fields({ message: str, coupon: readConsoleCoupon });
