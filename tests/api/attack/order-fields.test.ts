import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers';
import { newShopper } from '../checkout-fixtures';
import { productsOf } from '../orders-support';
import { report, tallyOf } from './probe';

// Fields only an operator may set on an order (manual payment, who verified
// it, notes) are ignored when a customer sends them at checkout.

describe('operator-only order fields', () => {
  it('ignores is_manual_payment, verified_by and admin_notes from a customer', async () => {
    const shopper = await newShopper('sehat', '14 MG Road, Pune 411001');
    const [product] = await productsOf('sehat', 1, 43);
    expect((await call('ecomProdCart/add', { method: 'POST', token: shopper.token, body: { product_id: product!.id, quantity: 1 } })).status).toBe(200);
    const res = await call('placeOrder/place/all', {
      method: 'POST',
      token: shopper.token,
      headers: { 'idempotency-key': `fields-${crypto.randomUUID()}` },
      body: {
        delivery_address: '14 MG Road, Pune 411001',
        payment_method: 'Cash on Delivery',
        is_manual_payment: true,
        verified_by: 'Store manager',
        admin_notes: 'Paid in cash at the counter',
      },
    });
    const tally = tallyOf('operator-fields');
    tally.ran += 1;
    if (res.status >= 500) tally.serverErrors.push(res.text);
    const row = await env.DB.prepare('SELECT is_manual_payment, verified_by, admin_notes FROM orders WHERE user_id = ?')
      .bind(shopper.id)
      .first<{ is_manual_payment: number; verified_by: string | null; admin_notes: string | null }>();
    if (row && (row.is_manual_payment || row.verified_by || row.admin_notes)) tally.allowed.push(JSON.stringify(row));
    report('operator-fields');
    expect(tally.serverErrors).toEqual([]);
    // Refused, or placed without them.
    if (row) expect(row).toEqual({ is_manual_payment: 0, verified_by: null, admin_notes: null });
    else expect(res.status).toBeGreaterThanOrEqual(400);
  });
});
