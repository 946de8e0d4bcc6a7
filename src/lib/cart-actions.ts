import { addCartItem, cartCount } from './api/cart';
import { ApiError } from './api/transport';
import { MESSAGES } from './messages';
import { OFFLINE_ACTION_TEXT, isOffline } from './pwa/offline';
import { browserTransport } from './shop-config';
import { setCartCount } from './stores/cart';
import { isLoggedIn, $session } from './stores/session';

// Adding to the cart from any island (cards, product detail): POST add, then
// the count store (and so every badge, in every tab) follows.

export type AddToCartResult =
  | { ok: true; count: number | null }
  | { ok: false; reason: 'login' | 'stock' | 'limit' | 'offline' | 'error'; message: string };

export async function addToCart(productId: number, quantity: number): Promise<AddToCartResult> {
  // Said plainly, instead of a generic failure after a request that cannot go out.
  if (isOffline()) return { ok: false, reason: 'offline', message: OFFLINE_ACTION_TEXT };
  const session = $session.get();
  if (!isLoggedIn(session) || session.userId === null) return { ok: false, reason: 'login', message: MESSAGES.cart.loginFirst };
  const t = browserTransport();
  const userId = session.userId;
  try {
    const added = await addCartItem(t, userId, productId, quantity);
    const count = added.count ?? (await cartCount(t, userId).catch(() => null));
    if (count !== null) setCartCount(count);
    return { ok: true, count };
  } catch (err) {
    if (err instanceof ApiError && err.code === 'UNAUTHENTICATED') return { ok: false, reason: 'login', message: MESSAGES.cart.loginFirst };
    if (err instanceof ApiError && err.code === 'OUT_OF_STOCK') return { ok: false, reason: 'stock', message: MESSAGES.stock.notEnough };
    // More than one order may hold: the server's message names the product and the most allowed.
    if (err instanceof ApiError && err.code === 'ORDER_QUANTITY_LIMIT') return { ok: false, reason: 'limit', message: err.message };
    return { ok: false, reason: 'error', message: MESSAGES.cart.addFailedHome };
  }
}
