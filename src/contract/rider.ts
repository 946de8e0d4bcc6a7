import { readOrder, type Order } from './orders';
import { fields, listOf, str, type Reader } from './read';

// A rider's round: each assigned order with whom to deliver to. The answer
// leaves out how the customer paid, except the method (cash to collect).

export type RoundOrder = Order & { customer_name: string; customer_mobile: string };

const readRoundOrder: Reader<RoundOrder> = (raw) => ({ ...readOrder(raw), ...fields({ customer_name: str, customer_mobile: str })(raw) });

export const readRound: Reader<RoundOrder[]> = /* @__PURE__ */ listOf(readRoundOrder, 'orders');
