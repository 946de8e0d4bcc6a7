import { addToCart } from './cart-actions';
import { showAlert, showToast } from './dialogs';
import { MESSAGES } from './messages';

/**
 * Add to cart from a product card: a guest is asked to log in,
 * otherwise the product is added and the outcome shown. Loaded on the first
 * press, so cards cost no script until then.
 */
export async function addFromCard(productId: number): Promise<void> {
  try {
    const result = await addToCart(productId, 1);
    if (result.ok) void showToast(MESSAGES.cart.addedHome, 'success');
    else if (result.reason === 'login') void showAlert(MESSAGES.cart.loginFirst, undefined, 'warning');
    else void showAlert(result.message || MESSAGES.cart.addFailedHome, undefined, 'error');
  } catch {
    void showAlert(MESSAGES.cart.addFailedHome, undefined, 'error');
  }
}
