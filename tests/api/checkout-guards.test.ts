import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listCart } from '@/server/data/cart';
import { quoteOrder } from '@/server/data/order-quote';
import { writeOrder, type OrderDraft } from '@/server/data/order-write';
import { distributorId } from './helpers';
import { addToCart, cashOrderDraft, countOf, newProduct, newShopper, ordersOf, placeAll, placePayload, stockOf, type Shopper } from './checkout-fixtures';
import { captureLogs, type LogCapture } from './support/log-capture';

// The guards inside the one order batch, exercised directly (a request cannot
// be paused between pricing and writing), and what a card order leaves behind.

async function draftFor(s: Shopper): Promise<OrderDraft> {
  const did = await distributorId('sehat');
  const lines = await listCart(env.DB, did, s.id);
  const quote = await quoteOrder(env.DB, { distributorId: did, customerId: s.id, lines, pincode: '411001' });
  return cashOrderDraft(s, did, quote, lines.map((l) => ({ id: l.id, quantity: l.quantity })));
}

describe('the order batch', () => {
  it('aborts whole on an over-sell (CHECK total_stock >= 0)', async () => {
    const s = await newShopper();
    const a = await newProduct('sehat', { pricePaise: 1_000, stock: 5 });
    const b = await newProduct('sehat', { pricePaise: 1_000, stock: 2 });
    await addToCart(s, a.id, 1);
    await addToCart(s, b.id, 2);
    const draft = await draftFor(s);
    // Someone else bought b after this order was priced.
    await env.DB.prepare('UPDATE products SET total_stock = 1 WHERE id = ?').bind(b.id).run();

    expect(await writeOrder(env.DB, draft)).toBe('stock');
    expect(await ordersOf(s.id)).toHaveLength(0);
    expect(await stockOf(a.id)).toBe(5);
    expect(await countOf(s)).toBe(3);
  });

  it('writes nothing when the cart changed after pricing', async () => {
    const s = await newShopper();
    const a = await newProduct('sehat', { pricePaise: 1_000, stock: 5 });
    await addToCart(s, a.id, 1);
    const draft = await draftFor(s);
    await addToCart(s, a.id, 1);

    expect(await writeOrder(env.DB, draft)).toBe('cart_changed');
    expect(await ordersOf(s.id)).toHaveLength(0);
    expect(await stockOf(a.id)).toBe(5);
    expect(await countOf(s)).toBe(2);
  });

  it('reports a reused idempotency key', async () => {
    const s = await newShopper();
    const a = await newProduct('sehat', { pricePaise: 1_000, stock: 5 });
    await addToCart(s, a.id, 1);
    const draft = await draftFor(s);
    expect(await writeOrder(env.DB, draft)).toBe('ok');
    await addToCart(s, a.id, 1);
    const again = { ...(await draftFor(s)), idempotencyKey: draft.idempotencyKey, orderId: `${draft.orderId}-b`, invoiceId: `${draft.invoiceId}-b` };
    expect(await writeOrder(env.DB, again)).toBe('duplicate_key');
    expect(await ordersOf(s.id)).toHaveLength(1);
  });
});

describe('a card order', () => {
  let capture: LogCapture;
  beforeEach(() => {
    capture = captureLogs();
  });
  afterEach(() => capture.stop());

  it('keeps only the holder’s name and last 4 digits: no table holds the number or the CVV, nothing is logged', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 1);
    const number = '4539148803436467';
    const cvv = '835';
    const res = await placeAll(
      s,
      placePayload(s, {
        payment_method: 'Credit/Debit Card',
        payment_gateway: 'CARD',
        card_details: { card_name: 'Asha Rao', card_number: number, expiry_date: '11/39', cvv },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json.order).toMatchObject({ payment_gateway: 'CARD', card_name: 'Asha Rao', card_last4: '6467' });
    expect(res.text).not.toContain(number);
    expect(res.text).not.toMatch(/"cvv"/i);

    const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'").all<{ name: string }>();
    expect(tables.results.length).toBeGreaterThan(10);
    const hits: string[] = [];
    for (const { name } of tables.results) {
      const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all<Record<string, unknown>>();
      for (const row of rows.results) {
        for (const [column, value] of Object.entries(row)) {
          const text = value === null || value === undefined ? '' : String(value);
          // A row id may be any 3-digit number (the ledger has hundreds of rows): the CVV is looked for in every other column.
          const rowId = column === 'id' || column.endsWith('_id') || column.endsWith('_pk');
          if (text.includes(number) || (text === cvv && !rowId) || text.includes(`${number.slice(0, 6)}`)) hits.push(`${name}.${column}`);
        }
      }
    }
    expect(hits).toEqual([]);
    const [order] = await ordersOf(s.id);
    expect(Object.values(order!).map(String)).not.toContain(cvv);
    // The capture saw the placing's own log line, and no line holds the number.
    expect(capture.lines().some((line) => line.includes('"method":"POST"'))).toBe(true);
    expect(capture.lines().join('\n')).not.toContain(number);
  });
});
