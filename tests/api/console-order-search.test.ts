import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { KIRANA, call } from './helpers';
import { insertOrder, makeAccount, productsOf, seededCrew } from './orders-support';

// The console's order list finds orders by text: the order id, or the
// customer's name or mobile. Only this shop's orders; % and _ in the text are
// plain characters, and any text up to 100 characters (Hindi too) is searched.

const { admin, products } = await seededCrew(1);

const search = (q: string, token = admin, host?: string) =>
  call(`placeOrder/all-orders?q=${encodeURIComponent(q)}&limit=100`, { token, host });
const idsOf = (res: Awaited<ReturnType<typeof search>>) => (res.json.orders as Array<{ order_id: string }>).map((o) => o.order_id);

describe('placeOrder/all-orders?q=', () => {
  it('finds an order by part of its id, its customer’s name and its customer’s mobile', async () => {
    const unique = `Zebra${crypto.randomUUID().slice(0, 8)}`;
    const customer = await makeAccount('sehat', 'customer', `${unique} Rao`);
    const order = await insertOrder({ userId: customer.id, status: 'pending', lines: [{ product: products[0]!, quantity: 1 }] });

    const byName = await search(unique.toLowerCase());
    expect(byName.status).toBe(200);
    expect(idsOf(byName)).toEqual([order.orderId]);
    expect(byName.json.orders[0].customer_name).toBe(`${unique} Rao`);

    // The surname first: the name's words in any order.
    expect(idsOf(await search(`rao ${unique}`))).toEqual([order.orderId]);
    expect(idsOf(await search(`khan ${unique}`))).toEqual([]);
    expect(idsOf(await search(order.orderId.slice(-8)))).toContain(order.orderId);
    // makeAccount gives every account the same mobile: this finds ours among others.
    expect(idsOf(await search('9876543210'))).toContain(order.orderId);
    // As an admin pastes it: with the country code, a leading 0, spaces or a hyphen.
    for (const typed of ['+91 98765 43210', '+919876543210', '098765-43210', '98765 43210', '(98765) 43210']) expect(idsOf(await search(typed)), typed).toContain(order.orderId);
  });

  it('treats % and _ as plain characters and finds nothing for text no order holds', async () => {
    expect(idsOf(await search('%'))).toEqual([]);
    expect(idsOf(await search('_'))).toEqual([]);
    expect(idsOf(await search('no-such-order-text-xyz'))).toEqual([]);
  });

  it('finds a customer by text of any length up to 100 characters, with % and _ and Hindi in it', async () => {
    // A name of exactly 100 characters, with LIKE's wildcards and Devanagari (3 bytes a letter) in it.
    const tag = crypto.randomUUID().slice(0, 8);
    const name = `${'रमेश कुमार '.repeat(7)}50%_off ${tag} `.padEnd(100, 'x');
    expect(name).toHaveLength(100);
    const customer = await makeAccount('sehat', 'customer', name);
    const order = await insertOrder({ userId: customer.id, status: 'pending', lines: [{ product: products[0]!, quantity: 1 }] });

    for (const text of [name, name.slice(20, 69), name.toUpperCase(), `50%_OFF ${tag}`, 'रमेश कुमार '.repeat(3) + 'रमेश']) {
      const res = await search(text);
      expect(res.status, text).toBe(200);
      expect(idsOf(res), text).toContain(order.orderId);
    }
    // A wildcard stays a plain character: "50%_off" is not found by "50__off".
    expect(idsOf(await search(`50__off ${tag}`))).toEqual([]);
    // 100 characters no order holds: an empty list, not an error.
    const none = await search('क'.repeat(100));
    expect(none.status).toBe(200);
    expect(idsOf(none)).toEqual([]);
  });

  it('never finds another shop’s orders', async () => {
    const unique = `Kiwi${crypto.randomUUID().slice(0, 8)}`;
    const kiranaCustomer = await makeAccount('kirana', 'customer', `${unique} Das`);
    const [kiranaProduct] = await productsOf('kirana', 1);
    const kiranaOrder = await insertOrder({ slug: 'kirana', userId: kiranaCustomer.id, status: 'pending', lines: [{ product: kiranaProduct!, quantity: 1 }] });
    expect(idsOf(await search(unique))).toEqual([]);
    // Nor by its order id: the id index is walked by shop.
    expect(idsOf(await search(kiranaOrder.orderId))).toEqual([]);
    const kiranaAdmin = await makeAccount('kirana', 'admin');
    expect(idsOf(await search(unique, kiranaAdmin.token, KIRANA))).toHaveLength(1);
    expect(idsOf(await search(kiranaOrder.orderId, kiranaAdmin.token, KIRANA))).toEqual([kiranaOrder.orderId]);
  });

  it('refuses text over 100 characters with a message, and a customer gets nothing', async () => {
    const long = await search('a'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.json).toEqual({ message: MESSAGES.console.orders.searchTooLong(100), code: 'BAD_REQUEST' });
    const customer = await makeAccount('sehat', 'customer');
    expect((await search('a', customer.token)).status).toBe(403);
  });
});
