// coupons list | add | edit | deactivate
import { UsageError, numberBetween, positiveInt, required, rupees } from './args.mjs';
import { inr } from './table.mjs';

const COLUMNS = [
  { key: 'id', label: 'ID', align: 'right' },
  { key: 'code', label: 'CODE' },
  { key: 'kind', label: 'KIND' },
  { key: 'value', label: 'VALUE', align: 'right', format: (v, c) => (c.kind === 'percent' ? `${v}%` : inr(v)) },
  { key: 'max_discount', label: 'CAP', align: 'right', format: inr },
  { key: 'min_order_amount', label: 'MIN ORDER', align: 'right', format: inr },
  { key: 'valid_from', label: 'FROM', format: (v) => (v ?? '').slice(0, 10) },
  { key: 'valid_to', label: 'TO', format: (v) => (v ?? '').slice(0, 10) },
  { key: 'per_customer_limit', label: 'PER CUSTOMER', align: 'right' },
  { key: 'active', label: 'ACTIVE', format: (v) => (v ? 'yes' : 'no') },
];

/** The coupon fields given as flags, in the API's names. The server checks the rules. */
export function couponBody(flags) {
  const body = {};
  if (flags.code !== undefined) body.code = String(flags.code);
  if (flags.kind !== undefined) {
    if (flags.kind !== 'percent' && flags.kind !== 'flat') throw new UsageError('--kind must be percent or flat.');
    body.kind = flags.kind;
  }
  if (flags.value !== undefined) body.value = numberBetween(String(flags.value), '--value', 0, 10_000_000);
  if (flags.cap !== undefined) body.max_discount = flags.cap === 'none' ? null : rupees(String(flags.cap), '--cap');
  if (flags.min !== undefined) body.min_order_amount = rupees(String(flags.min), '--min');
  if (flags.from !== undefined) body.valid_from = String(flags.from);
  if (flags.to !== undefined) body.valid_to = String(flags.to);
  if (flags.limit !== undefined) body.per_customer_limit = positiveInt(String(flags.limit), '--limit');
  if (flags.description !== undefined) body.description = String(flags.description);
  if (flags.active !== undefined) {
    if (flags.active !== 'true' && flags.active !== 'false') throw new UsageError('--active must be true or false.');
    body.active = flags.active === 'true';
  }
  return body;
}

const oneCoupon = (res) => ({ json: res.json, text: res.json.message, table: { rows: [res.json.coupon], columns: COLUMNS } });

export const coupons = {
  async list({ client }) {
    const res = await client.call('GET', 'ecom_coupon/list');
    return { json: res.json, table: { rows: res.json.coupons, columns: COLUMNS } };
  },
  async add({ client, flags }) {
    for (const name of ['code', 'kind', 'value', 'from', 'to']) if (flags[name] === undefined) throw new UsageError(`coupons add needs --${name}.`);
    return oneCoupon(await client.call('POST', 'ecom_coupon', couponBody(flags)));
  },
  async edit({ client, args, flags }) {
    const id = positiveInt(required(args, 0, 'coupon id'), 'coupon id');
    const body = couponBody(flags);
    if (!Object.keys(body).length) throw new UsageError('coupons edit needs at least one field, e.g. --value 15 or --to 2026-12-31.');
    return oneCoupon(await client.call('PUT', `ecom_coupon/${id}`, body));
  },
  async deactivate({ client, args }) {
    const id = positiveInt(required(args, 0, 'coupon id'), 'coupon id');
    return oneCoupon(await client.call('PUT', `ecom_coupon/${id}`, { active: false }));
  },
};
