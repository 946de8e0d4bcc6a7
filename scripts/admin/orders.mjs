// orders list | approve | assign | refund | verify-payment
import { UsageError, positiveInt, required } from './args.mjs';
import { inr } from './table.mjs';

const STATUSES = ['pending', 'approved', 'completed', 'cancelled', 'returned', 'refunded'];

/** An order named by its numeric id or its order_id text (ORD-...). */
function orderRef(value) {
  if (!/^(\d{1,10}|[A-Za-z][A-Za-z0-9_-]{0,79})$/.test(value ?? '')) throw new UsageError(`Order must be an id or an order_id like ORD-5-1700000000000 (got "${value}").`);
  return encodeURIComponent(value);
}

const ORDER_COLUMNS = [
  { key: 'id', label: 'ID', align: 'right' },
  { key: 'order_id', label: 'ORDER' },
  { key: 'createdAt', label: 'PLACED', format: (v) => (v ?? '').slice(0, 16).replace('T', ' ') },
  { key: 'customer_name', label: 'CUSTOMER', format: (v, o) => (v ? `${v} (#${o.customer_id ?? o.user_id})` : `#${o.user_id}`) },
  { key: 'order_status', label: 'STATUS' },
  { key: 'deliveryboy_status', label: 'DELIVERY' },
  { key: 'payment_method', label: 'PAYMENT' },
  { key: 'payment_status', label: 'PAID?', format: (v) => v ?? '' },
  { key: 'final_price_after_coupon', label: 'TOTAL', align: 'right', format: inr },
];

const oneOrder = (res, message) => ({ json: res.json, text: message, table: res.json?.order ? { rows: [res.json.order], columns: ORDER_COLUMNS } : undefined });

export const orders = {
  async list({ client, flags }) {
    const query = new URLSearchParams();
    if (flags.status !== undefined) {
      if (!STATUSES.includes(flags.status)) throw new UsageError(`--status must be one of ${STATUSES.join(', ')}.`);
      query.set('status', flags.status);
    }
    if (flags.page !== undefined) query.set('page', String(positiveInt(flags.page, '--page')));
    if (flags.limit !== undefined) query.set('limit', String(positiveInt(flags.limit, '--limit')));
    const res = await client.call('GET', `placeOrder/all-orders${query.size ? `?${query}` : ''}`);
    const total = res.headers['x-total-count'];
    return { json: res.json, table: { rows: res.json.orders, columns: ORDER_COLUMNS }, footer: `${res.json.orders.length} of ${total ?? '?'} orders` };
  },
  async approve({ client, args }) {
    const ref = orderRef(required(args, 0, 'order id'));
    const res = await client.call('PUT', `placeOrder/${ref}/status`, { status: 'approved' });
    return oneOrder(res, res.json.message);
  },
  async assign({ client, args }) {
    const ref = orderRef(required(args, 0, 'order id'));
    const rider = positiveInt(required(args, 1, 'rider id'), 'rider id');
    const res = await client.call('PUT', `placeOrder/assign-deliveryBoy/${ref}`, { assigned_deliveryboy_id: rider });
    return oneOrder(res, res.json.message);
  },
  /** A direct UPI payment seen in the shop's bank account, confirmed with its UTR (the bank's reference). */
  async 'verify-payment'({ client, args, flags }) {
    const ref = orderRef(required(args, 0, 'order id'));
    if (typeof flags.utr !== 'string' || !flags.utr.trim()) throw new UsageError('Give the payment\'s --utr (the bank\'s reference, 12 to 22 letters or digits).');
    if (typeof flags.notes !== 'string' || !flags.notes.trim()) throw new UsageError('Give --notes: how the payment was checked (for example "Seen in the bank app").');
    const body = { utr: flags.utr.trim(), admin_notes: flags.notes };
    const res = await client.call('PUT', `placeOrder/${ref}/verify-payment`, body);
    return oneOrder(res, res.json.message);
  },
  async refund({ client, args, flags }) {
    const ref = orderRef(required(args, 0, 'order id'));
    const body = flags.product === undefined ? {} : { product_id: positiveInt(flags.product, '--product') };
    const res = await client.call('POST', `placeOrder/orders/${ref}/process-refund`, body);
    return oneOrder(res, res.json.message);
  },
};
