import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { runScheduled } from '@/server/jobs/scheduled';
import { HI_IN_REFUNDS_OWED } from '@/lib/i18n/hi-IN/refunds-owed';
import { REFUNDS_OWED_MESSAGES } from '@/lib/refunds-owed-messages';
import { call, KIRANA } from './helpers';
import { dbOf } from './databases';
import { addToCart, newProduct, newShopper, placeAll, placePayload, seededAccount, type Shopper } from './checkout-fixtures';

// The daily reconciliation of the ledger with the payment gateway: for the
// shop's recent gateway orders, the payments the gateway (the local Razorpay
// stand-in, answering GET /v1/orders/{id}/payments) reports captured are
// compared with the ledger's gateway captures, and each difference is listed
// in the console once, however often the job runs.

const KEYS = { key_id: 'rzp_test_Recon0001KeyA', key_secret: 'sk-recon-secret-9b2c41e7aa', webhook_secret: 'wh-recon-secret-3d8e5f1c20' };
const CARD = { payment_method: 'Credit/Debit Card', payment_gateway: 'CARD', card_details: { card_name: 'Asha Rao', card_number: '4111111111111111', expiry_date: '11/39', cvv: '123' } };

let admin: Shopper;
beforeAll(async () => {
  admin = await seededAccount('admin@example.com');
  expect((await call('admin/payment-keys', { method: 'PUT', token: admin.token, body: KEYS })).status).toBe(200);
});

/** A card order of one ₹250 product (+ ₹40 delivery) and its Razorpay order; `pay` completes the payment in the stand-in Checkout. */
async function cardOrder(s: Shopper, pay: boolean) {
  const product = await newProduct('sehat', { pricePaise: 25_000, stock: 10 });
  await addToCart(s, product.id, 1);
  const placed = await placeAll(s, placePayload(s, CARD));
  expect(placed.status, placed.text).toBe(201);
  const order = placed.json.order as { id: number; order_id: string };
  const gatewayOrderId = (await call(`placeOrder/${order.order_id}/gateway-checkout`, { token: s.token })).json.gateway_order_id as string;
  if (!pay) return { order, gatewayOrderId, paid: null };
  const paid = await call('razorpay-stand-in/pay', { method: 'POST', body: { order_id: gatewayOrderId } });
  expect(paid.status, paid.text).toBe(200);
  return { order, gatewayOrderId, paid: paid.json as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string } };
}

/** A ledger capture written straight into the database: what a bug or a hand edit could leave behind. */
async function ledgerCapture(orderPk: number, reference: string, amountPaise: number) {
  await dbOf('sehat')
    .prepare(
      `INSERT INTO payments (distributor_id, order_pk, kind, method, amount_paise, reference, actor_role, created_at)
       SELECT distributor_id, id, 'capture', 'gateway', ?, ?, 'system', ? FROM orders WHERE id = ?`,
    )
    .bind(amountPaise, reference, new Date().toISOString(), orderPk)
    .run();
}

type Difference = { order_id: string; payment_id: string; kind: string; ledger_amount: number | null; gateway_amount: number | null };

describe('the ledger reconciled with the gateway', () => {
  it('lists each kind of difference once, from the admin action and the daily cron alike', async () => {
    const s = await newShopper();
    // Paid at the gateway, but the return and the webhook never arrived: the ledger lacks it.
    const lost = await cardOrder(s, true);
    // Paid, and the shopper's return recorded it: the books agree.
    const fine = await cardOrder(s, true);
    expect((await call(`placeOrder/${fine.order.order_id}/gateway-payment`, { method: 'PUT', token: s.token, body: fine.paid })).status).toBe(200);
    // The ledger holds a gateway capture of a payment the gateway never made.
    const ghost = await cardOrder(s, false);
    await ledgerCapture(ghost.order.id, 'pay_GhostPayment00001', 29_000);
    // Both know the payment, with different amounts.
    const skewed = await cardOrder(s, true);
    await ledgerCapture(skewed.order.id, skewed.paid!.razorpay_payment_id, 28_000);

    const before = await call('admin/reconciliation', { token: admin.token });
    expect(before.status).toBe(200);
    expect(before.json).toEqual({ differences: [], last_run: null });

    const run = await call('admin/reconciliation/run', { method: 'POST', token: admin.token });
    expect(run.status, run.text).toBe(200);
    const expected = [
      { order_id: lost.order.order_id, payment_id: lost.paid!.razorpay_payment_id, kind: 'missing_in_ledger', ledger_amount: null, gateway_amount: 290 },
      { order_id: ghost.order.order_id, payment_id: 'pay_GhostPayment00001', kind: 'unknown_to_gateway', ledger_amount: 290, gateway_amount: null },
      { order_id: skewed.order.order_id, payment_id: skewed.paid!.razorpay_payment_id, kind: 'amount_differs', ledger_amount: 280, gateway_amount: 290 },
    ];
    const pick = (d: Difference) => ({ order_id: d.order_id, payment_id: d.payment_id, kind: d.kind, ledger_amount: d.ledger_amount, gateway_amount: d.gateway_amount });
    const byOrder = (a: { order_id: string }, b: { order_id: string }) => a.order_id.localeCompare(b.order_id);
    expect((run.json.differences as Difference[]).map(pick).sort(byOrder)).toEqual([...expected].sort(byOrder));
    expect(run.json.last_run).toMatchObject({ orders_checked: 4, differences: 3 });
    expect((run.json.differences as Difference[]).map((d) => d.order_id)).not.toContain(fine.order.order_id);

    // Again by hand and by the daily cron trigger: nothing is listed twice.
    expect((await call('admin/reconciliation/run', { method: 'POST', token: admin.token })).status).toBe(200);
    await runScheduled('15 21 * * *', env, Date.now());
    const after = await call('admin/reconciliation', { token: admin.token });
    expect((after.json.differences as Difference[]).map(pick).sort(byOrder)).toEqual([...expected].sort(byOrder));
    expect(after.json.last_run).toMatchObject({ orders_checked: 4, differences: 3 });
  });

  it('a payment the ledger recorded is no difference, and an order older than the window is not looked at', async () => {
    const s = await newShopper();
    const late = await cardOrder(s, true);
    const old = await cardOrder(s, true);
    await dbOf('sehat').prepare("UPDATE orders SET created_at = '2020-01-01T00:00:00.000Z' WHERE id = ?").bind(old.order.id).run();
    expect((await call(`placeOrder/${late.order.order_id}/gateway-payment`, { method: 'PUT', token: s.token, body: late.paid })).status).toBe(200);
    const run = await call('admin/reconciliation/run', { method: 'POST', token: admin.token });
    const orders = (run.json.differences as Difference[]).map((d) => d.order_id);
    expect(orders).not.toContain(late.order.order_id);
    expect(orders).not.toContain(old.order.order_id);
  });

  it('is for admins only, and shows one shop only its own differences', async () => {
    const s = await newShopper();
    expect((await call('admin/reconciliation', { token: s.token })).status).toBe(403);
    expect((await call('admin/reconciliation/run', { method: 'POST', token: s.token })).status).toBe(403);
    expect((await call('admin/reconciliation')).status).toBe(401);
    const kiranaAdmin = await seededAccount('admin@example.com', 'kirana');
    const theirs = await call('admin/reconciliation', { token: kiranaAdmin.token, host: KIRANA });
    expect(theirs.status).toBe(200);
    expect(theirs.json.differences).toEqual([]);
    // A shop without gateway keys has nothing to compare.
    const none = await call('admin/reconciliation/run', { method: 'POST', token: kiranaAdmin.token, host: KIRANA });
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ code: 'GATEWAY_NOT_SET_UP', message: expect.stringMatching(/gateway keys/) });
  });
});

describe('marking a difference resolved', () => {
  it('records who, when and the note once; hides it from the default list; shows it on request', async () => {
    const s = await newShopper();
    const ghost = await cardOrder(s, false);
    await ledgerCapture(ghost.order.id, 'pay_GhostToResolve001', 29_000);
    const run = await call('admin/reconciliation/run', { method: 'POST', token: admin.token });
    const found = (run.json.differences as Array<Difference & { id: number; resolution: unknown }>).find((d) => d.payment_id === 'pay_GhostToResolve001')!;
    expect(found).toMatchObject({ order_id: ghost.order.order_id, kind: 'unknown_to_gateway', resolution: null });
    const path = `admin/reconciliation/${found.id}/resolve`;

    // A note is required, and at most 500 characters; in Hindi for a Hindi console.
    for (const body of [{}, { note: '   ' }, { note: 'x'.repeat(501) }]) {
      const res = await call(path, { method: 'POST', token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toEqual({ message: REFUNDS_OWED_MESSAGES.answers.resolveNoteRequired, code: 'BAD_REQUEST' });
    }
    const hindi = await call(path, { method: 'POST', token: admin.token, body: {}, headers: { 'accept-language': 'hi-IN' } });
    expect(hindi.json.message).toBe(HI_IN_REFUNDS_OWED.answers.resolveNoteRequired);
    // Only this shop's admin.
    expect((await call(path, { method: 'POST', token: s.token, body: { note: 'Mine' } })).status).toBe(403);
    const kiranaAdmin = await seededAccount('admin@example.com', 'kirana');
    const foreign = await call(path, { method: 'POST', token: kiranaAdmin.token, host: KIRANA, body: { note: 'Not ours' } });
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe(REFUNDS_OWED_MESSAGES.answers.differenceNotFound);
    expect((await call('admin/reconciliation', { token: admin.token })).json.differences.map((d: { id: number }) => d.id)).toContain(found.id);

    const before = Date.now();
    const note = 'Hand-entered capture by mistake; removed in the bank statement check.';
    const done = await call(path, { method: 'POST', token: admin.token, body: { note: `  ${note} ` } });
    expect(done.status, done.text).toBe(200);
    const adminName = (await dbOf('sehat').prepare('SELECT name FROM customers WHERE id = ?').bind(admin.id).first<{ name: string }>())!.name;
    expect(done.json).toMatchObject({ message: REFUNDS_OWED_MESSAGES.answers.resolved, difference: { id: found.id, resolution: { resolved_by: adminName, note } } });
    expect(Date.parse(done.json.difference.resolution.resolved_at)).toBeGreaterThanOrEqual(before - 1_000);

    // Hidden by default, listed with show=resolved or all.
    const ids = async (query: string) => ((await call(`admin/reconciliation${query}`, { token: admin.token })).json.differences as Array<{ id: number }>).map((d) => d.id);
    expect(await ids('')).not.toContain(found.id);
    expect(await ids('?show=open')).not.toContain(found.id);
    expect(await ids('?show=resolved')).toContain(found.id);
    expect(await ids('?show=all')).toContain(found.id);
    const bad = await call('admin/reconciliation?show=everything', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(REFUNDS_OWED_MESSAGES.answers.showInvalid);

    // Once: the first note stands, and later runs do not reopen it.
    const again = await call(path, { method: 'POST', token: admin.token, body: { note: 'Second thoughts' } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(REFUNDS_OWED_MESSAGES.answers.alreadyResolved);
    expect((await call('admin/reconciliation/run', { method: 'POST', token: admin.token })).status).toBe(200);
    expect(await ids('')).not.toContain(found.id);
    const kept = (await call('admin/reconciliation?show=resolved', { token: admin.token })).json.differences.find((d: { id: number }) => d.id === found.id);
    expect(kept.resolution.note).toBe(note);
    expect((await call('admin/reconciliation/999999/resolve', { method: 'POST', token: admin.token, body: { note } })).status).toBe(404);
  });
});
