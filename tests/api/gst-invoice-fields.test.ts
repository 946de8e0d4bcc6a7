import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { HI_CART } from '@/lib/i18n/hi-IN/cart';
import { addToCart, cartOf, newProduct, newShopper, placeAll, placePayload, type Shopper } from './checkout-fixtures';
import { SEHAT, call, distributorId } from './helpers';
import { dbOf } from './databases';
import { pdfText } from './pdf-text';
import { deliver, seededCrew } from './orders-support';

// What rule 46 of the CGST Rules asks a tax invoice to carry (units, the rate
// of each tax, reverse charge, the buyer's GSTIN, computer generated), a
// product's GST class as the admin API takes it, and an invoice reprinted
// exactly as issued after the shop and the product changed.

const T = MESSAGES.invoicePdf;
const G = MESSAGES.gst;
const C = MESSAGES.checkout;
const { admin, rider, riderId } = await seededCrew(1);
const category = (await dbOf('sehat').prepare('SELECT id FROM categories WHERE distributor_id = ? ORDER BY id LIMIT 1').bind(await distributorId('sehat')).first<{ id: number }>())!;

async function pdfOf(path: string, token: string): Promise<string> {
  const res = await exports.default.fetch(new Request(`${SEHAT}/api/placeOrder/${path}`, { headers: { authorization: `Bearer ${token}` } }));
  expect(res.status).toBe(200);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

/** A delivered order of `quantity` of a 5 % product sold by the kilo, placed through checkout in Pune (Maharashtra, the shop's state). */
async function deliveredOrder(s: Shopper, name: string, quantity: number, over: Record<string, unknown> = {}) {
  const product = await newProduct('sehat', { pricePaise: 10500, stock: 10, name });
  await dbOf('sehat').prepare("UPDATE products SET hsn_code = '0713', gst_rate_bp = 500, uqc = 'KGS' WHERE id = ?").bind(product.id).run();
  await addToCart(s, product.id, quantity);
  const placed = await placeAll(s, placePayload(s, { delivery_address: '12 MG Road, Camp, Pune, Maharashtra 411001', ...over }));
  expect(placed.status, placed.json?.message).toBe(201);
  await deliver(placed.json.order.id, admin, rider, riderId);
  return { pk: placed.json.order.id as number, product };
}

describe('a product’s GST class through the admin API', () => {
  const body = (over: Record<string, unknown> = {}) => ({ product_name: 'GST Class Drops', product_price: 50, category_id: category.id, ...over });

  it('refuses a product without a rate or HSN code, a rate not in force, a bad HSN code or unit, with a message; keeps a valid one', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, G.rateRequired],
      [{ gst_rate: null }, G.rateRequired],
      [{ gst_rate: 12 }, G.rateNotInForce('0, 0.25, 1.5, 3, 5, 18, 40')],
      [{ gst_rate: 5 }, G.hsnRequired],
      [{ gst_rate: 5, hsn_code: null }, G.hsnRequired],
      [{ gst_rate: 5, hsn_code: '' }, G.hsnRequired],
      [{ gst_rate: 5, hsn_code: '30041' }, G.hsnInvalid],
      [{ gst_rate: 5, hsn_code: '300A' }, G.hsnInvalid],
      [{ gst_rate: 5, uqc: 'STRIP' }, G.uqcInvalid],
    ];
    for (const [over, message] of cases) {
      const res = await call('ecomProd/ecomProducts', { method: 'POST', token: admin, body: body(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const ok = await call('ecomProd/ecomProducts', { method: 'POST', token: admin, body: body({ gst_rate: 5, hsn_code: '30049099', uqc: 'pac' }) });
    expect(ok.status, ok.json?.message).toBe(201);
    expect(ok.json.product).toMatchObject({ gst_rate: 5, hsn_code: '30049099', uqc: 'PAC' });
    // An update cannot take the rate away.
    const cleared = await call(`ecomProd/ecomProducts/${ok.json.product.id}`, { method: 'PUT', token: admin, body: { gst_rate: null } });
    expect(cleared.status).toBe(400);
    expect(cleared.json.message).toBe(G.rateRequired);
    // Nor the HSN code.
    const noHsn = await call(`ecomProd/ecomProducts/${ok.json.product.id}`, { method: 'PUT', token: admin, body: { hsn_code: null } });
    expect(noHsn.status).toBe(400);
    expect(noHsn.json).toEqual({ message: G.hsnRequired, code: 'BAD_REQUEST' });
    expect((await call(`ecomProd/ecomProducts/${ok.json.product.id}`)).json).toMatchObject({ gst_rate: 5, hsn_code: '30049099' });
  });
});

describe('the fields of a tax invoice', () => {
  it('states units, CGST and SGST rates per line, reverse charge, the buyer’s GSTIN and that it is computer generated', async () => {
    const s = await newShopper();
    const { pk } = await deliveredOrder(s, 'Rule Forty Six Dal', 2, { buyer_gstin: '27aapfu 0939f1zv' });
    const text = await pdfOf(`print-invoice/${pk}`, s.token);
    expect(text).toContain(T.taxInvoice);
    for (const title of [T.columns.cgstRate, T.columns.sgstRate]) expect(text).toContain(title);
    // ₹210.00 at 5 % within Maharashtra: ₹200.00 taxable, CGST 2.5 % ₹5.00, SGST 2.5 % ₹5.00.
    expect(text).toMatch(/1\nRule Forty Six Dal\n0713\n2 KGS\n₹200\.00\n2\.5%\n₹5\.00\n2\.5%\n₹5\.00\n₹210\.00/);
    expect(text).toContain(`${T.buyerGstin}: 27AAPFU0939F1ZV`);
    // Kept with the invoice as issued, so a reprint names the same buyer.
    const kept = await dbOf('sehat').prepare('SELECT buyer_gstin, tax_invoice_snapshot FROM orders WHERE id = ?').bind(pk).first<{ buyer_gstin: string; tax_invoice_snapshot: string }>();
    expect(kept!.buyer_gstin).toBe('27AAPFU0939F1ZV');
    expect(JSON.parse(kept!.tax_invoice_snapshot).buyer).toMatchObject({ gstin: '27AAPFU0939F1ZV' });
    expect(text).toContain('Whether tax is payable on reverse charge: No');
    expect(text).toContain(T.computerGenerated);
  });

  it('refuses a mistyped buyer GSTIN at checkout with a clear 400, placing nothing', async () => {
    const s = await newShopper();
    const product = await newProduct('sehat', { pricePaise: 5000, stock: 5, name: 'GSTIN Check Tea' });
    await addToCart(s, product.id, 1);
    const res = await placeAll(s, placePayload(s, { buyer_gstin: '27AAPFU0939F1ZW' }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: C.buyerGstinCheck, code: 'BAD_REQUEST' });
    // Each kind of mistake has its words, in Hindi for a Hindi page.
    const cases: Array<[string, string, string]> = [
      ['27AAPFU0939F1Z', C.buyerGstinShape, HI_CART.checkout.buyerGstinShape],
      ['99AAPFU0939F1ZV', C.buyerGstinState, HI_CART.checkout.buyerGstinState],
      ['27AAPFU0939F1ZW', C.buyerGstinCheck, HI_CART.checkout.buyerGstinCheck],
    ];
    for (const [gstin, english, hindi] of cases) {
      const en = await placeAll(s, placePayload(s, { buyer_gstin: gstin }));
      expect(en.json, gstin).toEqual({ message: english, code: 'BAD_REQUEST' });
      const hi = await call('placeOrder/place/all', {
        method: 'POST', token: s.token, body: placePayload(s, { buyer_gstin: gstin }), headers: { 'Idempotency-Key': crypto.randomUUID(), 'accept-language': 'hi-IN' },
      });
      expect(hi.status).toBe(400);
      expect(hi.json.message, gstin).toBe(hindi);
    }
    expect(JSON.stringify((await cartOf(s)).json)).toContain('GSTIN Check Tea');
    // Empty is none: the order is placed without one.
    const placed = await placeAll(s, placePayload(s, { buyer_gstin: '' }));
    expect(placed.status, placed.json?.message).toBe(201);
  });
});

describe('an issued invoice and credit note reprint as issued', () => {
  it('keeps the supplier, names, rates and amounts after the shop’s GSTIN and the product’s name change', async () => {
    const s = await newShopper();
    const { pk, product } = await deliveredOrder(s, 'Snapshot Moong Dal', 1);
    await dbOf('sehat').prepare("UPDATE products SET uqc = NULL WHERE id = ?").bind(product.id).run();
    const invoice = await pdfOf(`print-invoice/${pk}`, s.token);
    expect((await call(`placeOrder/orders/${pk}/process-refund`, { method: 'POST', token: admin, body: {} })).status).toBe(200);
    const note = await pdfOf(`print-credit-note/${pk}`, s.token);
    expect(note).toContain('Snapshot Moong Dal');

    const supplier = (await call('gst/supplier', { token: admin })).json.supplier;
    const changed = await call('gst/supplier', { method: 'PUT', token: admin, body: { legal_name: 'Renamed Traders LLP', address: 'Elsewhere', state_code: '27', gstin: '27AAPFU0939F1ZV' } });
    expect(changed.status).toBe(200);
    await dbOf('sehat').prepare("UPDATE products SET product_name = 'Renamed Dal', gst_rate_bp = 1800, hsn_code = '9999' WHERE id = ?").bind(product.id).run();
    try {
      const again = await pdfOf(`print-invoice/${pk}`, s.token);
      expect(again).toContain('Snapshot Moong Dal');
      expect(again).toContain(`${T.gstin}: ${supplier.gstin}`);
      expect(again).not.toContain('Renamed');
      // The invoice as issued; only the order's state beside it (now refunded) moved on.
      const sameUpTo = (text: string) => text.slice(0, text.indexOf(T.paymentStatus));
      expect(sameUpTo(again)).toBe(sameUpTo(invoice));
      // The table: the same rows, the refunded line marked as such.
      const table = (text: string) => text.slice(text.indexOf('Amount\n'), text.indexOf(T.itemsTotal));
      expect(table(again)).toBe(table(invoice).replace('Snapshot Moong Dal', 'Snapshot Moong Dal (refunded)'));
      expect(await pdfOf(`print-credit-note/${pk}`, s.token)).toBe(note);
    } finally {
      const restored = await call('gst/supplier', { method: 'PUT', token: admin, body: { legal_name: supplier.legal_name, address: supplier.address, state_code: supplier.state_code, gstin: supplier.gstin } });
      expect(restored.status).toBe(200);
    }
  });
});
