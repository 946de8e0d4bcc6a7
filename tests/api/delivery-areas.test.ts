import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { KIRANA, call } from './helpers';
import { ADMIN, SHOPPER, tokenFor } from './orders-support';

// Delivery by pincode as the "Check delivery" box and the operator see it.
// Sehat delivers to Pune (411001-411062, ₹40, cash on delivery, 1-2 days),
// Mumbai (₹60, no cash on delivery) and Bengaluru; kirana to Bengaluru only.

const M = MESSAGES.delivery;
const [admin, shopper] = await Promise.all([tokenFor(...ADMIN), tokenFor(...SHOPPER)]);
const check = (pincode: string, host?: string) => call(`delivery/check?pincode=${encodeURIComponent(pincode)}`, { host });

describe('checking a pincode', () => {
  it('answers in words: the charge, cash on delivery and the days', async () => {
    const pune = await check('411 014');
    expect(pune.status).toBe(200);
    expect(pune.json).toEqual({
      pincode: '411014', deliverable: true, charge: 40, cod: true, days_min: 1, days_max: 2,
      message: 'We deliver to 411014 in 1-2 days. Delivery charge: ₹40.00. Cash on delivery is available.',
    });
    expect((await check('400053')).json.message).toBe('We deliver to 400053 in 2-3 days. Delivery charge: ₹60.00. Cash on delivery is not available here; please pay online.');
  });

  it('says so when the shop does not deliver there, per shop', async () => {
    expect((await check('110001')).json).toMatchObject({ deliverable: false, message: M.notDelivered('110001'), charge: null, cod: null });
    expect((await check('411001', KIRANA)).json.message).toBe(M.notDelivered('411001'));
    expect((await check('560038', KIRANA)).json.message).toBe('We deliver to 560038 in 0-1 days. Delivery charge: ₹30.00. Cash on delivery is available.');
  });

  it('refuses what is not a 6-digit pincode with 400 and a message', async () => {
    for (const bad of ['', '4110', '0110001', 'abcdef', '4110011']) {
      const res = await check(bad);
      expect(res.status, bad).toBe(400);
      expect(res.json).toEqual({ message: M.pincodeInvalid, code: 'PINCODE_INVALID' });
    }
  });
});

describe('the operator’s areas', () => {
  it('lists the areas as entered and replaces them whole', async () => {
    const before = (await call('delivery/areas', { token: admin })).json.areas;
    expect(before[0]).toEqual({ pincodes: '411001-411062', charge: 40, cod: true, days_min: 1, days_max: 2 });
    const areas = [
      { pincodes: '411001-411030, 411045', charge: 25.5, cod: false, days_min: 1, days_max: 1 },
      { pincodes: '411001-411062', charge: 45, cod: true, days_min: 2, days_max: 3 },
    ];
    const saved = await call('delivery/areas', { method: 'PUT', token: admin, body: { areas } });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ message: M.areasSaved, areas });
    // The first area holding a pincode answers for it.
    expect((await check('411014')).json).toMatchObject({ charge: 25.5, cod: false, days_min: 1, days_max: 1 });
    expect((await check('411050')).json).toMatchObject({ charge: 45, cod: true, message: 'We deliver to 411050 in 2-3 days. Delivery charge: ₹45.00. Cash on delivery is available.' });
    expect((await check('400053')).json.deliverable).toBe(false);
  });

  it('refuses a bad list with the part that is wrong, keeping the old list', async () => {
    const before = (await call('delivery/areas', { token: admin })).json.areas;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ pincodes: '411001-41106', charge: 40, cod: true, days_min: 1, days_max: 2 }, M.pincodesInvalid('411001-41106')],
      [{ pincodes: '411062-411001', charge: 40, cod: true, days_min: 1, days_max: 2 }, M.pincodesInvalid('411062-411001')],
      [{ pincodes: '411001', charge: -1, cod: true, days_min: 1, days_max: 2 }, M.chargeInvalid],
      [{ pincodes: '411001', charge: 40, cod: true, days_min: 3, days_max: 2 }, M.daysInvalid],
    ];
    for (const [area, message] of cases) {
      const res = await call('delivery/areas', { method: 'PUT', token: admin, body: { areas: [area] } });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message, code: 'BAD_REQUEST' });
    }
    expect((await call('delivery/areas', { token: admin })).json.areas).toEqual(before);
    expect((await call('delivery/areas', { method: 'PUT', token: shopper, body: { areas: [] } })).status).toBe(403);
  });
});
