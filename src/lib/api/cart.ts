import { readCartChange, readCartCount, readCartItems, type CartChange } from '@/contract/cart';
import type { Transport } from './transport';

// Cart calls (ecomProdCart). They send the bearer token and no distributor
// header (the host names the shop). Adding and the count are exported one by
// one for the islands on every page (header badge, Add buttons); cartApi (the
// cart page) uses the same functions.

const OPTS = { auth: true, distributor: false } as const;

export const cartCount = (t: Transport, userId: number): Promise<number> =>
  t.request('GET', `ecomProdCart/cart/count/${userId}`, readCartCount, OPTS);

/** Adds to the cart; the answer carries the new count when the server sends it. */
export const addCartItem = (t: Transport, userId: number, productId: number, quantity: number): Promise<CartChange> =>
  t.request('POST', 'ecomProdCart/add', readCartChange, { ...OPTS, body: { user_id: userId, product_id: productId, quantity } });

export function cartApi(t: Transport) {
  return {
    count: (userId: number) => cartCount(t, userId),
    add: (userId: number, productId: number, quantity: number) => addCartItem(t, userId, productId, quantity),
    list: (userId: number) => t.request('GET', `ecomProdCart/${userId}`, readCartItems, OPTS),
    updateQuantity: (lineId: number, quantity: number) =>
      t.request('PUT', `ecomProdCart/updateQuantity/${lineId}`, readCartChange, { ...OPTS, body: { quantity } }),
    remove: (lineId: number) => t.request('DELETE', `ecomProdCart/${lineId}`, readCartChange, OPTS),
  };
}
