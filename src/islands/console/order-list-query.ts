import { isDay, PAYMENT_GATEWAY_FILTERS, PAYMENT_STATUS_FILTERS, WAITING_FILTERS } from '@/contract/order-filters';
import { ORDER_STATUSES } from '@/contract/orders';

// The order list's filters as the address holds them: each read back only
// when it is one the API knows, so an edited address cannot make the list fail.

export interface OrderListQuery {
  status: string;
  q: string;
  payment_method: string;
  payment_status: string;
  from: string;
  to: string;
  waiting: string;
  page: number;
}

export const NO_FILTERS: OrderListQuery = { status: '', q: '', payment_method: '', payment_status: '', from: '', to: '', waiting: '', page: 1 };

const known = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : '');
const day = (value: string | null) => (value && isDay(value) ? value : '');

export function readOrderListQuery(): OrderListQuery {
  const params = new URLSearchParams(location.search);
  const page = Number(params.get('page'));
  return {
    status: known(params.get('status'), ORDER_STATUSES),
    q: params.get('q') ?? '',
    payment_method: known(params.get('payment_method'), PAYMENT_GATEWAY_FILTERS),
    payment_status: known(params.get('payment_status'), PAYMENT_STATUS_FILTERS),
    from: day(params.get('from')),
    to: day(params.get('to')),
    waiting: known(params.get('waiting'), WAITING_FILTERS),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query for the API: the filters set, empty ones left out. */
export function apiQuery(q: OrderListQuery, limit: number): Record<string, string | number> {
  const out: Record<string, string | number> = { page: q.page, limit };
  for (const key of ['status', 'q', 'payment_method', 'payment_status', 'from', 'to', 'waiting'] as const) if (q[key]) out[key] = q[key];
  return out;
}

export const queryKey = (q: OrderListQuery) => JSON.stringify(q);
