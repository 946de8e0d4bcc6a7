import { cartChangeSchema, cartCountSchema, cartListSchema } from './schemas/cart';
import type { Transport } from './transport';

// Cart calls of spec 7 (ecomProdCart). They send the bearer token and, as the
// spec says, no distributor header (the host names the shop).

const opts = { auth: true, distributor: false } as const;

export function cartApi(t: Transport) {
  return {
    count: async (userId: number) => (await t.request('GET', `ecomProdCart/cart/count/${userId}`, cartCountSchema, opts)).count,
    add: (userId: number, productId: number, quantity: number) =>
      t.request('POST', 'ecomProdCart/add', cartChangeSchema, { ...opts, body: { user_id: userId, product_id: productId, quantity } }),
    list: (userId: number) => t.request('GET', `ecomProdCart/${userId}`, cartListSchema, opts),
    updateQuantity: (lineId: number, quantity: number) =>
      t.request('PUT', `ecomProdCart/updateQuantity/${lineId}`, cartChangeSchema, { ...opts, body: { quantity } }),
    remove: (lineId: number) => t.request('DELETE', `ecomProdCart/${lineId}`, cartChangeSchema, opts),
  };
}
export type CartApi = ReturnType<typeof cartApi>;
