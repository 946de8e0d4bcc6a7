import { describe, expect, it } from 'vitest';
import { UsageError } from './args.mjs';
import { deliveryAreas } from './delivery-areas.mjs';
import { gst } from './gst.mjs';

// The India commands send the API what the operator typed, and refuse a
// command that lacks what it needs before calling anything.

function fakeClient(answers: Record<string, unknown>) {
  const calls: Array<[string, string, unknown]> = [];
  return {
    calls,
    async call(method: string, path: string, body?: unknown) {
      calls.push([method, path, body]);
      return { json: answers[`${method} ${path}`], headers: {} };
    },
  };
}

const PUNE = { pincodes: '411001-411062', charge: 40, cod: true, days_min: 1, days_max: 2 };

describe('delivery-areas add', () => {
  it('appends the area to the shop’s list and sends the whole list', async () => {
    const mumbai = { pincodes: '400001-400104', charge: 60, cod: false, days_min: 2, days_max: 3 };
    const client = fakeClient({ 'GET delivery/areas': { areas: [PUNE] }, 'PUT delivery/areas': { message: 'Delivery areas saved.', areas: [PUNE, mumbai] } });
    const result = await deliveryAreas.add({ client, flags: { pincodes: '400001-400104', charge: '60', cod: 'no', days: '2-3' } });
    expect(client.calls[1]).toEqual(['PUT', 'delivery/areas', { areas: [PUNE, mumbai] }]);
    expect(result.table.rows[1]).toMatchObject({ pincodes: '400001-400104', days: '2-3' });
  });

  it('refuses a missing option or a bad --cod or --days before calling the shop', async () => {
    const client = fakeClient({});
    const base = { pincodes: '411001', charge: '40', cod: 'yes', days: '1' };
    for (const flags of [{ ...base, cod: undefined }, { ...base, cod: 'maybe' }, { ...base, days: 'soon' }, { ...base, charge: '-4' }]) {
      await expect(deliveryAreas.add({ client, flags })).rejects.toBeInstanceOf(UsageError);
    }
    expect(client.calls).toEqual([]);
  });
});

describe('gst supplier', () => {
  it('shows the details without options and sets all four with them', async () => {
    const supplier = { legal_name: 'Sehat Healthcare Private Limited', address: 'Pune', state_code: '27', state: 'Maharashtra (27)', gstin: '27AAKCS4821M1ZW' };
    const client = fakeClient({ 'GET gst/supplier': { supplier }, 'PUT gst/supplier': { message: 'Tax details saved.', supplier } });
    expect((await gst.supplier({ client, flags: {} })).text).toContain('GSTIN: 27AAKCS4821M1ZW');
    await gst.supplier({ client, flags: { 'legal-name': supplier.legal_name, address: 'Pune', state: '27', gstin: supplier.gstin } });
    expect(client.calls[1]).toEqual(['PUT', 'gst/supplier', { legal_name: supplier.legal_name, address: 'Pune', state_code: '27', gstin: supplier.gstin }]);
    await expect(gst.supplier({ client, flags: { gstin: supplier.gstin } })).rejects.toThrow('missing --legal-name, --address, --state');
  });
});
