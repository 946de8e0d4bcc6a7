import type { Context } from 'hono';
import { routeList } from '../http/route-list';
import { MESSAGES } from '@/lib/messages';
import { cartAddPayload, cartUpdatePayload } from '@/contract/cart.input';
import { forbidden } from '../domain-error';
import { idParam, readJson } from '../http/validate';
import { addToCart, cartCount, cartItems, removeLine, updateQuantity } from '../services/cart';
import type { AppEnv } from '../types';
import { WORDS, renderWords } from '@/lib/words';

// ecomProdCart: the token's user's cart. A user id in the path or body that
// is not the caller's is 403; the count is the sum of quantities.

/** The path's user id, which must be the caller's own. */
function ownUserId(c: Context<AppEnv>): number {
  const userId = idParam(c, 'userId');
  if (userId !== c.var.user.id) throw forbidden(WORDS.cart.notYours);
  return userId;
}

const mine = (c: Context<AppEnv>) => ({ distributorId: c.var.distributor.id, customerId: c.var.user.id });

export const cart = routeList()
  .get('/cart/count/:userId', { access: 'signed-in' }, async (c) => c.json({ count: await cartCount(c.var.db, c.var.distributor.id, ownUserId(c)) }))
  .post('/add', { access: 'signed-in', body: cartAddPayload }, async (c) => {
    const body = await readJson(c, cartAddPayload);
    if (body.user_id !== undefined && body.user_id !== c.var.user.id) throw forbidden(WORDS.cart.notYours);
    const change = await addToCart(c.var.db, { ...mine(c), productId: body.product_id, quantity: body.quantity });
    return c.json({ message: MESSAGES.cart.addedHome, ...change });
  })
  .put('/updateQuantity/:id', { access: 'signed-in', body: cartUpdatePayload }, async (c) => {
    const lineId = idParam(c);
    const body = await readJson(c, cartUpdatePayload);
    const change = await updateQuantity(c.var.db, { ...mine(c), lineId, quantity: body.quantity });
    return c.json({ message: renderWords(WORDS.apiAnswers.done.cartUpdated), ...change });
  })
  .get('/:userId', { access: 'signed-in' }, async (c) => c.json({ cartItems: await cartItems(c.var.db, c.var.distributor.id, ownUserId(c)) }))
  .delete('/:id', { access: 'signed-in' }, async (c) => {
    const count = await removeLine(c.var.db, { ...mine(c), lineId: idParam(c) });
    return c.json({ message: renderWords(WORDS.apiAnswers.done.cartItemRemoved), count });
  });
