import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { parseCsv, csvLine } from '@/lib/csv';
import { KIRANA, SEHAT, call, distributorId } from './helpers';
import { seededAccount } from './checkout-fixtures';
import { seededCrew } from './orders-support';

// The products as CSV: the export (every product on sale, the columns the
// import reads), and the import of that file, edited: all of it in one batch
// or, when any row is refused, nothing, with each refused row's line and reason.

const { shopper, rider, admin } = await seededCrew(1);
const did = await distributorId('sehat');

async function exportCsv(token = admin, host = SEHAT) {
  const res = await exports.default.fetch(new Request(`${host}/api/admin/products/csv`, { headers: { authorization: `Bearer ${token}` } }));
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: new TextDecoder().decode(bytes) };
}

async function importCsv(content: string | Uint8Array<ArrayBuffer>, token = admin, name = 'products.csv') {
  const form = new FormData();
  form.set('file', new File([content], name, { type: 'text/csv' }));
  const res = await exports.default.fetch(new Request(`${SEHAT}/api/admin/products/csv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } }));
  return { status: res.status, json: (await res.json()) as { message: string; code?: string; updated?: number; refused?: Array<{ line: number; reason: string }> } };
}

/** The export as a header and rows keyed by column. */
function table(text: string) {
  const [head, ...rows] = parseCsv(text);
  const columns = head!.fields;
  return { columns, rows: rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r.fields[i]!]))) };
}

const write = (columns: string[], rows: Array<Record<string, string>>) => [columns, ...rows.map((r) => columns.map((c) => r[c] ?? ''))].map((r) => csvLine(r)).join('');

const movements = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM stock_movements WHERE distributor_id = ?').bind(did).first<{ n: number }>())!.n;

describe('products CSV export', () => {
  it('lists every product on sale with its columns, as a download', async () => {
    const res = await exportCsv();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="products-sehat-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    // A byte-order mark, so a spreadsheet reads Hindi names as UTF-8.
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { columns, rows } = table(res.text);
    expect(columns).toEqual(['id', 'name', 'name_hi', 'brand', 'price', 'discount', 'stock', 'stock_minimum', 'gst_rate', 'hsn', 'category', 'pack_contents']);
    const onSale = await env.DB.prepare('SELECT COUNT(*) AS n FROM products_on_sale WHERE distributor_id = ?').bind(did).first<{ n: number }>();
    expect(rows).toHaveLength(onSale!.n);
    const first = await env.DB.prepare(
      'SELECT p.id, p.product_name, p.price_paise, p.total_stock, p.hsn_code, c.category FROM products_on_sale p JOIN categories c ON c.id = p.category_id WHERE p.distributor_id = ? ORDER BY p.id LIMIT 1',
    )
      .bind(did)
      .first<{ id: number; product_name: string; price_paise: number; total_stock: number; hsn_code: string; category: string }>();
    expect(rows[0]).toMatchObject({ id: String(first!.id), name: first!.product_name, price: (first!.price_paise / 100).toFixed(2), stock: String(first!.total_stock), hsn: first!.hsn_code, category: first!.category });
  });

  it('is the shop’s own, for its admins only', async () => {
    for (const token of [shopper, rider]) expect((await exportCsv(token)).status).toBe(403);
    const kiranaAdmin = await seededAccount('admin@example.com', 'kirana');
    const kirana = table((await exportCsv(kiranaAdmin.token, KIRANA)).text);
    const kiranaNames = await env.DB.prepare('SELECT COUNT(*) AS n FROM products WHERE distributor_id = ?').bind(did).first<{ n: number }>();
    expect(kirana.rows.length).toBeGreaterThan(0);
    // None of sehat's products is in kirana's file (ids may repeat across databases, names do not).
    const sehatNames = new Set(table((await exportCsv()).text).rows.map((r) => r.name));
    expect(kirana.rows.filter((r) => sehatNames.has(r.name!))).toEqual([]);
    expect(kiranaNames!.n).toBeGreaterThan(0);
  });
});

describe('products CSV import', () => {
  it('takes the export back edited, and the next export shows the change', async () => {
    const exported = table((await exportCsv()).text);
    const [a, b] = exported.rows;
    const other = exported.rows.find((r) => r.category !== a!.category)!.category!;
    const stockBefore = Number(a!.stock);
    const edited = exported.rows.map((r) =>
      r.id === a!.id
        ? { ...r, price: '123.45', discount: '7.5', stock: String(stockBefore + 25), category: other, name_hi: 'आटा, "ख़ास"', name: `${r.name}, 5 kg` }
        : r.id === b!.id
          ? { ...r, gst_rate: r.gst_rate === '18' ? '5' : '18', hsn: '30049099' }
          : r,
    );
    // As a spreadsheet saves it: a byte-order mark and CRLF line ends (csvLine writes CRLF).
    const res = await importCsv(`\uFEFF${write(exported.columns, edited)}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.updated).toBe(exported.rows.length);

    const again = table((await exportCsv()).text).rows;
    expect(again.find((r) => r.id === a!.id)).toMatchObject({ price: '123.45', discount: '7.5', stock: String(stockBefore + 25), category: other, name_hi: 'आटा, "ख़ास"', name: `${a!.name}, 5 kg` });
    expect(again.find((r) => r.id === b!.id)).toMatchObject({ gst_rate: b!.gst_rate === '18' ? '5' : '18', hsn: '30049099' });
    // The rest read back as they were.
    expect(again.filter((r) => r.id !== a!.id && r.id !== b!.id)).toEqual(exported.rows.filter((r) => r.id !== a!.id && r.id !== b!.id));

    const history = await call(`admin/products/${a!.id}/stock-history`, { token: admin });
    expect(history.json.movements[0]).toMatchObject({ reason: 'import', quantity_change: 25, stock_before: stockBefore, stock_after: stockBefore + 25 });
    // Only the one stock that changed has a movement.
    const imported = await env.DB.prepare("SELECT COUNT(*) AS n FROM stock_movements WHERE distributor_id = ? AND reason = 'import'").bind(did).first<{ n: number }>();
    expect(imported!.n).toBe(1);
  });

  it('updates only the columns the file has', async () => {
    const exported = table((await exportCsv()).text);
    const row = exported.rows[2]!;
    const res = await importCsv(write(['id', 'stock'], [{ id: row.id!, stock: '3' }]));
    expect(res.status).toBe(200);
    expect(res.json.updated).toBe(1);
    const again = table((await exportCsv()).text).rows.find((r) => r.id === row.id);
    expect(again).toEqual({ ...row, stock: '3' });
  });

  it('refuses a file with bad rows whole, naming each line and why', async () => {
    const before = await exportCsv();
    const movementsBefore = await movements();
    const { columns, rows } = table(before.text);
    const ok = rows[0]!;
    const bad = [
      ok, // line 2: fine, and still not written
      { ...rows[1]!, price: '12,5' }, // line 3
      { ...rows[2]!, id: '999999' }, // line 4
      { ...rows[3]!, category: 'No such aisle' }, // line 5
      { ...rows[4]!, stock: '-4' }, // line 6
      { ...rows[5]!, gst_rate: '7' }, // line 7
      { ...ok, stock: '1' }, // line 8: the same product again
      { ...rows[6]!, id: 'abc' }, // line 9
    ];
    const res = await importCsv(write(columns, bad));
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('UNPROCESSABLE');
    expect(res.json.message).toBe('7 rows were refused, so nothing was changed.');
    expect(res.json.refused).toEqual([
      { line: 3, reason: 'price: Price must be a number.' },
      { line: 4, reason: 'No product on sale with id 999999 in this shop.' },
      { line: 5, reason: 'Unknown category "No such aisle".' },
      { line: 6, reason: 'stock: Stock cannot be negative.' },
      { line: 7, reason: expect.stringMatching(/^GST rate 7 is not allowed; use one of 0, .*5, 18/) },
      { line: 8, reason: `Product ${ok.id} is already on line 2.` },
      { line: 9, reason: 'The id must be a whole number.' },
    ]);
    expect((await exportCsv()).text).toBe(before.text);
    expect(await movements()).toBe(movementsBefore);
  });

  it('counts lines as the file has them: quoted line breaks, blank lines, an unclosed quote', async () => {
    const { rows } = table((await exportCsv()).text);
    const text = `id,name,stock\r\n${rows[0]!.id},"Two\nlines",5\r\n\r\n${rows[1]!.id},Fine,x\r\n`;
    const res = await importCsv(text);
    expect(res.status).toBe(422);
    // Line 2 holds a line break, so the next record starts on line 5 after the blank line 4.
    expect(res.json.refused).toEqual([
      { line: 2, reason: 'name: text must not hold line breaks or control characters.' },
      { line: 5, reason: 'stock: Stock must be a number.' },
    ]);
    const open = await importCsv(`id,name\n${rows[0]!.id},"never closed\n`);
    expect(open.status).toBe(422);
    expect(open.json.refused).toEqual([{ line: 2, reason: 'A quoted field is not closed.' }]);
  });

  it('refuses a file it cannot read, with a message', async () => {
    expect(await importCsv('name,price\nA,1\n')).toMatchObject({ status: 400, json: { message: 'The first line must name the columns, and one of them must be "id".' } });
    expect(await importCsv('id,colour\n1,red\n')).toMatchObject({ status: 400, json: { message: 'Unknown column "colour".' } });
    expect(await importCsv('id,name\n')).toMatchObject({ status: 400, json: { message: 'The file lists no products.' } });
    expect(await importCsv(new Uint8Array([0x69, 0x64, 0x0a, 0xff, 0xfe, 0x31]))).toMatchObject({ status: 400, json: { message: expect.stringMatching(/not UTF-8/) } });
    const tooBig = await importCsv(`id,name\n${'1,x\n'.repeat(300_000)}`);
    expect(tooBig).toMatchObject({ status: 413, json: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large: at most 1024 KB.' } });
    const tooMany = await importCsv(`id\n${'1\n'.repeat(2001)}`);
    expect(tooMany).toMatchObject({ status: 413, json: { message: 'The file has too many rows: at most 2000 products at once.' } });
    const form = new FormData();
    const noFile = await exports.default.fetch(new Request(`${SEHAT}/api/admin/products/csv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}` } }));
    expect(noFile.status).toBe(400);
  });

  it('is for the shop’s admins only', async () => {
    const { rows } = table((await exportCsv()).text);
    for (const token of [shopper, rider]) expect((await importCsv(`id,stock\n${rows[0]!.id},1\n`, token)).status).toBe(403);
    expect(table((await exportCsv()).text).rows[0]!.stock).toBe(rows[0]!.stock);
  });
});
