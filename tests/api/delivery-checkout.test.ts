import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { KIRANA, call } from './helpers';
import { addToCart, countOf, newCoupon, newProduct, newShopper, ordersOf, placeAll, placePayload, stockOf, type Shopper } from './checkout-fixtures';
import { ADMIN, tokenFor } from './orders-support';
import { dbOf } from './databases';

// Checkout by pincode. Sehat's seeded areas: Pune 411001-411062 (₹40, cash on
// delivery), Mumbai 400001-400104 (₹60, no cash on delivery), Bengaluru
// 560001-560103 (₹80, no cash on delivery). Its one delivery charge is ₹40.

const D = MESSAGES.delivery;
const upi = { payment_method: 'UPI', upi_id: 'asha@okhdfc', payment_gateway: 'UPI' };

async function shopperWithCart(pricePaise = 25_000): Promise<{ s: Shopper; productId: number }> {
  const s = await newShopper('sehat');
  const p = await newProduct('sehat', { pricePaise, stock: 5 });
  expect((await addToCart(s, p.id, 2)).status).toBe(200);
  return { s, productId: p.id };
}

/** The refusal changed nothing: no order, the cart and the stock as they were, the coupon unused. */
async function expectNothingChanged(s: Shopper, productId: number, coupon?: string) {
  expect(await ordersOf(s.id)).toEqual([]);
  expect(await countOf(s)).toBe(2);
  expect(await stockOf(productId)).toBe(5);
  if (coupon) {
    const used = await dbOf('sehat').prepare('SELECT COUNT(*) AS n FROM coupon_uses WHERE customer_id = ?').bind(s.id).first<{ n: number }>();
    expect(used?.n ?? 0).toBe(0);
  }
}

describe('placing an order to an address outside the shop’s areas', () => {
  it('is refused before payment with a message naming the pincode, and changes nothing', async () => {
    const { s, productId } = await shopperWithCart();
    await newCoupon('sehat', { code: 'AREA10', kind: 'percent', value: 10 });
    const res = await placeAll(s, placePayload(s, { ...upi, coupon_code: 'AREA10', delivery_address: '7 Park Street, Kolkata', delivery_pincode: '700016' }));
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ message: D.notDeliveredCheckout('700016'), code: 'NOT_DELIVERABLE' });
    await expectNothingChanged(s, productId, 'AREA10');
  });

  it('reads the pincode written in the address when none is sent, and asks for one when there is none at all', async () => {
    const { s, productId } = await shopperWithCart();
    const written = await placeAll(s, placePayload(s, { ...upi, delivery_address: '7 Park Street, Kolkata 700 016', delivery_pincode: undefined }));
    expect(written.status).toBe(422);
    expect(written.json.message).toBe(D.notDeliveredCheckout('700016'));
    const none = await placeAll(s, placePayload(s, { ...upi, delivery_address: '7 Park Street, Kolkata', delivery_pincode: null }));
    expect(none.status).toBe(400);
    expect(none.json).toEqual({ message: D.pincodeRequired, code: 'PINCODE_REQUIRED' });
    const bad = await placeAll(s, placePayload(s, { ...upi, delivery_pincode: '70016' }));
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(MESSAGES.address.pincodeInvalid);
    await expectNothingChanged(s, productId);
  });
});

describe('the area’s delivery charge and cash on delivery', () => {
  it('charges the area of the pincode (server computed, whatever the browser says)', async () => {
    const { s } = await shopperWithCart(25_000);
    const res = await placeAll(s, placePayload(s, { ...upi, delivery_address: '3 Hill Road, Bandra, Mumbai', delivery_pincode: '400050', delivery_charges: 0, final_price_after_coupon: 1 }));
    expect(res.status).toBe(201);
    expect(res.json.order).toMatchObject({ items_total: 500, delivery_charges: 60, final_price_after_coupon: 560 });
    const [row] = await ordersOf(s.id);
    expect(row).toMatchObject({ delivery_charge_paise: 6000, final_price_after_coupon_paise: 56000, delivery_pincode: '400050' });
  });

  it('refuses cash on delivery where the area does not offer it, and changes nothing', async () => {
    const { s, productId } = await shopperWithCart();
    const res = await placeAll(s, placePayload(s, { delivery_address: '3 Hill Road, Mumbai', delivery_pincode: '400050' }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: D.codNotOffered('400050'), code: 'COD_NOT_OFFERED' });
    await expectNothingChanged(s, productId);
  });

  it('uses the pincode saved with the profile when the address names none', async () => {
    const { s } = await shopperWithCart(10_000);
    const saved = await call(`EcomLogin/EcomCustomer/profile/${s.id}`, {
      method: 'PATCH', token: s.token, body: { address: 'Flat 2, Koramangala', pincode: '560 034', city: 'Bengaluru', state: '29' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.user).toMatchObject({ address: 'Flat 2, Koramangala', pincode: '560034', city: 'Bengaluru', state: '29' });
    const res = await placeAll(s, placePayload(s, { ...upi, delivery_address: 'Flat 2, Koramangala', delivery_pincode: undefined }));
    expect(res.status).toBe(201);
    expect(res.json.order).toMatchObject({ delivery_charges: 80, final_price_after_coupon: 280 });
  });

  it('answers the cart what placing would charge (GET delivery/quote)', async () => {
    expect((await call('delivery/quote?pincode=411014')).json).toEqual({ pincode: '411014', charge: 40, cod: true, cod_max: 5000 });
    expect((await call('delivery/quote?pincode=400050')).json).toEqual({ pincode: '400050', charge: 60, cod: false, cod_max: 5000 });
    expect(await call('delivery/quote?pincode=110001')).toMatchObject({ status: 422, json: { message: D.notDeliveredCheckout('110001'), code: 'NOT_DELIVERABLE' } });
    expect(await call('delivery/quote?pincode=')).toMatchObject({ status: 400, json: { message: D.pincodeRequired, code: 'PINCODE_REQUIRED' } });
    expect(await call('delivery/quote?pincode=12')).toMatchObject({ status: 400, json: { code: 'PINCODE_INVALID' } });
  });

  it('keeps the one delivery charge and every way of paying in a shop with no areas', async () => {
    const admin = await tokenFor(...ADMIN, 'kirana');
    expect((await call('delivery/areas', { method: 'PUT', host: KIRANA, token: admin, body: { areas: [] } })).status).toBe(200);
    expect((await call('delivery/quote?pincode=', { host: KIRANA })).json).toEqual({ pincode: null, charge: 30, cod: true, cod_max: 5000 });
    const s = await newShopper('kirana');
    const p = await newProduct('kirana', { pricePaise: 5_000, stock: 3 });
    await addToCart(s, p.id, 1);
    const res = await placeAll(s, placePayload(s, { delivery_address: '7 Park Street, Kolkata', delivery_pincode: null }));
    expect(res.status).toBe(201);
    expect(res.json.order).toMatchObject({ payment_method: 'Cash on Delivery', delivery_charges: 30, final_price_after_coupon: 80 });
  });
});

describe('the address’s pincode, city and state', () => {
  it('are checked with messages, and saved with the address', async () => {
    const s = await newShopper('sehat');
    const patch = (body: Record<string, unknown>) => call(`EcomLogin/EcomCustomer/profile/${s.id}`, { method: 'PATCH', token: s.token, body });
    for (const [body, message] of [
      [{ address: '1 Main Road', pincode: '01234' }, MESSAGES.address.pincodeInvalid],
      [{ address: '1 Main Road', city: 'x'.repeat(81) }, MESSAGES.address.cityTooLong],
      [{ address: '1 Main Road', state: '99' }, MESSAGES.address.stateInvalid],
    ] as const) {
      const res = await patch(body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await call(`EcomLogin/EcomCustomer/user/${s.id}`, { token: s.token })).json.address).toBe('');
    expect((await patch({ address: '21 FC Road', pincode: '411004', city: 'Pune', state: '27' })).status).toBe(200);
    const list = await call(`EcomLogin/EcomCustomer/address/${s.id}`, { token: s.token });
    expect(list.json.address).toEqual([{ id: expect.any(Number), full_address: '21 FC Road', pincode: '411004', city: 'Pune', state: '27' }]);
  });
});
