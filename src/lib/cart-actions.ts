import { isLoggedIn, $session } from './stores/session';

// Adding to the cart from any island (cards, product detail). The checkout
// issue owns the implementation; islands rely only on this result type.

export type AddToCartResult =
  | { ok: true; count: number | null }
  | { ok: false; reason: 'login' | 'stock' | 'error'; message: string };

export async function addToCart(productId: number, quantity: number): Promise<AddToCartResult> {
  if (!isLoggedIn($session.get())) return { ok: false, reason: 'login', message: 'Please login first!' };
  void productId;
  void quantity;
  return { ok: false, reason: 'error', message: 'Failed to add to cart.' };
}
