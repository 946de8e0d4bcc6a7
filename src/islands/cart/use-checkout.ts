import { useRef, useState } from 'react';
import { checkoutApi } from '@/lib/api/checkout';
import { ApiError } from '@/lib/api/transport';
import { newAttemptKey, placeAllPayload, type CheckoutContext, type PaymentChoiceInput } from '@/lib/checkout-payload';
import { showAlert } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import { STORAGE } from '@/lib/storage-keys';
import { setCartCount } from '@/lib/stores/cart';

export const ORDERS_PATH = '/ecommerce/order';

// Placing the order. One Idempotency-Key per checkout attempt: a retry after
// a lost answer reuses it (the server then answers with the first order); a
// changed cart starts a new attempt.

export function useCheckout(onCartStale: () => void) {
  const [placing, setPlacing] = useState(false);
  const attempt = useRef<{ key: string; signature: string } | null>(null);

  /** 'placed' (going to My Orders), 'close' (the cart needs another look) or 'stay' (fix and retry). */
  async function place(choice: PaymentChoiceInput, ctx: CheckoutContext & { signature: string }): Promise<'placed' | 'close' | 'stay'> {
    if (!attempt.current || attempt.current.signature !== ctx.signature) attempt.current = { key: newAttemptKey(), signature: ctx.signature };
    setPlacing(true);
    try {
      const answer = await checkoutApi(browserTransport()).placeAll(placeAllPayload(choice, ctx), attempt.current.key);
      if (!answer.success) throw new ApiError(400, answer.message);
      setCartCount(0);
      try {
        localStorage.removeItem(STORAGE.selectedAddress);
      } catch {
        // Nothing to clear without storage.
      }
      location.assign(ORDERS_PATH);
      return 'placed';
    } catch (err) {
      setPlacing(false);
      const status = err instanceof ApiError ? err.status : 0;
      const message = err instanceof ApiError ? err.message : '';
      if (message === MESSAGES.stock.notEnough) {
        await showAlert(MESSAGES.stock.notEnough, undefined, 'error');
        onCartStale();
        return 'close';
      }
      // A 4xx is an answer (nothing was created): say why. Otherwise the same attempt may be retried.
      const detail = status >= 400 && status < 500 ? message : undefined;
      await showAlert(MESSAGES.checkout.failed, detail, 'error');
      if (status === 409) {
        onCartStale();
        return 'close';
      }
      return 'stay';
    }
  }

  return { placing, place };
}
