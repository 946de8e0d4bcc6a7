// categories image | delivery-charge set | customers list | delete | restore
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError, positiveInt, required, rupees } from './args.mjs';

const IMAGE_TYPES = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.svg': 'image/svg+xml', '.gif': 'image/gif' };

export const categories = {
  async image({ client, args, flags }) {
    const id = positiveInt(required(args, 0, 'category id'), 'category id');
    if (Boolean(flags.banner) === Boolean(flags.tile)) throw new UsageError('Say which image: --banner <file> or --tile <file>.');
    // `--banner file` and `--banner` followed by the file both work.
    const chosen = flags.banner ?? flags.tile;
    const file = typeof chosen === 'string' ? chosen : required(args, 1, 'image file');
    const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
    if (!type) throw new UsageError(`The image must be one of ${Object.keys(IMAGE_TYPES).join(', ')} (got "${file}").`);
    let bytes;
    try {
      bytes = await readFile(file);
    } catch (err) {
      throw new UsageError(`Cannot read ${file}: ${err.code ?? err.message}.`);
    }
    const field = flags.banner ? 'banner_image' : 'category_image';
    const res = await client.upload('PUT', `ecomProdcat/ecomcategory/${id}`, {}, [{ name: field, filename: path.basename(file), type, bytes }]);
    const category = res.json.category;
    return { json: res.json, text: `${res.json.message} ${field === 'banner_image' ? 'Banner' : 'Tile'}: ${category?.[field] ?? ''}` };
  },
};

export const deliveryCharge = {
  async set({ client, args }) {
    const amount = rupees(required(args, 0, 'amount in rupees'), 'amount');
    const res = await client.call('POST', 'ecomConfig/set-delivery-charges', { delivery_charges: amount });
    return { json: res.json, text: `${res.json.message} Now ₹${Number(res.json.charges?.[0]?.charge ?? amount).toFixed(2)}.` };
  },
};

const CUSTOMER_COLUMNS = [
  { key: 'id', label: 'ID', align: 'right' },
  { key: 'name', label: 'NAME' },
  { key: 'email', label: 'EMAIL' },
  { key: 'mobile', label: 'MOBILE' },
  { key: 'role', label: 'ROLE' },
  { key: 'deleted', label: 'DELETED', format: (v) => (v ? 'yes' : '') },
];

export const customers = {
  async list({ client, flags }) {
    const query = new URLSearchParams();
    if (flags.limit !== undefined) query.set('limit', String(positiveInt(flags.limit, '--limit')));
    if (flags.offset !== undefined) query.set('offset', String(flags.offset));
    const res = await client.call('GET', `EcomLogin/EcomCustomer/getAllCustomers${query.size ? `?${query}` : ''}`);
    return { json: res.json, table: { rows: res.json, columns: CUSTOMER_COLUMNS }, footer: `${res.json.length} of ${res.headers['x-total-count'] ?? '?'} accounts` };
  },
  async delete({ client, args }) {
    const id = positiveInt(required(args, 0, 'customer id'), 'customer id');
    const res = await client.call('DELETE', `EcomLogin/EcomCustomer/delete-user/${id}`);
    return { json: res.json, text: res.json.message };
  },
  async restore({ client, args }) {
    const id = positiveInt(required(args, 0, 'customer id'), 'customer id');
    const res = await client.call('PATCH', `EcomLogin/EcomCustomer/restore-user/${id}`);
    return { json: res.json, text: res.json.message };
  },
};
