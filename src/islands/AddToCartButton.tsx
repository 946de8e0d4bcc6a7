import { useState } from 'react';
import { addToCart } from '@/lib/cart-actions';
import { showAlert, showToast } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import '@/styles/catalogue.css';

interface Props {
  productId: number;
  productName: string;
}

/**
 * The Add button of a product card (spec 2, 8): a guest is asked to log in,
 * otherwise the product is added and the outcome shown. The dialog library
 * loads only when the first message opens.
 */
export default function AddToCartButton({ productId, productName }: Props) {
  const [busy, setBusy] = useState(false);

  async function add() {
    if (busy) return;
    setBusy(true);
    try {
      const result = await addToCart(productId, 1);
      if (result.ok) void showToast(MESSAGES.cart.addedHome, 'success');
      else if (result.reason === 'login') void showAlert(MESSAGES.cart.loginFirst, undefined, 'warning');
      else void showAlert(result.message || MESSAGES.cart.addFailedHome, undefined, 'error');
    } catch {
      void showAlert(MESSAGES.cart.addFailedHome, undefined, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="btn btn-small add-to-cart"
      onClick={add}
      aria-busy={busy}
      disabled={busy}
      aria-label={`Add ${productName} to cart`}
    >
      {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <span aria-hidden="true">+</span>}
      Add
    </button>
  );
}
