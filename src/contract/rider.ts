import { readOrder, type Order } from './orders';
import { bool, fields, listOf, nullish, optNum, record, str, type Reader } from './read';

// A rider's round: each assigned order with whom to deliver to. The answer
// leaves out how the customer paid, except the method (cash to collect).

/**
 * `cash_collected`: the cash the rider's Delivered step recorded in the order's ledger (null before).
 * `code_needed`: Delivered asks for the shopper's delivery code (never the code itself: the rider gets it from the shopper).
 */
export type RoundOrder = Order & { customer_name: string; customer_mobile: string; cash_collected: number | null; code_needed: boolean };

const readRoundOrder: Reader<RoundOrder> = (raw) => ({
  ...readOrder(raw),
  ...fields({ customer_name: str, customer_mobile: str, cash_collected: optNum, code_needed: bool })(raw),
});

export const readRound: Reader<RoundOrder[]> = /* @__PURE__ */ listOf(readRoundOrder, 'orders');

/** A rider's step answers the order as the rider sees it: with the cash the ledger recorded. */
export type RiderStepOrder = Order & { cash_collected: number | null; code_needed: boolean };
const readStepOrder: Reader<RiderStepOrder> = (raw) => ({ ...readOrder(raw), cash_collected: optNum(record(raw).cash_collected), code_needed: bool(record(raw).code_needed) });
export const readRiderStep = /* @__PURE__ */ fields({ message: str, order: /* @__PURE__ */ nullish(readStepOrder) });
