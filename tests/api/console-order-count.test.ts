import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import { insertOrder, makeAccount, productsOf, seededCrew } from './orders-support';

// The console's order list counts only some way past the page it shows (200
// orders ahead), so a big shop's month is not read whole for each page: past
// that the answer says `more`, and the page that reaches the end counts it.

const { admin } = await seededCrew(1);
const [product] = await productsOf('sehat');

const page = (q: string, n: number) => call(`placeOrder/all-orders?q=${encodeURIComponent(q)}&limit=20&page=${n}`, { token: admin });

describe('placeOrder/all-orders counts ahead of the page', () => {
  it('says “more” past 200 orders ahead, and counts them all from a page near the end', { timeout: 120_000 }, async () => {
    const name = `Counted${crypto.randomUUID().slice(0, 8)}`;
    const customer = await makeAccount('sehat', 'customer', name);
    for (let i = 0; i < 205; i++) await insertOrder({ userId: customer.id, status: 'completed', lines: [{ product: product!, quantity: 1 }] });

    const first = await page(name, 1);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ total: 200, more: true });
    expect(first.json.orders).toHaveLength(20);

    const last = await page(name, 11);
    expect(last.json).toMatchObject({ total: 205, more: false });
    expect(last.json.orders).toHaveLength(5);
  });

  it('counts a short list exactly', async () => {
    const name = `Counted${crypto.randomUUID().slice(0, 8)}`;
    const customer = await makeAccount('sehat', 'customer', name);
    await insertOrder({ userId: customer.id, status: 'pending', lines: [{ product: product!, quantity: 1 }] });
    expect((await page(name, 1)).json).toMatchObject({ total: 1, more: false });
  });
});
