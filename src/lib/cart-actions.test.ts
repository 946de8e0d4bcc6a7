import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from './cart-actions';
import { MESSAGES } from './messages';
import { $cartCount } from './stores/cart';
import { $session } from './stores/session';

// Adding from a card or the product page: the outcome follows the API's
// answer and its error code, whatever the wording of the message.

const liveToken = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.s`;

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json(body, { status })));
}

beforeEach(() => {
  vi.stubGlobal('document', { documentElement: { dataset: { distributorId: '1', apiRoot: '/api' } } });
  vi.stubGlobal('location', { origin: 'http://shop.test' });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  $session.set({ userId: 5, name: 'Asha', token: liveToken, email: 'a@b.in' });
});
afterEach(() => vi.unstubAllGlobals());

describe('addToCart', () => {
  it('sets the badge from the count the answer carries', async () => {
    answer(201, { message: 'Added', count: 3 });
    expect(await addToCart(2, 1)).toEqual({ ok: true, count: 3 });
    expect($cartCount.get()).toBe(3);
  });

  it('reports too little stock by the OUT_OF_STOCK code, whatever the message says', async () => {
    answer(400, { message: 'Stock is short for this product.', code: 'OUT_OF_STOCK' });
    expect(await addToCart(2, 50)).toEqual({ ok: false, reason: 'stock', message: MESSAGES.stock.notEnough });
  });

  it('passes on the server’s message for more than one order may hold', async () => {
    const message = MESSAGES.orderLimits.quantity('Whey Protein', 20);
    answer(400, { message, code: 'ORDER_QUANTITY_LIMIT' });
    expect(await addToCart(2, 21)).toEqual({ ok: false, reason: 'limit', message });
  });

  it('does not take another 400 for a stock problem', async () => {
    answer(400, { message: MESSAGES.stock.notEnough, code: 'BAD_REQUEST' });
    expect(await addToCart(2, 1)).toMatchObject({ ok: false, reason: 'error' });
  });

  it('asks to log in again when the server does not know the session', async () => {
    answer(401, { message: 'Your session has expired. Please login again.', code: 'UNAUTHENTICATED' });
    expect(await addToCart(2, 1)).toEqual({ ok: false, reason: 'login', message: MESSAGES.cart.loginFirst });
  });
});
