// delivery-areas list | add --pincodes P --charge rupees --cod yes|no --days N or N-M | clear
import { UsageError, rupees } from './args.mjs';

const COLUMNS = [
  { key: 'pincodes', label: 'PINCODES' },
  { key: 'charge', label: 'CHARGE ₹', align: 'right', format: (v) => Number(v).toFixed(2) },
  { key: 'cod', label: 'COD', format: (v) => (v ? 'yes' : 'no') },
  { key: 'days', label: 'DAYS' },
];

const table = (json) => ({
  json,
  text: json.message ?? '',
  table: { rows: json.areas.map((a) => ({ ...a, days: a.days_min === a.days_max ? String(a.days_min) : `${a.days_min}-${a.days_max}` })), columns: COLUMNS },
});

function days(value) {
  const m = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(String(value ?? ''));
  if (!m) throw new UsageError(`--days must be a number of days or a range like 1-3 (got "${value ?? ''}").`);
  return { days_min: Number(m[1]), days_max: Number(m[2] ?? m[1]) };
}

export const deliveryAreas = {
  async list({ client }) {
    return table((await client.call('GET', 'delivery/areas')).json);
  },
  /** Adds an area after the others (the server checks the pincodes and answers the whole list). */
  async add({ client, flags }) {
    for (const name of ['pincodes', 'charge', 'cod', 'days']) if (flags[name] === undefined) throw new UsageError(`delivery-areas add needs --${name}.`);
    if (!['yes', 'no'].includes(String(flags.cod))) throw new UsageError('--cod must be yes or no.');
    const area = { pincodes: String(flags.pincodes), charge: rupees(String(flags.charge), '--charge'), cod: flags.cod === 'yes', ...days(flags.days) };
    const { areas } = (await client.call('GET', 'delivery/areas')).json;
    return table((await client.call('PUT', 'delivery/areas', { areas: [...areas, area] })).json);
  },
  async clear({ client }) {
    return table((await client.call('PUT', 'delivery/areas', { areas: [] })).json);
  },
};
