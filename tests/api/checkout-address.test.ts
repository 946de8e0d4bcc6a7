import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { SEHAT, call } from './helpers';
import { addToCart, countOf, newProduct, newShopper, ordersOf, placeAll, placePayload, stockOf, type Shopper } from './checkout-fixtures';
import { ADMIN, RIDER, accountId, tokenFor } from './orders-support';
import { pdfText } from './pdf-text';

// Checkout takes the address as a whole: its line, city, pincode and state.
// The pincode and state that decide the delivery area, the charge, cash on
// delivery and the GST place of supply are the address's own: a pincode or
// state sent beside the line that contradicts it, or a pincode outside the
// address's state, is refused with a 400 and changes nothing. The order keeps
// the whole address, so the console, the rider and the invoice show all of it.
// Sehat delivers to Pune 411001-411062 (₹40, cash on delivery).

const D = MESSAGES.delivery;

async function shopperWithCart(): Promise<{ s: Shopper; productId: number }> {
  const s = await newShopper('sehat');
  const p = await newProduct('sehat', { pricePaise: 25_000, stock: 5 });
  expect((await addToCart(s, p.id, 2)).status).toBe(200);
  return { s, productId: p.id };
}

async function expectNothingChanged(s: Shopper, productId: number) {
  expect(await ordersOf(s.id)).toEqual([]);
  expect(await countOf(s)).toBe(2);
  expect(await stockOf(productId)).toBe(5);
}

describe('an address whose parts disagree', () => {
  it('a Delhi address with a Pune pincode is refused, not delivered as Pune by cash', async () => {
    const { s, productId } = await shopperWithCart();
    const res = await placeAll(s, placePayload(s, { delivery_address: '12 Connaught Place, New Delhi', delivery_pincode: '411001' }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: D.pincodeNotInState('411001', 'Delhi (07)'), code: 'ADDRESS_MISMATCH' });
    await expectNothingChanged(s, productId);
    // The same with the state sent as a field.
    const field = await placeAll(s, placePayload(s, { delivery_address: '12 Connaught Place', delivery_pincode: '411001', delivery_state: '07' }));
    expect(field.json).toEqual({ message: D.pincodeNotInState('411001', 'Delhi (07)'), code: 'ADDRESS_MISMATCH' });
    await expectNothingChanged(s, productId);
  });

  it('a pincode or state sent beside the line that contradicts the line is refused', async () => {
    const { s, productId } = await shopperWithCart();
    const pincode = await placeAll(s, placePayload(s, { delivery_address: '12 MG Road, Camp, Pune 411001', delivery_pincode: '411004' }));
    expect(pincode.status).toBe(400);
    expect(pincode.json).toEqual({ message: D.pincodeDisagrees('411004', '411001'), code: 'ADDRESS_MISMATCH' });
    const state = await placeAll(s, placePayload(s, { delivery_address: '5 FC Road, Pune, Karnataka', delivery_pincode: '411004', delivery_state: '27' }));
    expect(state.status).toBe(400);
    expect(state.json).toEqual({ message: D.stateDisagrees('Maharashtra (27)', 'Karnataka (29)'), code: 'ADDRESS_MISMATCH' });
    const hindi = await call('placeOrder/place/all', {
      method: 'POST',
      token: s.token,
      body: placePayload(s, { delivery_address: '12 MG Road, Camp, Pune 411001', delivery_pincode: '411004' }),
      headers: { 'Idempotency-Key': crypto.randomUUID(), 'accept-language': 'hi-IN' },
    });
    expect(hindi.json.message).toMatch(/^पिनकोड 411004 /);
    await expectNothingChanged(s, productId);
  });
});

describe('an address given in parts', () => {
  it('is kept whole: the console, the rider’s list, the map link’s text and the invoice show city, state and pincode', async () => {
    const { s } = await shopperWithCart();
    const res = await placeAll(s, placePayload(s, { delivery_address: '21 FC Road, Shivajinagar', delivery_city: 'Pune', delivery_pincode: '411004', delivery_state: '27' }));
    expect(res.status, res.text).toBe(201);
    const whole = '21 FC Road, Shivajinagar, Pune, Maharashtra, 411004';
    expect(res.json.order).toMatchObject({ delivery_address: whole, delivery_charges: 40, payment_method: 'Cash on Delivery' });
    const [stored] = await ordersOf(s.id);
    expect(stored).toMatchObject({ delivery_address: whole, delivery_pincode: '411004', delivery_city: 'Pune', delivery_state_code: '27' });

    const [admin, rider, riderId] = await Promise.all([tokenFor(...ADMIN), tokenFor(...RIDER), accountId(RIDER[0])]);
    const orderId = res.json.order.order_id as string;
    expect((await call(`placeOrder/${orderId}`, { token: admin })).json.delivery_address).toBe(whole);
    expect((await call(`placeOrder/${orderId}/status`, { method: 'PUT', token: admin, body: { status: 'approved' } })).status).toBe(200);
    expect((await call(`placeOrder/assign-deliveryBoy/${orderId}`, { method: 'PUT', token: admin, body: { assigned_deliveryboy_id: riderId } })).status).toBe(200);
    const round = (await call(`placeOrder/assigned-orders/${riderId}`, { token: rider })).json;
    const onCard = (Array.isArray(round) ? round : round.orders).find((o: { order_id: string }) => o.order_id === orderId);
    expect(onCard.delivery_address).toBe(whole);

    const pdf = await exports.default.fetch(new Request(`${SEHAT}/api/placeOrder/print-invoice/${stored!.id}`, { headers: { authorization: `Bearer ${admin}` } }));
    expect(pdf.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Pune, Maharashtra, 411004');
  });

  it('a line that already names its city, state and pincode is kept as typed, its state the place of supply', async () => {
    const { s } = await shopperWithCart();
    const typed = await placeAll(s, placePayload(s, { delivery_address: '12 MG Road, Camp, Pune, Maharashtra 411001', delivery_city: 'Pune', delivery_pincode: '411001', delivery_state: '27' }));
    expect(typed.status, typed.text).toBe(201);
    expect(typed.json.order.delivery_address).toBe('12 MG Road, Camp, Pune, Maharashtra 411001');
    expect((await ordersOf(s.id))[0]).toMatchObject({ delivery_pincode: '411001', delivery_state_code: '27' });
  });
});
