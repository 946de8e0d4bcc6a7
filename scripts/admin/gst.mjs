// gst rates | gst supplier [--legal-name N --address A --state NN --gstin G]
import { UsageError } from './args.mjs';

const RATE_COLUMNS = [
  { key: 'rate', label: 'RATE %', align: 'right' },
  { key: 'label', label: 'LABEL' },
];

const SUPPLIER_FIELDS = { 'legal-name': 'legal_name', address: 'address', state: 'state_code', gstin: 'gstin' };

function supplierText(message, s) {
  return [message, `Legal name: ${s?.legal_name ?? '-'}`, `Address: ${s?.address ?? '-'}`, `State: ${s?.state ?? '-'}`, `GSTIN: ${s?.gstin ?? '-'}`]
    .filter(Boolean)
    .join('\n');
}

export const gst = {
  async rates({ client }) {
    const res = await client.call('GET', 'gst/rates');
    return { json: res.json, table: { rows: res.json.rates, columns: RATE_COLUMNS } };
  },
  /** Without options it shows the details; with them it sets all four (the server checks the GSTIN). */
  async supplier({ client, flags }) {
    const given = Object.keys(SUPPLIER_FIELDS).filter((f) => flags[f] !== undefined);
    if (!given.length) {
      const res = await client.call('GET', 'gst/supplier');
      return { json: res.json, text: supplierText('', res.json.supplier) };
    }
    const missing = Object.keys(SUPPLIER_FIELDS).filter((f) => flags[f] === undefined);
    if (missing.length) throw new UsageError(`gst supplier needs all of --legal-name, --address, --state, --gstin (missing ${missing.map((f) => `--${f}`).join(', ')}).`);
    const body = Object.fromEntries(Object.entries(SUPPLIER_FIELDS).map(([flag, field]) => [field, String(flags[flag])]));
    const res = await client.call('PUT', 'gst/supplier', body);
    return { json: res.json, text: supplierText(res.json.message, res.json.supplier) };
  },
};
