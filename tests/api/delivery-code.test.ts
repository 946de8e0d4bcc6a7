import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { NOTIFICATION_MESSAGES as M } from '@/lib/notification-messages';
import { findOrder } from '@/server/data/orders';
import { templateMessage } from '@/server/events/template-message';
import { KIRANA, call, distributorId } from './helpers';
import { dbOf } from './databases';
import { addToCart, newProduct, newShopper, placeAll, placePayload, seededAccount, type Shopper } from './checkout-fixtures';
import { codeFromShopper } from './delivery-code-support';
import { ADMIN, RIDER, accountId, insertOrder, makeAccount, productsOf, tokenFor } from './orders-support';

// Proof of delivery: going out for delivery gives the order a 4-digit code
// that only its shopper sees (order page, messages); the rider must enter it
// to mark Delivered. Wrong codes are refused, counted, and locked out at the
// limit; an admin may deliver without the code, with a note.

const [admin, rider, riderId] = await Promise.all([tokenFor(...ADMIN), tokenFor(...RIDER), accountId(RIDER[0])]);
const put = (path: string, body: unknown, token: string, host?: string) => call(path, { method: 'PUT', body, token, ...(host ? { host } : {}) });
const step = (ref: string | number, body: Record<string, unknown>, token = rider) => put(`placeOrder/update-deliveryboy-status/${ref}`, body, token);

/** A cash order placed through the API and taken by the rider out for delivery. */
async function outForDelivery(): Promise<{ shopper: Shopper; pk: number; orderId: string; total: number }> {
  const shopper = await newShopper();
  const product = await newProduct('sehat', { pricePaise: 20_000, stock: 5 });
  expect((await addToCart(shopper, product.id, 1)).status).toBeLessThan(300);
  const placed = await placeAll(shopper, placePayload(shopper, { payment_method: 'Cash on Delivery', payment_gateway: 'COD' }));
  expect(placed.status, placed.text).toBe(201);
  const { id: pk, order_id: orderId, final_price_after_coupon: total } = placed.json.order as { id: number; order_id: string; final_price_after_coupon: number };
  expect((await put(`placeOrder/${pk}/status`, { status: 'approved' }, admin)).status).toBe(200);
  expect((await put(`placeOrder/assign-deliveryBoy/${pk}`, { assigned_deliveryboy_id: riderId }, admin)).status).toBe(200);
  for (const s of ['picked_up', 'out_for_delivery']) expect((await step(pk, { deliveryboy_status: s })).status).toBe(200);
  return { shopper, pk, orderId, total };
}

async function stored(pk: number) {
  return dbOf('sehat')
    .prepare(
      `SELECT o.deliveryboy_status, o.order_status, o.payment_status, o.delivery_code_attempts,
         (SELECT COUNT(*) FROM payments p WHERE p.order_pk = o.id) AS ledger_rows
       FROM orders o WHERE o.id = ?`,
    )
    .bind(pk)
    .first<{ deliveryboy_status: string; order_status: string; payment_status: string; delivery_code_attempts: number; ledger_rows: number }>();
}

/** A 4-digit code that is not the order's. */
const wrongFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('the delivery code', () => {
  it('is shown to the order’s shopper only while it is on its way, and never to the rider or the shop', async () => {
    const { shopper, pk, orderId } = await outForDelivery();
    const own = await call(`placeOrder/${orderId}`, { token: shopper.token });
    expect(own.json.delivery_code).toMatch(/^\d{4}$/);
    const list = await call(`placeOrder/orders/${shopper.id}`, { token: shopper.token });
    expect(list.status).toBe(200);
    expect(list.json.orders.find((o: { order_id: string }) => o.order_id === orderId).delivery_code).toBe(own.json.delivery_code);
    // The shop's own views of the same order leave it out: the admin's order and list, the rider's round.
    expect((await call(`placeOrder/${orderId}`, { token: admin })).json).not.toHaveProperty('delivery_code');
    expect((await call(`placeOrder/orders/${shopper.id}`, { token: admin })).json.orders[0]).not.toHaveProperty('delivery_code');
    const round = (await call(`placeOrder/assigned-orders/${riderId}`, { token: rider })).json.orders;
    const onRound = round.find((o: { order_id: string }) => o.order_id === orderId);
    // The rider learns that Delivered asks for a code, never the code.
    expect(onRound).toMatchObject({ code_needed: true });
    expect(onRound).not.toHaveProperty('delivery_code');
    const other = await newShopper();
    expect((await call(`placeOrder/${orderId}`, { token: other.token })).status).toBe(403);

    expect((await step(pk, { deliveryboy_status: 'delivered', delivery_code: own.json.delivery_code })).status).toBe(200);
    expect((await call(`placeOrder/${orderId}`, { token: shopper.token })).json).not.toHaveProperty('delivery_code');
  });

  it('delivers with the right code, writes the cash row, and the rider’s answer does not carry it', async () => {
    const { pk, orderId, total } = await outForDelivery();
    const code = await codeFromShopper(orderId);
    const res = await step(pk, { deliveryboy_status: 'delivered', delivery_code: code });
    expect(res.status, res.text).toBe(200);
    expect(res.json.order).toMatchObject({ deliveryboy_status: 'delivered', cash_collected: total });
    expect(res.text).not.toContain(`"delivery_code"`);
    expect(await stored(pk)).toMatchObject({ deliveryboy_status: 'delivered', order_status: 'completed', payment_status: 'paid', ledger_rows: 1 });
  });

  it('refuses a missing, malformed or wrong code with a message, and changes nothing but the count', async () => {
    const { pk, orderId } = await outForDelivery();
    const code = await codeFromShopper(orderId);
    const missing = await step(pk, { deliveryboy_status: 'delivered' });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ message: MESSAGES.rider.codeRequired, code: 'DELIVERY_CODE_REQUIRED' });
    const malformed = await step(pk, { deliveryboy_status: 'delivered', delivery_code: '12a4' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe(MESSAGES.rider.codeFormat);
    const wrong = await step(pk, { deliveryboy_status: 'delivered', delivery_code: wrongFor(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ message: MESSAGES.rider.codeWrong(4), code: 'DELIVERY_CODE_WRONG', attempts_left: 4 });
    expect(await stored(pk)).toEqual({ deliveryboy_status: 'out_for_delivery', order_status: 'approved', payment_status: 'pending', delivery_code_attempts: 1, ledger_rows: 0 });
    // The code is unchanged by the refusals: the shopper's page still shows the same one.
    expect(await codeFromShopper(orderId)).toBe(code);
  });

  it('locks after 5 wrong codes, even when they race, until an admin delivers it with a note', async () => {
    const { pk, orderId } = await outForDelivery();
    const code = await codeFromShopper(orderId);
    const answers = await Promise.all(Array.from({ length: 9 }, () => step(pk, { deliveryboy_status: 'delivered', delivery_code: wrongFor(code) })));
    // Exactly four tries are answered "wrong"; the fifth and every later one find the order locked.
    expect(answers.filter((a) => a.status === 400 && a.json.code === 'DELIVERY_CODE_WRONG')).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409 && a.json.code === 'DELIVERY_CODE_LOCKED')).toHaveLength(5);
    expect((await stored(pk))!.delivery_code_attempts).toBe(5);
    const right = await step(pk, { deliveryboy_status: 'delivered', delivery_code: code });
    expect(right.status).toBe(409);
    expect(right.json).toEqual({ message: MESSAGES.rider.codeLocked, code: 'DELIVERY_CODE_LOCKED' });
    expect(await stored(pk)).toMatchObject({ deliveryboy_status: 'out_for_delivery', ledger_rows: 0 });

    // The rider cannot override; the admin needs a note.
    expect((await step(pk, { deliveryboy_status: 'delivered', override_note: 'Customer said so' })).status).toBe(403);
    for (const body of [{ deliveryboy_status: 'delivered' }, { deliveryboy_status: 'delivered', override_note: '   ' }]) {
      const res = await step(pk, body, admin);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: MESSAGES.console.orders.overrideNoteRequired, code: 'DELIVERY_CODE_REQUIRED' });
    }
    const note = 'Customer lost the SMS; confirmed by phone';
    const over = await step(pk, { deliveryboy_status: 'delivered', override_note: note }, admin);
    expect(over.status, over.text).toBe(200);
    expect(await stored(pk)).toMatchObject({ deliveryboy_status: 'delivered', payment_status: 'paid', ledger_rows: 1 });
    const log = await call(`admin/activity?order=${orderId}`, { token: admin });
    expect(log.json.entries[0]).toMatchObject({ action: 'order.delivery', actor_role: 'admin', detail: { deliveryboy_status: 'delivered', override_note: note, delivery_proof: 'admin_override' } });
    // The wrong tries are in the log too, as wrong codes, never with the code itself.
    const tries = log.json.entries.filter((e: { detail: Record<string, string> }) => e.detail.delivery_proof === 'wrong_code');
    expect(tries).toHaveLength(5);
    expect(JSON.stringify(log.json.entries)).not.toContain(`"${code}"`);
  });

  it('cannot be used by another rider of the shop, nor by another shop’s rider or admin', async () => {
    const { pk, orderId } = await outForDelivery();
    const code = await codeFromShopper(orderId);
    const otherRider = await makeAccount('sehat', 'delivery');
    expect((await step(pk, { deliveryboy_status: 'delivered', delivery_code: code }, otherRider.token)).status).toBe(403);
    const [kiranaRider, kiranaAdmin] = await Promise.all([makeAccount('kirana', 'delivery'), seededAccount('admin@example.com', 'kirana')]);
    for (const token of [kiranaRider.token, kiranaAdmin.token]) {
      const res = await put(`placeOrder/update-deliveryboy-status/${orderId}`, { deliveryboy_status: 'delivered', delivery_code: code, override_note: 'x' }, token, KIRANA);
      expect(res.status).toBe(404);
    }
    expect(await stored(pk)).toMatchObject({ deliveryboy_status: 'out_for_delivery', delivery_code_attempts: 0, ledger_rows: 0 });
  });

  it('is not asked of an order sent out before codes existed', async () => {
    const [product] = await productsOf('sehat', 1, 40);
    const shopper = await newShopper();
    const order = await insertOrder({ userId: shopper.id, status: 'approved', delivery: { riderId, status: 'out_for_delivery' }, lines: [{ product: product!, quantity: 1 }] });
    expect((await call(`placeOrder/${order.orderId}`, { token: shopper.token })).json).not.toHaveProperty('delivery_code');
    expect((await step(order.pk, { deliveryboy_status: 'delivered' })).status).toBe(200);
  });

  it('goes out with the out-for-delivery message: the e-mail and the SMS/WhatsApp template carry it', async () => {
    const { orderId } = await outForDelivery();
    const code = await codeFromShopper(orderId);
    const deadline = Date.now() + 10_000;
    let mail: { body_text: string; body_html: string } | null = null;
    while (!mail && Date.now() < deadline) {
      mail = await dbOf('sehat')
        .prepare(`SELECT o.body_text, o.body_html FROM outbox o JOIN notification_events e ON e.id = o.event_id
                  WHERE o.order_id = ? AND e.type = 'delivery.out_for_delivery' AND o.to_email NOT LIKE 'admin%'`)
        .bind(orderId)
        .first<{ body_text: string; body_html: string }>();
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    expect(mail, 'the out-for-delivery mail reached the outbox').not.toBeNull();
    expect(mail!.body_text).toContain(M.deliveryCode(code));
    expect(mail!.body_html).toContain(code);
    // The SMS and WhatsApp message of the same event: the template with the code as its variable.
    const did = await distributorId('sehat');
    const loaded = await findOrder(dbOf('sehat'), did, { orderId });
    const sms = await templateMessage(dbOf('sehat'), {
      type: 'delivery.out_for_delivery', payload: {}, forAdmin: false, language: 'en-IN', order: loaded, shop: { id: did, name: 'Sehat Pharmacy', origin: 'http://localhost' },
    });
    expect(sms!.template).toBe('out_for_delivery_code');
    expect(sms!.variables).toContainEqual({ name: 'code', value: code });
  });
});
