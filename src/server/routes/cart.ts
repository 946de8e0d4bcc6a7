import { Hono, type Context } from 'hono';
import { MESSAGES } from '@/lib/messages';
import { cartAddPayload, cartUpdatePayload } from '@/contract/cart.input';
import { requireAuth } from '../auth/guard';
import { type ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { idParam, readJson } from '../http/validate';
import { MAX_LINE_QUANTITY, addToCart, cartCount, listCart, removeLine, toCartItem, updateQuantity, type CartChange } from '../data/cart';
import type { AppEnv } from '../types';

// ecomProdCart: the token's user's cart. A user id in the path or body that
// is not the caller's is 403; the count is the sum of quantities.

/** The path's user id, which must be the caller's own. */
function ownUserId(c: Context<AppEnv>): number {
  const userId = idParam(c, 'userId');
  if (userId !== c.var.user.id) throw forbidden(MESSAGES.cart.notYours);
  return userId;
}

function changeError(change: Exclude<CartChange, { kind: 'ok' }>): ApiError {
  switch (change.kind) {
    case 'not_found':
      return notFound(MESSAGES.cart.itemNotFound);
    case 'forbidden':
      return forbidden(MESSAGES.cart.notYours);
    case 'stock':
      return badRequest(MESSAGES.stock.notEnough, 'OUT_OF_STOCK');
    case 'too_many':
      return badRequest(`Quantity must be at most ${MAX_LINE_QUANTITY}.`);
  }
}

export const cart = new Hono<AppEnv>()
  .get('/cart/count/:userId', requireAuth(), async (c) => {
    const userId = ownUserId(c);
    return c.json({ count: await cartCount(c.env.DB, c.var.distributor.id, userId) });
  })
  .post('/add', requireAuth(), async (c) => {
    const body = await readJson(c, cartAddPayload);
    if (body.user_id !== undefined && body.user_id !== c.var.user.id) throw forbidden(MESSAGES.cart.notYours);
    const change = await addToCart(c.env.DB, {
      distributorId: c.var.distributor.id,
      customerId: c.var.user.id,
      productId: body.product_id,
      quantity: body.quantity,
    });
    if (change.kind === 'not_found') throw notFound('Product not found.');
    if (change.kind !== 'ok') throw changeError(change);
    return c.json({ message: MESSAGES.cart.addedHome, cartItem: toCartItem(change.line), count: change.count });
  })
  .put('/updateQuantity/:id', requireAuth(), async (c) => {
    const lineId = idParam(c);
    const body = await readJson(c, cartUpdatePayload);
    const change = await updateQuantity(c.env.DB, {
      distributorId: c.var.distributor.id,
      customerId: c.var.user.id,
      lineId,
      quantity: body.quantity,
    });
    if (change.kind !== 'ok') throw changeError(change);
    return c.json({ message: 'Cart updated.', cartItem: toCartItem(change.line), count: change.count });
  })
  .get('/:userId', requireAuth(), async (c) => {
    const userId = ownUserId(c);
    const lines = await listCart(c.env.DB, c.var.distributor.id, userId);
    return c.json({ cartItems: lines.map(toCartItem) });
  })
  .delete('/:id', requireAuth(), async (c) => {
    const result = await removeLine(c.env.DB, { distributorId: c.var.distributor.id, customerId: c.var.user.id, lineId: idParam(c) });
    if (result.kind !== 'ok') throw changeError(result);
    return c.json({ message: 'Item removed from cart.', count: result.count });
  });
