// products add | price | discount | stock | withdraw
import { UsageError, numberBetween, positiveInt, required, rupees } from './args.mjs';
import { inr } from './table.mjs';

const COLUMNS = [
  { key: 'id', label: 'ID', align: 'right' },
  { key: 'product_name', label: 'NAME' },
  { key: 'product_price', label: 'MRP', align: 'right', format: inr },
  { key: 'discount', label: 'DISCOUNT', align: 'right', format: (v) => `${v}%` },
  { key: 'total_stock', label: 'STOCK', align: 'right' },
  { key: 'category_id', label: 'CATEGORY', align: 'right' },
];

const oneProduct = (res) => ({ json: res.json, text: res.json.message, table: res.json.product ? { rows: [res.json.product], columns: COLUMNS } : undefined });
const productId = (args) => positiveInt(required(args, 0, 'product id'), 'product id');
const wholeNumber = (value, label) => {
  if (typeof value !== 'string' || !/^\d{1,7}$/.test(value)) throw new UsageError(`${label} must be a whole number 0 or more${value === undefined ? '' : ` (got "${value}")`}.`);
  return Number(value);
};

export const products = {
  async add({ client, flags }) {
    // Every product is invoiced at its GST rate and HSN code, so both are required like the name and price.
    for (const name of ['name', 'price', 'category', 'rate', 'hsn']) if (flags[name] === undefined) throw new UsageError(`products add needs --${name}.`);
    const body = {
      product_name: String(flags.name),
      product_price: rupees(String(flags.price), '--price'),
      category_id: positiveInt(String(flags.category), '--category'),
      gst_rate: numberBetween(String(flags.rate), '--rate', 0, 100),
      hsn_code: String(flags.hsn),
    };
    if (flags.unit !== undefined) body.uqc = String(flags.unit);
    if (flags.discount !== undefined) body.discount = numberBetween(String(flags.discount), '--discount', 0, 100);
    if (flags.stock !== undefined) body.total_stock = wholeNumber(String(flags.stock), '--stock');
    if (flags.description !== undefined) body.description = String(flags.description);
    return oneProduct(await client.call('POST', 'ecomProd/ecomProducts', body));
  },
  async price({ client, args }) {
    const id = productId(args);
    const price = rupees(required(args, 1, 'price in rupees'), 'price');
    return oneProduct(await client.call('PUT', `ecomProd/ecomProducts/${id}`, { product_price: price }));
  },
  async discount({ client, args }) {
    const id = productId(args);
    const discount = numberBetween(required(args, 1, 'discount percent'), 'discount', 0, 100);
    return oneProduct(await client.call('PATCH', `ecomProd/ecomProducts/${id}/discount`, { discount }));
  },
  async stock({ client, args }) {
    const id = productId(args);
    const stock = wholeNumber(required(args, 1, 'stock quantity'), 'stock');
    return oneProduct(await client.call('PUT', `ecomProd/ecomProducts/${id}`, { total_stock: stock }));
  },
  /** `products tax <id> --hsn 3004 --rate 5`: the HSN code and GST rate (the server checks the rate is in force). */
  async tax({ client, args, flags }) {
    const id = productId(args);
    if (flags.hsn === undefined && flags.rate === undefined) throw new UsageError('products tax needs --hsn <code> and/or --rate <percent>.');
    const body = {};
    if (flags.hsn !== undefined) body.hsn_code = String(flags.hsn);
    if (flags.rate !== undefined) body.gst_rate = numberBetween(String(flags.rate), '--rate', 0, 100);
    return oneProduct(await client.call('PUT', `ecomProd/ecomProducts/${id}`, body));
  },
  async withdraw({ client, args }) {
    const id = productId(args);
    const res = await client.call('DELETE', `ecomProd/ecomProducts/${id}`);
    return { json: res.json, text: res.json.message };
  },
};
