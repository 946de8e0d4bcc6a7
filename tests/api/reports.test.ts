import { describe, expect, it } from 'vitest';
import { EN_CONSOLE_DAY } from '@/lib/console-day-messages';
import { taxRow } from '@/lib/india/gst-split';
import { dbOf } from './databases';
import { KIRANA, call } from './helpers';
import { insertOrder, makeAccount, seededCrew, type Product } from './orders-support';
import { stepBody } from './delivery-code-support';

// The console's reports: sales for a period and the month's GST summary in
// GSTR-1's tables, from tax invoices and credit notes issued through the
// shop's own calls, then moved into a month of their own.

const W = EN_CONSOLE_DAY.reports;
const MONTH = '2024-02';
const { shopperId, admin, rider, riderId, products } = await seededCrew(4);
const db = dbOf('sehat');
const put = (path: string, body: unknown, token = admin) => call(path, { method: 'PUT', body, token });

// Two kinds of goods: medicine at 5 % counted in strips, biscuits at 18 % in packs.
const [tablets, biscuits] = products as [Product, Product];
await db.batch([
  db.prepare(`UPDATE products SET gst_rate_bp = 500, hsn_code = '3004', uqc = 'PAC' WHERE id = ?`).bind(tablets.id),
  db.prepare(`UPDATE products SET gst_rate_bp = 1800, hsn_code = '1905', uqc = 'PAC' WHERE id = ?`).bind(biscuits.id),
]);

/** A pending order handed to the rider and delivered (its tax invoice issued on the way), at `address`. */
async function delivered(lines: Array<[Product, number]>, address: string, gstin: string | null = null) {
  const order = await insertOrder({ userId: shopperId, status: 'pending', lines: lines.map(([product, quantity]) => ({ product, quantity })) });
  await db.prepare('UPDATE orders SET delivery_address = ?, buyer_gstin = ? WHERE id = ?').bind(address, gstin, order.pk).run();
  expect((await put(`placeOrder/${order.pk}/status`, { status: 'approved' })).status).toBe(200);
  expect((await put(`placeOrder/assign-deliveryBoy/${order.pk}`, { assigned_deliveryboy_id: riderId })).status).toBe(200);
  for (const s of ['picked_up', 'out_for_delivery', 'delivered']) {
    // Delivered carries the code the shopper was given when the order went out.
    const res = await put(`placeOrder/update-deliveryboy-status/${order.pk}`, await stepBody(order.pk, s), rider);
    expect(res.status, res.json?.message).toBe(200);
  }
  return order;
}

type Row = { grossPaise: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; rateBp: number };
/** What the printed invoice says: its kept lines and delivery rows. */
async function keptRows(pk: number): Promise<{ lines: Array<{ id: number; quantity: number; hsn: string; row: Row }>; delivery: Row[] }> {
  const row = await db.prepare('SELECT tax_invoice_snapshot FROM orders WHERE id = ?').bind(pk).first<{ tax_invoice_snapshot: string }>();
  return JSON.parse(row!.tax_invoice_snapshot);
}
const rupees = (paise: number) => Math.round(paise) / 100;

const inState = await delivered([[tablets, 2], [biscuits, 1]], '14 MG Road, Pune, Maharashtra 411001');
const interState = await delivered([[tablets, 3]], '5 Brigade Road, Bengaluru, Karnataka 560001');
const business = await delivered([[biscuits, 2]], '8 FC Road, Pune, Maharashtra 411004', '27AAPFU0939F1ZV');
// The biscuits of the first order come back: refunded, and credited on a note.
const refund = await call(`placeOrder/orders/${inState.pk}/process-refund`, { method: 'POST', token: admin, body: { product_id: biscuits.id } });
expect(refund.status, refund.json?.message).toBe(200);
expect((await db.prepare('SELECT COUNT(*) AS n FROM credit_notes WHERE order_pk = ?').bind(inState.pk).first<{ n: number }>())!.n).toBe(1);

// Into February 2024 (Indian days): the invoices on the 10th, the note on the 20th, the orders placed
// at 00:30 IST on the 10th (18:30 UTC the day before is where an Indian day starts).
const pks = [inState.pk, interState.pk, business.pk];
await db.batch([
  db.prepare(`UPDATE orders SET tax_invoice_date = '2024-02-10T06:00:00.000Z', created_at = '2024-02-09T19:00:00.000Z' WHERE id IN (?, ?, ?)`).bind(...pks),
  db.prepare(`UPDATE credit_notes SET issued_at = '2024-02-20T06:00:00.000Z' WHERE order_pk = ?`).bind(inState.pk),
]);

const gst = await call(`admin/reports/gstr1?month=${MONTH}`, { token: admin });
const table = (id: string) => gst.json.tables.find((t: { id: string }) => t.id === id) as { columns: Array<{ key: string }>; rows: unknown[][]; totals: unknown[] | null };
const asObjects = (id: string) => table(id).rows.map((r) => Object.fromEntries(table(id).columns.map((c, i) => [c.key, r[i]])));

describe('GET admin/reports/gstr1', () => {
  it('answers the month’s tables to the shop’s admin', () => {
    expect(gst.status, gst.json?.message).toBe(200);
    expect(gst.json.month).toBe(MONTH);
    expect(gst.json.tables.map((t: { id: string }) => t.id)).toEqual(['summary', 'b2b', 'b2cl', 'b2cs', 'cdn', 'hsn']);
  });

  it('sums B2C small by place of supply and rate: CGST and SGST in the shop’s state, IGST in another, net of the credit note', async () => {
    const a = await keptRows(inState.pk);
    const b = await keptRows(interState.pk);
    const b2cs = asObjects('b2cs');
    // In state: the tablets line and its share of delivery; the refunded biscuits are credited away (net 0).
    const tabletsA = [a.lines[0]!.row, ...a.delivery.filter((d) => d.rateBp === 500)];
    const maha5 = b2cs.find((r) => r.place === '27-Maharashtra' && r.rate === 5)!;
    expect(maha5.taxable).toBe(rupees(tabletsA.reduce((s, r) => s + r.taxablePaise, 0)));
    expect(maha5.cgst).toBe(rupees(tabletsA.reduce((s, r) => s + r.cgstPaise, 0)));
    expect(maha5.sgst).toBe(rupees(tabletsA.reduce((s, r) => s + r.sgstPaise, 0)));
    expect(maha5.igst).toBe(0);
    // The biscuits were credited; their share of the delivery charge was not refunded, so it stays.
    const delivery18 = a.delivery.filter((d) => d.rateBp === 1800);
    const maha18 = b2cs.find((r) => r.place === '27-Maharashtra' && r.rate === 18)!;
    expect(maha18.taxable).toBe(rupees(delivery18.reduce((s, r) => s + r.taxablePaise, 0)));
    expect(maha18.cgst).toBe(rupees(delivery18.reduce((s, r) => s + r.cgstPaise, 0)));
    // Another state: IGST only, the whole tax of what was paid.
    const ka = b2cs.find((r) => r.place === '29-Karnataka')!;
    const rowsB = [...b.lines.map((l) => l.row), ...b.delivery];
    expect(ka.rate).toBe(5);
    expect(ka.cgst).toBe(0);
    expect(ka.sgst).toBe(0);
    expect(ka.igst).toBe(rupees(rowsB.reduce((s, r) => s + r.igstPaise, 0)));
    expect(ka.igst).toBeGreaterThan(0);
    // The business buyer is not in B2C small.
    expect(b2cs).toHaveLength(3);
  });

  it('lists the GSTIN buyer’s invoice in B2B and nothing in B2C large', async () => {
    const b2b = asObjects('b2b');
    expect(b2b).toHaveLength(1);
    const kept = await keptRows(business.pk);
    const rows = [...kept.lines.map((l) => l.row), ...kept.delivery];
    expect(b2b[0]).toMatchObject({ gstin: '27AAPFU0939F1ZV', place: '27-Maharashtra', reverse_charge: 'N', rate: 18, invoice_date: '2024-02-10' });
    expect(b2b[0]!.taxable).toBe(rupees(rows.reduce((s, r) => s + r.taxablePaise, 0)));
    expect(b2b[0]!.invoice_value).toBe(rupees(rows.reduce((s, r) => s + r.grossPaise, 0)));
    expect(table('b2cl').rows).toEqual([]);
  });

  it('lists the credit note against its invoice and subtracts it in the summary', async () => {
    const a = await keptRows(inState.pk);
    const credited = a.lines[1]!.row;
    const notes = asObjects('cdn');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ note_type: 'C', reported_in: 'B2CS', rate: 18, note_date: '2024-02-20', invoice_date: '2024-02-10' });
    expect(notes[0]!.taxable).toBe(rupees(credited.taxablePaise));
    const summary = asObjects('summary');
    const credit = summary.find((r) => r.section === 'credit_notes')!;
    expect(credit.documents).toBe(1);
    expect(credit.taxable).toBe(-rupees(credited.taxablePaise));
    expect(credit.value).toBe(-rupees(credited.grossPaise));
    const invoices = summary.find((r) => r.section === 'invoices')!;
    const net = summary.find((r) => r.section === 'net')!;
    expect(invoices.documents).toBe(3);
    expect(net.taxable).toBeCloseTo((invoices.taxable as number) + (credit.taxable as number), 2);
  });

  it('sums the HSN summary’s quantities, net of what was credited, B2B apart from B2C', async () => {
    const a = await keptRows(inState.pk);
    const hsn = asObjects('hsn');
    const b2cTablets = hsn.find((r) => r.supply === 'B2C' && r.hsn === '3004')!;
    expect(b2cTablets).toMatchObject({ uqc: 'PAC', quantity: 5, rate: 5 });
    // Credited away but for its share of the delivery charge.
    const delivery18 = a.delivery.filter((d) => d.rateBp === 1800).reduce((s, r) => s + r.taxablePaise, 0);
    expect(hsn.find((r) => r.supply === 'B2C' && r.hsn === '1905')).toMatchObject({ quantity: 0, taxable: rupees(delivery18) });
    expect(hsn.find((r) => r.supply === 'B2B' && r.hsn === '1905')).toMatchObject({ quantity: 2, rate: 18 });
    // The HSN summary adds up to the rate tables (delivery shared into the goods).
    const rateTaxable = [...asObjects('b2cs'), ...asObjects('b2b')].reduce((s, r) => s + Math.round((r.taxable as number) * 100), 0);
    const taxableAt = table('hsn').columns.findIndex((c) => c.key === 'taxable');
    expect(Math.round((table('hsn').totals![taxableAt] as number) * 100)).toBe(rateTaxable);
  });

  it('writes one table as a CSV named by the month, amounts with 2 decimals', async () => {
    const res = await call(`admin/reports/gstr1?month=${MONTH}&format=csv&table=b2cs`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="gstr1-${MONTH}-b2cs.csv"`);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(['Type', 'Place Of Supply', 'Rate', 'Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax'].join(','));
    const ka = asObjects('b2cs').find((r) => r.place === '29-Karnataka')!;
    expect(lines).toContain(`OE,29-Karnataka,5,${(ka.taxable as number).toFixed(2)},${(ka.igst as number).toFixed(2)},0.00,0.00`);
    expect(lines.at(-1)).toMatch(/^Total,,,\d+\.\d{2},/);
  });

  it('refuses a bad month, an unknown table or format with 400', async () => {
    for (const [query, message] of [
      ['month=2024-13', W.badMonth],
      ['month=Feb', W.badMonth],
      [`month=${MONTH}&format=csv&table=everything`, W.badTable],
      [`month=${MONTH}&format=xml`, W.badFormat],
    ]) {
      const res = await call(`admin/reports/gstr1?${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      expect(res.json).toEqual({ message, code: 'BAD_REQUEST' });
    }
  });

  it('shows another shop nothing of this one, and refuses riders and shoppers', async () => {
    const kirana = await makeAccount('kirana', 'admin', 'Kirana Admin');
    const other = await call(`admin/reports/gstr1?month=${MONTH}`, { token: kirana.token, host: KIRANA });
    expect(other.status).toBe(200);
    for (const t of other.json.tables) if (t.id !== 'summary') expect(t.rows).toEqual([]);
    // This shop's token on the other shop's host is refused.
    expect((await call(`admin/reports/gstr1?month=${MONTH}`, { token: admin, host: KIRANA })).status).toBe(401);
    const shopper = await makeAccount('sehat', 'customer');
    for (const token of [rider, shopper.token]) {
      for (const path of [`admin/reports/gstr1?month=${MONTH}`, 'admin/reports/sales', 'admin/customers/export']) {
        expect((await call(path, { token })).status, path).toBe(403);
      }
    }
  });
});

describe('GET admin/reports/sales', () => {
  it('counts the orders placed on each Indian day, not cancelled, with the refunded line as a return', async () => {
    const res = await call('admin/reports/sales?from=2024-02-01&to=2024-02-29&by=day', { token: admin });
    expect(res.status, res.json?.message).toBe(200);
    expect(res.json.table.rows).toHaveLength(1);
    const [day, orders, items, gross, discounts, returns, net, tax, delivery] = res.json.table.rows[0];
    expect(day).toBe('2024-02-10');
    expect(orders).toBe(3);
    expect(items).toBe(2 + 1 + 3 + 2);
    const unit = async (p: Product) => (await db.prepare('SELECT unit_price_paise FROM order_products WHERE order_pk = ? AND product_id = ?').bind(inState.pk, p.id).first<{ unit_price_paise: number }>())!.unit_price_paise;
    const [t, b] = [await unit(tablets), await unit(biscuits)];
    expect(gross).toBe(rupees(t * 5 + b * 3));
    expect(discounts).toBe(0);
    expect(returns).toBe(rupees(b));
    expect(net).toBe(rupees(t * 5 + b * 2));
    expect(tax).toBe(rupees([t * 2, t * 3].reduce((s, g) => s + g - taxRow(g, 500, true).taxablePaise, 0) + (b * 2 - taxRow(b * 2, 1800, true).taxablePaise)));
    expect(delivery).toBe(rupees(3 * 4000));
  });

  it('sums by product and writes the CSV named by the period', async () => {
    const res = await call('admin/reports/sales?from=2024-02-01&to=2024-02-29&by=product&format=csv', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="sales-by-product-2024-02-01-to-2024-02-29.csv"');
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Product,Orders,Items,Gross,Discounts,Returns,Net sales,Tax');
    expect(lines.find((l) => l.includes(tablets.product_name))).toMatch(/,2,5,\d+\.\d{2},0\.00,0\.00,\d+\.\d{2},\d+\.\d{2}$/);
    expect(lines).toHaveLength(4);
  });

  it('refuses a bad or over-long period with 400', async () => {
    for (const [query, message] of [
      ['from=2024-02-30&to=2024-03-01', W.badDate],
      ['from=2024-03-01&to=2024-02-01', W.badOrder],
      ['from=2023-01-01&to=2024-01-02', W.tooLong(366)],
      ['by=week', W.badGrouping],
    ]) {
      const res = await call(`admin/reports/sales?${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      expect(res.json).toEqual({ message, code: 'BAD_REQUEST' });
    }
  });
});

describe('GET admin/customers/export', () => {
  it('writes every customer with orders, total spent from the ledger and order dates', async () => {
    const res = await call('admin/customers/export', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Name,E-mail,Mobile,Orders,Total spent,First order,Last order');
    const shopper = await db.prepare('SELECT email FROM customers WHERE id = ?').bind(shopperId).first<{ email: string }>();
    const spent = await db
      .prepare(`SELECT SUM(CASE WHEN p.kind = 'refund' THEN -p.amount_paise ELSE p.amount_paise END) AS s FROM payments p JOIN orders o ON o.id = p.order_pk WHERE o.user_id = ?`)
      .bind(shopperId)
      .first<{ s: number }>();
    const line = lines.find((l) => l.split(',')[1] === shopper!.email)!;
    expect(line.split(',')[4]).toBe((spent!.s / 100).toFixed(2));
    expect(line.split(',')[5]).toBe('2024-02-10');
    // A name a spreadsheet would run as a formula is written as text.
    await db.prepare('UPDATE customers SET name = ? WHERE id = ?').bind('=HYPERLINK("http://evil.example")', shopperId).run();
    const guarded = (await call('admin/customers/export', { token: admin })).text;
    expect(guarded).toContain(`"'=HYPERLINK(""http://evil.example"")",${shopper!.email},`);
    // No staff, and nobody of the other shop.
    expect(res.text).not.toContain('admin@example.com');
    expect(res.text).not.toContain('rider@example.com');
  });
});
