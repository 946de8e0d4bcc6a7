import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { paiseInWords } from '@/lib/india/amount-in-words';
import { paiseInHindiWords } from '@/lib/india/amount-in-words-hi';
import { HI_INVOICE_PDF as HI } from '@/lib/i18n/hi-IN/invoice-pdf';
import { financialYearOf } from '@/lib/india/invoice-number';
import { MESSAGES } from '@/lib/messages';
import { paymentLabel } from '@/lib/payment-label';
import { formatPaise } from '@/lib/pricing';
import { addToCart, newCoupon, newProduct, newShopper, placeAll, placePayload } from './checkout-fixtures';
import { KIRANA, SEHAT, call, distributorId } from './helpers';
import { dbOf } from './databases';
import { pdfFonts, pdfText } from './pdf-text';
import { ADMIN, RIDER, SHOPPER, accountId, deliver, insertOrder, productsOf, tokenFor } from './orders-support';

// The invoice PDF as a tax officer reads it: number series, supplier and
// place of supply, CGST + SGST or IGST, and figures that add up to what the
// shopper paid. Sehat is registered in Maharashtra (27), kirana in Karnataka
// (29); the seeded shopper lives in Karnataka.

const T = MESSAGES.invoicePdf;
const FY = financialYearOf(new Date());
const [shopper, admin, kiranaShopper, kiranaAdmin, shopperId, rider, riderId] = await Promise.all([
  tokenFor(...SHOPPER),
  tokenFor(...ADMIN),
  tokenFor(...SHOPPER, 'kirana'),
  tokenFor(...ADMIN, 'kirana'),
  accountId(SHOPPER[0]),
  tokenFor(...RIDER),
  accountId(RIDER[0]),
]);

async function invoiceText(orderPk: number, token: string, host = SEHAT): Promise<string> {
  const res = await exports.default.fetch(new Request(`${host}/api/placeOrder/print-invoice/${orderPk}`, { headers: { authorization: `Bearer ${token}` } }));
  expect(res.status).toBe(200);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

async function creditNoteText(orderPk: number, token: string): Promise<string> {
  const res = await exports.default.fetch(new Request(`${SEHAT}/api/placeOrder/print-credit-note/${orderPk}`, { headers: { authorization: `Bearer ${token}` } }));
  expect(res.status).toBe(200);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

async function seededOrders(token: string, userId: number, host = SEHAT) {
  return (await call(`placeOrder/orders/${userId}`, { token, host })).json.orders as Array<{ id: number; order_status: string; final_price_after_coupon: number; payment_status: string | null; payment_method: string | null }>;
}

const numberIn = (text: string) => new RegExp(`${T.invoiceNo}\\n(\\S+)`).exec(text)?.[1] ?? null;

describe('invoice numbers', () => {
  it('numbers an order supplied before numbers came with the rider’s step at its first print, keeps it, and gives a pending or cancelled order none', async () => {
    const list = await seededOrders(shopper, shopperId);
    const byStatus = (s: string) => list.find((o) => o.order_status === s)!;
    const pending = await invoiceText(byStatus('pending').id, shopper);
    expect(pending).toContain(T.orderSummary);
    expect(pending).toContain(T.notYetInvoiced);
    expect(pending).not.toContain(T.taxInvoice);
    expect(numberIn(pending)).toBeNull();
    expect(numberIn(await invoiceText(byStatus('cancelled').id, shopper))).toBeNull();

    const approved = await invoiceText(byStatus('approved').id, shopper);
    expect(approved).toContain(T.taxInvoice);
    expect(numberIn(approved)).toBe(`${FY}/00001`);
    // The payment state in the words My Orders and the console use.
    const { payment_status, payment_method } = byStatus('approved');
    expect(paymentLabel(payment_status, payment_method)).toBeTruthy();
    expect(approved).toContain(`${T.paymentStatus}\n${paymentLabel(payment_status, payment_method)}`);
    // Printed again, by the shopper or the admin: the same number.
    expect(numberIn(await invoiceText(byStatus('approved').id, admin))).toBe(`${FY}/00001`);
    expect(numberIn(await invoiceText(byStatus('completed').id, shopper))).toBe(`${FY}/00002`);
  });

  it('gives orders printed at the same moment distinct numbers without a gap', async () => {
    const products = await productsOf('sehat', 2);
    const placed = await Promise.all(
      Array.from({ length: 6 }, () => insertOrder({ userId: shopperId, status: 'completed', lines: [{ product: products[0]!, quantity: 1 }] })),
    );
    await Promise.all(placed.map((o) => invoiceText(o.pk, admin)));
    const did = await distributorId('sehat');
    const { results } = await dbOf('sehat')
      .prepare('SELECT tax_invoice_number AS n FROM orders WHERE distributor_id = ? AND tax_invoice_year = ? ORDER BY n')
      .bind(did, FY)
      .all<{ n: number }>();
    expect(results.map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const series = await dbOf('sehat').prepare('SELECT last_number FROM tax_invoice_series WHERE distributor_id = ? AND financial_year = ?').bind(did, FY).first();
    expect(series).toEqual({ last_number: 8 });
  });

  it('keeps each shop’s series apart', async () => {
    const [order] = (await seededOrders(kiranaShopper, await accountId(SHOPPER[0], 'kirana'), KIRANA)).filter((o) => o.order_status === 'approved');
    expect(numberIn(await invoiceText(order!.id, kiranaShopper, KIRANA))).toBe(`${FY}/00001`);
  });
});

describe('what the tax invoice says', () => {
  it('taxes an order to another state as IGST, coupon and delivery shared, adding up to what was paid', async () => {
    const s = await newShopper();
    const tablets = await newProduct('sehat', { pricePaise: 40550, stock: 5, name: 'GST Test Tablets' });
    const monitor = await newProduct('sehat', { pricePaise: 29997, stock: 5, name: 'GST Test Monitor' });
    const db = dbOf('sehat');
    await db.prepare("UPDATE products SET hsn_code = '30049099', gst_rate_bp = 500 WHERE id = ?").bind(tablets.id).run();
    await db.prepare("UPDATE products SET hsn_code = '9018', gst_rate_bp = 1800 WHERE id = ?").bind(monitor.id).run();
    await newCoupon('sehat', { code: 'GSTTEN', kind: 'percent', value: 10 });
    await addToCart(s, tablets.id, 1);
    await addToCart(s, monitor.id, 1);
    // Bengaluru's own pincode: the shop's Bengaluru area (₹80, no cash on delivery), so paid by UPI.
    const placed = await placeAll(s, placePayload(s, { coupon_code: 'GSTTEN', delivery_address: '5 Residency Road, Bengaluru, Karnataka 560025', delivery_pincode: '560025', payment_method: 'UPI', upi_id: 'asha@okhdfc', payment_gateway: 'UPI' }));
    expect(placed.status, placed.json?.message).toBe(201);
    const order = placed.json.order;
    // Items ₹705.47, 10 % coupon ₹70.55, delivery ₹80: paid ₹714.92.
    expect(order.final_price_after_coupon).toBe(714.92);
    // The tax invoice is issued when the goods are handed over: approved, then delivered.
    await deliver(order.id, admin, rider, riderId);

    const text = await invoiceText(order.id, s.token);
    expect(text).toContain(`${T.gstin}: 27AAKCS4821M1ZW`);
    expect(text).toContain('Sehat Healthcare Private Limited');
    expect(text).toContain(`${T.placeOfSupply}: Karnataka (29)`);
    expect(text).toContain(T.columns.igst);
    expect(text).not.toContain(T.columns.cgst);
    // Coupon shares 4055 and 3000 paise: the tablets' ₹364.95 at 5 % is ₹347.57 + ₹17.38 IGST.
    expect(text).toMatch(/1\nGST Test Tablets\n30049099\n1 NOS\n₹347\.57\n5%\n₹17\.38\n₹364\.95/);
    // The monitor's ₹269.97 at 18 % is ₹228.79 + ₹41.18 IGST.
    expect(text).toMatch(/2\nGST Test Monitor\n9018\n1 NOS\n₹228\.79\n18%\n₹41\.18\n₹269\.97/);
    // ₹80 delivery shared by those amounts, 4598.38 / 3401.62 -> 4598 / 3402 paise, taxed at 5 % and 18 %.
    expect(text).toMatch(/Delivery charges \(with goods at 5%\)\n₹43\.79\n5%\n₹2\.19\n₹45\.98/);
    expect(text).toMatch(/Delivery charges \(with goods at 18%\)\n₹28\.83\n18%\n₹5\.19\n₹34\.02/);
    // The tax table's total: taxable ₹648.98 + IGST ₹65.94 = ₹714.92, what was paid.
    expect(text).toMatch(/Total\n₹648\.98\n₹65\.94\n₹714\.92/);
    expect(text).toContain(`${T.total}\n${formatPaise(71492)}`);
    expect(text).toContain(paiseInWords(71492));
    expect(text).toContain('Rupees Seven Hundred Fourteen and Ninety-Two Paise Only');
  });

  it('taxes an order within the state as CGST + SGST', async () => {
    const list = await seededOrders(kiranaShopper, await accountId(SHOPPER[0], 'kirana'), KIRANA);
    const completed = list.find((o) => o.order_status === 'completed')!;
    const text = await invoiceText(completed.id, kiranaAdmin, KIRANA);
    expect(text).toContain(`${T.gstin}: 29ABJFK7316P1ZJ`);
    expect(text).toContain(`${T.placeOfSupply}: Karnataka (29)`);
    expect(text).toContain(T.columns.cgst);
    expect(text).toContain(T.columns.sgst);
    expect(text).not.toContain(T.columns.igst);
    expect(text).toContain(`${T.total}\n${formatPaise(Math.round(completed.final_price_after_coupon * 100))}`);
  });

  it('takes the shop’s state as the place of supply when the address names none, and says so', async () => {
    const products = await productsOf('sehat', 1);
    const placed = await insertOrder({ userId: shopperId, status: 'approved', lines: [{ product: products[0]!, quantity: 2 }] });
    await dbOf('sehat').prepare("UPDATE orders SET delivery_address = '14 MG Road, near the post office' WHERE id = ?").bind(placed.pk).run();
    const text = await invoiceText(placed.pk, shopper);
    expect(text).toContain(`${T.placeOfSupply}: Maharashtra (27) ${T.placeAssumed}`);
    expect(text).toContain(T.columns.cgst);
  });
});

describe('credit notes', () => {
  it('credits each refund on a numbered note naming the invoice; the notes add up to what was paid', async () => {
    const [first, second] = await productsOf('sehat', 2);
    const placed = await insertOrder({ userId: shopperId, status: 'completed', couponPaise: 3333, lines: [{ product: first!, quantity: 1 }, { product: second!, quantity: 2 }] });
    const none = await call(`placeOrder/print-credit-note/${placed.pk}`, { token: shopper });
    expect(none.status).toBe(404);
    expect(none.json).toEqual({ message: T.noCreditNote, code: 'NO_CREDIT_NOTE' });
    const invoice = await invoiceText(placed.pk, shopper);
    const invoiceNo = numberIn(invoice)!;
    const paidPaise = Number(/Total\n₹([\d,]+\.\d{2})\nAmount in words/.exec(invoice)![1]!.replace(/,/g, '')) * 100;

    const partial = await call(`placeOrder/orders/${placed.pk}/process-refund`, { method: 'POST', token: admin, body: { product_id: second!.id } });
    expect(partial.status, partial.json?.message).toBe(200);
    const lineRefund = Math.round(partial.json.order.products.find((p: { product_id: number }) => p.product_id === second!.id).refund_amount * 100);
    const one = await creditNoteText(placed.pk, shopper);
    expect(one).toContain(T.creditNote);
    expect(one).toContain(`${T.creditNoteNo}\nCN/${FY}/00001`);
    expect(one).toContain(`${T.againstInvoice}\n${invoiceNo}`);
    expect(one).toContain(second!.product_name.slice(0, 12));
    expect(one).not.toContain(first!.product_name.slice(0, 12));
    expect(one).toContain(`${T.total}\n${formatPaise(lineRefund)}`);
    // Asked for in Hindi: the same note in Hindi words, its numbers unchanged.
    const hindi = await exports.default.fetch(new Request(`${SEHAT}/api/placeOrder/print-credit-note/${placed.pk}`, { headers: { authorization: `Bearer ${shopper}`, 'accept-language': 'hi-IN' } }));
    const hindiBytes = new Uint8Array(await hindi.arrayBuffer());
    expect(await pdfFonts(hindiBytes)).toContain('NotoSansDevanagari-Regular');
    expect(await pdfText(hindiBytes)).toMatch(new RegExp(`जमा पत्र[^]*CN/${FY}/00001[^]*${invoiceNo}`));
    // Printed again: the same note, no new number.
    expect(await creditNoteText(placed.pk, admin)).toBe(one.replace(/\r/g, ''));

    expect((await call(`placeOrder/orders/${placed.pk}/process-refund`, { method: 'POST', token: admin, body: {} })).status).toBe(200);
    const both = await creditNoteText(placed.pk, shopper);
    expect(both).toContain(`CN/${FY}/00001`);
    expect(both).toContain(`CN/${FY}/00002`);
    expect(both).toContain('Delivery charges (with goods at');
    const totals = [...both.matchAll(/Total\n(₹[\d,]+\.\d{2})\nAmount in words/g)].map((m) => Number(m[1]!.replace(/[₹,]/g, '')) * 100);
    expect(totals).toHaveLength(2);
    expect(Math.round(totals[0]! + totals[1]!)).toBe(Math.round(paidPaise));
  });
});

describe('GST settings', () => {
  it('refuses a mistyped GSTIN or one of another state with a message, changing nothing', async () => {
    const before = (await call('gst/supplier', { token: admin })).json.supplier;
    expect(before).toMatchObject({ gstin: '27AAKCS4821M1ZW', state: 'Maharashtra (27)' });
    const base = { legal_name: 'Sehat Healthcare Private Limited', address: 'Pune', state_code: '27' };
    const cases: Array<[string, string, string]> = [
      ['27AAKCS4821M1ZX', '27', MESSAGES.gst.gstinCheck],
      ['27AAKCS4821M1Z', '27', MESSAGES.gst.gstinShape],
      ['27AAPFU0939F1ZV', '29', MESSAGES.gst.gstinOtherState],
    ];
    for (const [gstin, state, message] of cases) {
      const res = await call('gst/supplier', { method: 'PUT', token: admin, body: { ...base, gstin, state_code: state } });
      expect(res.status, gstin).toBe(400);
      expect(res.json).toEqual({ message, code: 'BAD_REQUEST' });
    }
    expect((await call('gst/supplier', { token: admin })).json.supplier).toEqual(before);
    expect((await call('gst/supplier', { method: 'PUT', token: shopper, body: { ...base, gstin: '27AAPFU0939F1ZV' } })).status).toBe(403);
    // Lower case and spaces are read as the capitals they stand for.
    const ok = await call('gst/supplier', { method: 'PUT', token: admin, body: { ...base, gstin: '27aapfu 0939f1zv' } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ message: MESSAGES.gst.supplierUpdated, supplier: { legal_name: base.legal_name, address: 'Pune', state_code: '27', state: 'Maharashtra (27)', gstin: '27AAPFU0939F1ZV' } });
  });

  it('lists the rates in force and gives a product only one of them', async () => {
    const rates = (await call('gst/rates', { token: admin })).json.rates.map((r: { rate: number }) => r.rate);
    expect(rates).toEqual([0, 0.25, 1.5, 3, 5, 18, 40]);
    const [product] = await productsOf('sehat', 1);
    const path = `ecomProd/ecomProducts/${product!.id}`;
    const twelve = await call(path, { method: 'PUT', token: admin, body: { gst_rate: 12 } });
    expect(twelve.status).toBe(400);
    expect(twelve.json).toEqual({ message: MESSAGES.gst.rateNotInForce('0, 0.25, 1.5, 3, 5, 18, 40'), code: 'GST_RATE_NOT_IN_FORCE' });
    const hsn = await call(path, { method: 'PUT', token: admin, body: { hsn_code: '30A4' } });
    expect(hsn.json).toEqual({ message: MESSAGES.gst.hsnInvalid, code: 'BAD_REQUEST' });
    const ok = await call(path, { method: 'PUT', token: admin, body: { gst_rate: 18, hsn_code: '30049099' } });
    expect(ok.status).toBe(200);
    expect(ok.json.product).toMatchObject({ gst_rate: 18, hsn_code: '30049099' });
    expect((await call(`ecomProd/ecomProducts/${product!.id}`)).json).toMatchObject({ gst_rate: 18, hsn_code: '30049099' });
  });
});

describe('in Hindi', () => {
  /** The PDF asked for as a Hindi page asks (its islands send Accept-Language: hi-IN), or as before. */
  async function invoicePdf(path: string, token: string, host: string, language?: string) {
    const res = await exports.default.fetch(
      new Request(`${host}/api/placeOrder/${path}`, { headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) } }),
    );
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { text: await pdfText(bytes), fonts: await pdfFonts(bytes) };
  }

  it('draws the tax invoice with the Hindi labels and amount in words in Noto Sans Devanagari; the legal figures stay as they are', async () => {
    const list = await seededOrders(kiranaShopper, await accountId(SHOPPER[0], 'kirana'), KIRANA);
    const completed = list.find((o) => o.order_status === 'completed')!;
    const paise = Math.round(completed.final_price_after_coupon * 100);
    const hindi = await invoicePdf(`print-invoice/${completed.id}`, kiranaAdmin, KIRANA, 'hi-IN');
    const english = await invoicePdf(`print-invoice/${completed.id}`, kiranaAdmin, KIRANA);
    expect(hindi.fonts).toEqual(['DejaVuSans', 'DejaVuSans-Bold', 'NotoSansDevanagari-Regular']);
    // Words read back as written where no vowel sign is drawn before its consonant (ि is: a viewer's copy gives its visual order).
    for (const label of [HI.columns.product, HI.columns.qty, HI.state, HI.itemsTotal, 'कर बीजक']) expect(hindi.text).toContain(label);
    expect(hindi.text).toContain(paiseInHindiWords(paise));
    expect(hindi.text).toContain('(Tax Invoice)');
    expect(hindi.text).toContain('GSTIN: 29ABJFK7316P1ZJ');
    expect(hindi.text).toContain(formatPaise(paise));
    expect(hindi.text).toContain(numberIn(english.text)!);
    // The English invoice is as before: DejaVu only, English words.
    expect(english.fonts).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    expect(english.text).toContain(`${T.total}\n${formatPaise(paise)}`);
    expect(english.text).toContain(paiseInWords(paise));
    expect(english.text).not.toMatch(/[\u0900-\u097F]/);
  });
});
