import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { HI_INVOICE_PDF as HI } from '@/lib/i18n/hi-IN/invoice-pdf';
import { financialYearOf } from '@/lib/india/invoice-number';
import { MESSAGES } from '@/lib/messages';
import { formatPaise } from '@/lib/pricing';
import { SEHAT, call, distributorId } from './helpers';
import { dbOf } from './databases';
import { pdfText } from './pdf-text';
import { expireUnpaidOrders } from '@/server/jobs/expire-unpaid-orders';
import { insertOrder, seededCrew, type Product } from './orders-support';
import { stepBody } from './delivery-code-support';

// The books an accountant signs: a tax invoice number only for goods supplied
// (handed to the rider or delivered), gapless; an invoiced order is never
// deleted; a cancellation or refund after supply is credited at once on a
// note naming the invoice.

const T = MESSAGES.invoicePdf;
const FY = financialYearOf(new Date());
const { shopper, shopperId, admin, rider, riderId, products } = await seededCrew(9);
const did = await distributorId('sehat');
const put = (path: string, body: unknown, token = admin) => call(path, { method: 'PUT', body, token });

async function pdfOf(path: string, token = shopper, language?: string): Promise<string> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) };
  const res = await exports.default.fetch(new Request(`${SEHAT}/api/placeOrder/${path}`, { headers }));
  expect(res.status).toBe(200);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

const numberIn = (text: string) => new RegExp(`${T.invoiceNo}\\n(\\S+)`).exec(text)?.[1] ?? null;

async function lastNumber(): Promise<number> {
  const row = await dbOf('sehat').prepare('SELECT last_number FROM tax_invoice_series WHERE distributor_id = ? AND financial_year = ?').bind(did, FY).first<{ last_number: number }>();
  return row?.last_number ?? 0;
}

async function invoiceNumberOf(pk: number): Promise<number | null> {
  const row = await dbOf('sehat').prepare('SELECT tax_invoice_number FROM orders WHERE id = ?').bind(pk).first<{ tax_invoice_number: number | null }>();
  return row?.tax_invoice_number ?? null;
}

async function notesOf(pk: number): Promise<number> {
  const row = await dbOf('sehat').prepare('SELECT COUNT(*) AS n FROM credit_notes WHERE order_pk = ?').bind(pk).first<{ n: number }>();
  return row?.n ?? 0;
}

/** A pending order approved and handed to the rider, up to `step`. */
async function handedOver(product: Product, step: 'approved' | 'assigned' | 'picked_up' | 'out_for_delivery' | 'delivered', quantity = 1) {
  const order = await insertOrder({ userId: shopperId, status: 'pending', lines: [{ product, quantity }] });
  expect((await put(`placeOrder/${order.pk}/status`, { status: 'approved' })).status).toBe(200);
  if (step === 'approved') return order;
  expect((await put(`placeOrder/assign-deliveryBoy/${order.pk}`, { assigned_deliveryboy_id: riderId })).status).toBe(200);
  for (const s of ['picked_up', 'out_for_delivery', 'delivered'] as const) {
    if (step === 'assigned') break;
    const res = await put(`placeOrder/update-deliveryboy-status/${order.pk}`, await stepBody(order.pk, s), rider);
    expect(res.status, res.json?.message).toBe(200);
    if (s === step) break;
  }
  return order;
}

describe('a tax invoice number for goods supplied, and only for them', () => {
  it('prints an approved order as an Order Summary with no number; the number comes when the rider picks the goods up', async () => {
    const start = await lastNumber();
    const order = await handedOver(products[0]!, 'assigned');
    const summary = await pdfOf(`print-invoice/${order.pk}`);
    expect(summary).toContain(T.orderSummary);
    expect(summary).toContain(T.notYetInvoiced);
    expect(summary).not.toContain(T.taxInvoice);
    expect(numberIn(summary)).toBeNull();
    const hindi = await pdfOf(`print-invoice/${order.pk}`, shopper, 'hi-IN');
    // The reph of ऑर्डर reads back in drawing order, so the title is matched by its last word.
    expect(HI.orderSummary).toContain('सारांश');
    expect(hindi).toContain('सारांश');
    expect(hindi).not.toContain(HI.invoiceNo);
    expect(await lastNumber()).toBe(start);
    expect(await invoiceNumberOf(order.pk)).toBeNull();

    // Handed over: numbered with the step itself, before anyone prints it.
    expect((await put(`placeOrder/update-deliveryboy-status/${order.pk}`, { deliveryboy_status: 'picked_up' }, rider)).status).toBe(200);
    expect(await invoiceNumberOf(order.pk)).toBe(start + 1);
    const invoice = await pdfOf(`print-invoice/${order.pk}`);
    expect(invoice).toContain(T.taxInvoice);
    expect(numberIn(invoice)).toBe(`${FY}/${String(start + 1).padStart(5, '0')}`);
    // Later steps keep it.
    expect((await put(`placeOrder/update-deliveryboy-status/${order.pk}`, { deliveryboy_status: 'out_for_delivery' }, rider)).status).toBe(200);
    expect(await invoiceNumberOf(order.pk)).toBe(start + 1);
  });

  it('gives an order cancelled before supply no number, so the numbers of supplied orders have no gap', async () => {
    const start = await lastNumber();
    const cancelled = await handedOver(products[1]!, 'assigned');
    expect((await put(`placeOrder/${cancelled.pk}/status`, { status: 'cancelled' })).status).toBe(200);
    const text = await pdfOf(`print-invoice/${cancelled.pk}`);
    expect(text).toContain(T.orderSummary);
    expect(numberIn(text)).toBeNull();
    const [a, b] = [await handedOver(products[2]!, 'picked_up'), await handedOver(products[3]!, 'delivered')];
    expect([await invoiceNumberOf(cancelled.pk), await invoiceNumberOf(a.pk), await invoiceNumberOf(b.pk)]).toEqual([null, start + 1, start + 2]);
    expect(await lastNumber()).toBe(start + 2);
  });

  it('numbers orders handed over at the same moment consecutively, and one order handed over twice at once only once', async () => {
    const start = await lastNumber();
    const orders = await Promise.all(Array.from({ length: 5 }, (_, i) => handedOver(products[i]!, 'assigned')));
    const twice = orders[0]!;
    const steps = await Promise.all([
      ...orders.map((o) => put(`placeOrder/update-deliveryboy-status/${o.pk}`, { deliveryboy_status: 'picked_up' }, rider)),
      put(`placeOrder/update-deliveryboy-status/${twice.pk}`, { deliveryboy_status: 'picked_up' }, rider),
    ]);
    // The same step sent twice: one lands, the other finds it done or changed meanwhile.
    expect(steps.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(5);
    const numbers = await Promise.all(orders.map((o) => invoiceNumberOf(o.pk)));
    expect([...numbers].sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5].map((n) => start + n));
    expect(await lastNumber()).toBe(start + 5);
  });

  it('refuses to delete an invoiced order (409) with a message saying what to do instead, changing nothing', async () => {
    const delivered = await handedOver(products[4]!, 'delivered');
    const res = await call(`placeOrder/delete/byOrderId/${delivered.pk}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ message: MESSAGES.gst.invoicedLocked, code: 'CONFLICT' });
    expect((await call(`placeOrder/${delivered.pk}`, { token: admin })).status).toBe(200);
    // A failed delivery brings the goods back, but the invoice stays issued: no deletion either, by the shop or the shopper.
    const failed = await handedOver(products[5]!, 'picked_up');
    expect((await put(`placeOrder/update-deliveryboy-status/${failed.pk}`, { deliveryboy_status: 'failed', reason: 'Door locked' }, rider)).status).toBe(200);
    expect(await invoiceNumberOf(failed.pk)).not.toBeNull();
    const again = await call(`placeOrder/delete/byOrderId/${failed.pk}`, { method: 'DELETE', token: admin });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(MESSAGES.gst.invoicedLocked);
    expect((await call(`placeOrder/${failed.pk}`, { token: admin })).status).toBe(200);
  });
});

describe('credit notes at once', () => {
  it('credits an invoiced order cancelled after a failed delivery on a note naming the invoice, for all it invoiced', async () => {
    const order = await handedOver(products[6]!, 'picked_up', 2);
    expect((await put(`placeOrder/update-deliveryboy-status/${order.pk}`, { deliveryboy_status: 'failed', reason: 'Not at home' }, rider)).status).toBe(200);
    const invoice = await pdfOf(`print-invoice/${order.pk}`);
    const invoiceTotal = /Total\n(₹[\d,]+\.\d{2})\nAmount in words/.exec(invoice)![1]!;
    expect(await notesOf(order.pk)).toBe(0);
    expect((await put(`placeOrder/${order.pk}/status`, { status: 'cancelled' })).status).toBe(200);
    // Issued with the cancellation, not at some later print.
    expect(await notesOf(order.pk)).toBe(1);
    const note = await pdfOf(`print-credit-note/${order.pk}`, admin);
    expect(note).toContain(`${T.againstInvoice}\n${numberIn(invoice)}`);
    expect(note).toContain(products[6]!.product_name.slice(0, 12));
    expect(note).toContain('Delivery charges (with goods at');
    expect(note).toContain(`${T.total}\n${invoiceTotal}`);
    expect(await notesOf(order.pk)).toBe(1);
  });

  it('credits an invoiced order the unpaid-order timer cancels in the cancelling batch, before anyone prints', async () => {
    // A pending UPI order the rider took out before the shop approved it and brought back, its
    // payment still awaited: no rider is given a UPI order waiting for its money any more
    // (direct-upi.test.ts), so the payment is made pending after the round, as for an order
    // sent out before that rule.
    const order = await insertOrder({ userId: shopperId, status: 'pending', lines: [{ product: products[8]!, quantity: 1 }] });
    expect((await put(`placeOrder/assign-deliveryBoy/${order.pk}`, { assigned_deliveryboy_id: riderId })).status).toBe(200);
    expect((await put(`placeOrder/update-deliveryboy-status/${order.pk}`, { deliveryboy_status: 'picked_up' }, rider)).status).toBe(200);
    expect((await put(`placeOrder/update-deliveryboy-status/${order.pk}`, { deliveryboy_status: 'failed', reason: 'Not at home' }, rider)).status).toBe(200);
    const expiresAt = Date.now() + 60_000;
    await dbOf('sehat').prepare("UPDATE orders SET payment_status = 'pending', payment_expires_at = ? WHERE id = ?").bind(new Date(expiresAt).toISOString(), order.pk).run();
    const invoiceNumber = await invoiceNumberOf(order.pk);
    expect(invoiceNumber).not.toBeNull();
    expect(await notesOf(order.pk)).toBe(0);

    expect(await expireUnpaidOrders(env, new Date(expiresAt + 1_000))).toBeGreaterThanOrEqual(1);
    expect((await call(`placeOrder/${order.pk}`, { token: admin })).json).toMatchObject({ order_status: 'cancelled', payment_status: 'expired' });
    // The note came with the cancellation, its lines on it, with no print in between.
    expect(await notesOf(order.pk)).toBe(1);
    const uncredited = await dbOf('sehat').prepare('SELECT COUNT(*) AS n FROM order_products WHERE order_pk = ? AND credit_note_id IS NULL').bind(order.pk).first<{ n: number }>();
    expect(uncredited!.n).toBe(0);
    const note = await pdfOf(`print-credit-note/${order.pk}`, admin);
    expect(note).toContain(`${T.againstInvoice}\n${FY}/${String(invoiceNumber).padStart(5, '0')}`);
    expect(await notesOf(order.pk)).toBe(1);
  });

  it('credits a partial refund of a delivered order as the refund is made', async () => {
    const order = await insertOrder({ userId: shopperId, status: 'completed', deliveredAgoHours: 2, lines: [{ product: products[7]!, quantity: 1 }, { product: products[0]!, quantity: 1 }] });
    await pdfOf(`print-invoice/${order.pk}`);
    const refund = await call(`placeOrder/orders/${order.pk}/process-refund`, { method: 'POST', token: admin, body: { product_id: products[7]!.id } });
    expect(refund.status, refund.json?.message).toBe(200);
    expect(await notesOf(order.pk)).toBe(1);
    const lineRefund = Math.round(refund.json.order.products.find((p: { product_id: number }) => p.product_id === products[7]!.id).refund_amount * 100);
    expect(await pdfOf(`print-credit-note/${order.pk}`)).toContain(`${T.total}\n${formatPaise(lineRefund)}`);
  });
});
