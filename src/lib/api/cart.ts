import { fetchJson } from './lean-catalogue';
import { readCartChange, readCartItems, readCount } from './lean-cart';
import type { Transport } from './transport';

// Cart calls of the API contract (ecomProdCart). They send the bearer token and, as the
// spec says, no distributor header (the host names the shop). Answers are read
// by hand (lean-cart.ts) so the cart page ships no zod.

const opts = { auth: true, distributor: false } as const;

export function cartApi(t: Transport) {
  const call = async (method: string, path: string, body?: unknown) => (await fetchJson(t, method, path, { ...opts, body })).json;
  return {
    count: async (userId: number) => readCount(await call('GET', `ecomProdCart/cart/count/${userId}`)) ?? 0,
    add: async (userId: number, productId: number, quantity: number) =>
      readCartChange(await call('POST', 'ecomProdCart/add', { user_id: userId, product_id: productId, quantity })),
    list: async (userId: number) => readCartItems(await call('GET', `ecomProdCart/${userId}`)),
    updateQuantity: async (lineId: number, quantity: number) =>
      readCartChange(await call('PUT', `ecomProdCart/updateQuantity/${lineId}`, { quantity })),
    remove: async (lineId: number) => readCartChange(await call('DELETE', `ecomProdCart/${lineId}`)),
  };
}
export type CartApi = ReturnType<typeof cartApi>;
