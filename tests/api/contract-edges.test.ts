import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { call } from './helpers';
import { addToCart, newProduct, newShopper, ordersOf, placeAll, placePayload, seededAccount } from './checkout-fixtures';

// Edges of the API contract found by an audit: the answer to an unknown
// route, the order of the payment checks when a field is also over-long,
// details of a payment method not chosen, and amounts with more than 2 decimals.

const M = MESSAGES.checkout;

describe('an unknown API route', () => {
  it('answers 404 with a message and a code', async () => {
    const res = await call('no/such/route');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  });
});

describe('a field the schema gives no message of its own', () => {
  it('is named in the answer instead of the validator\'s wording', async () => {
    const s = await newShopper();
    const review = await call('ecom_prodReview/reviews', { method: 'POST', token: s.token, body: { rating: 5, review: 'Good' } });
    expect(review.status).toBe(400);
    expect(review.json).toEqual({ message: 'product_id is required.', code: 'BAD_REQUEST' });
    const refund = await call('placeOrder/orders/1/request-return', { method: 'POST', token: s.token, body: { reason: 'Broken', product_id: '4' } });
    expect(refund.json.message).toBe('product_id must be a number.');
    const list = await placeAll(s, []);
    expect(list.json).toEqual({ message: 'Send the fields as a JSON object.', code: 'BAD_REQUEST' });
  });
});

describe('a review from someone not allowed to review the product', () => {
  it('is refused as not allowed before its rating or text is judged', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    const res = await call('ecom_prodReview/reviews', { method: 'POST', token: s.token, body: { product_id: p.id, rating: 6, review: '' } });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('FORBIDDEN');
    expect(res.json.message).toBe((await call(`ecom_prodReview/can-review/${s.id}/${p.id}`, { token: s.token })).json.message);
  });
});

describe('the payment checks of place/all', () => {
  const card = { card_name: 'Asha Rao', card_number: '4111111111111111', expiry_date: '12/39', cvv: '123' };
  const long = '4111'.repeat(10);

  it('answer in the order a shopper meets them, whatever the length of a later field', async () => {
    const s = await newShopper();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...card, card_name: '', card_number: long }, M.cardRequired],
      [{ ...card, card_number: long, expiry_date: '99/99/9999/99' }, M.cardNumber],
      [{ ...card, expiry_date: '12/2039-and-more', cvv: '123456789' }, M.expiryFormat],
      [{ ...card, cvv: '123456789' }, M.cvv],
    ];
    for (const [details, message] of cases) {
      const res = await placeAll(s, placePayload(s, { payment_method: 'Credit/Debit Card', card_details: details }));
      expect({ status: res.status, message: res.json.message, code: res.json.code }).toEqual({ status: 400, message, code: 'BAD_REQUEST' });
    }
    const bank = await placeAll(s, placePayload(s, { payment_method: 'Net Banking', net_banking_details: { bank_name: '', ifsc_code: 'X'.repeat(50) } }));
    expect(bank.json.message).toBe(M.bankRequired);
    expect(await ordersOf(s.id)).toHaveLength(0);
  });

  it('ignore the details of a method that was not chosen (never stored)', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 1);
    const res = await placeAll(
      s,
      placePayload(s, {
        payment_method: 'UPI',
        upi_id: 'asha@okhdfc',
        card_details: { card_name: 'N'.repeat(150), card_number: long, expiry_date: 'soon', cvv: '12345' },
        net_banking_details: { bank_name: 'Some Bank', account_number: '1'.repeat(30), ifsc_code: 'X'.repeat(50) },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json.order).toMatchObject({ payment_gateway: 'UPI', card_name: null, card_last4: null, bank_name: null });
  });

  it('still limit the texts kept with the order for the chosen method', async () => {
    const s = await newShopper();
    const upi = await placeAll(s, placePayload(s, { payment_method: 'UPI', upi_id: `${'a'.repeat(100)}@okhdfc` }));
    expect(upi.status).toBe(400);
    expect(upi.json.message).toBe('UPI ID must be at most 100 characters.');
    const name = await placeAll(s, placePayload(s, { payment_method: 'Credit/Debit Card', card_details: { ...card, card_name: 'N'.repeat(101) } }));
    expect(name.status).toBe(400);
    expect(name.json.message).toBe('Cardholder name must be at most 100 characters.');
  });
});

describe('amounts an operator sets', () => {
  it('refuses a product discount with more than 2 decimals and keeps the old one', async () => {
    const admin = await seededAccount('admin@example.com');
    const p = await newProduct('sehat', { pricePaise: 1_850, discount: 5, stock: 5 });
    const res = await call(`ecomProd/ecomProducts/${p.id}/discount`, { method: 'PATCH', token: admin.token, body: { discount: 12.345 } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: MESSAGES.admin.discountInvalid, code: 'BAD_REQUEST' });
    const row = await env.DB.prepare('SELECT discount FROM products WHERE id = ?').bind(p.id).first<{ discount: number }>();
    expect(row!.discount).toBe(5);
    const ok = await call(`ecomProd/ecomProducts/${p.id}/discount`, { method: 'PATCH', token: admin.token, body: { discount: 12.35 } });
    expect(ok.status).toBe(200);
  });

  it('refuses a delivery charge with more than 2 decimals and keeps the old one', async () => {
    const admin = await seededAccount('admin@example.com');
    const before = (await call('ecomConfig/get-delivery-charges')).json;
    const res = await call('ecomConfig/set-delivery-charges', { method: 'POST', token: admin.token, body: { delivery_charges: 10.555 } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'delivery_charges can have at most 2 decimals.', code: 'BAD_REQUEST' });
    expect((await call('ecomConfig/get-delivery-charges')).json).toEqual(before);
  });
});

describe("an operator and a customer's account", () => {
  it("may not point the customer's login e-mail (and reset links) elsewhere, even with the operator's password", async () => {
    const admin = await seededAccount('admin@example.com');
    const customer = await newShopper();
    const before = await env.DB.prepare('SELECT email, token_version FROM customers WHERE id = ?').bind(customer.id).first();
    const res = await call(`EcomLogin/EcomCustomer/profile/${customer.id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { email: 'attacker@evil.example', current_password: 'admin123' },
    });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: MESSAGES.security.emailOwnerOnly, code: 'EMAIL_OWNER_ONLY' });
    expect(await env.DB.prepare('SELECT email, token_version FROM customers WHERE id = ?').bind(customer.id).first()).toEqual(before);
    // Other support edits stay possible.
    const address = await call(`EcomLogin/EcomCustomer/profile/${customer.id}`, { method: 'PATCH', token: admin.token, body: { address: '5 Park Street, Kolkata' } });
    expect(address.status).toBe(200);
  });
});
