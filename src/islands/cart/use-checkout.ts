import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api/transport';
import type { CheckoutContext, PaymentChoiceInput } from '@/lib/checkout-payload';
import { showAlert } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { localHref } from '@/lib/i18n/languages';
import { browserTransport } from '@/lib/shop-config';
import { STORAGE } from '@/lib/storage-keys';
import { setCartCount } from '@/lib/stores/cart';

const ORDERS_PATH = '/ecommerce/order';

// Placing the order (its code loads with the payment popup). One
// Idempotency-Key per checkout attempt: a retry after a lost answer reuses it
// (the server then answers with the first order); a changed cart, coupon or
// address starts a new attempt.

/** Or, for UPI paid from the shopper's UPI app, the order waiting for that payment. */
export type PlaceOutcome = 'placed' | 'close' | 'stay' | { awaitingOrderId: string } | { gatewayOrderId: string };

/** The server's refusals of the buyer's GSTIN: the cart says them under the field. */
const GSTIN_REFUSALS = (): string[] => [MESSAGES.checkout.buyerGstinShape, MESSAGES.checkout.buyerGstinState, MESSAGES.checkout.buyerGstinCheck];

export function useCheckout(onCartStale: () => void, onGstinRefused: (message: string) => void) {
  const [placing, setPlacing] = useState(false);
  const attempt = useRef<{ key: string; signature: string } | null>(null);

  /** 'placed' (going to My Orders, which confirms the order), 'close' (the cart needs another look), 'stay' (fix and retry), or the order awaiting a UPI payment. */
  async function place(choice: PaymentChoiceInput, ctx: CheckoutContext & { signature: string }): Promise<PlaceOutcome> {
    setPlacing(true);
    try {
      const [{ placeOrderApi }, { placeAllPayload, newAttemptKey }] = await Promise.all([
        import('@/lib/api/place-order'),
        import('@/lib/checkout-payload'),
      ]);
      if (attempt.current?.signature !== ctx.signature) attempt.current = { key: newAttemptKey(), signature: ctx.signature };
      const answer = await placeOrderApi(browserTransport()).placeAll(placeAllPayload(choice, ctx), attempt.current.key);
      if (!answer.success) throw new ApiError(400, answer.message, 'NOT_PLACED');
      setCartCount(0);
      try {
        localStorage.removeItem(STORAGE.selectedAddress);
        // My Orders opens with this order's confirmation, whichever way it is paid.
        if (answer.order?.order_id) sessionStorage.setItem(STORAGE.placedOrder, answer.order.order_id);
      } catch {
        // Without storage My Orders still lists the order, only without its confirmation.
      }
      // The popup shows how to pay it (intent link or QR) before the shopper moves on; an order
      // awaiting its prescription review has no time to pay yet (My Orders shows the pay link once accepted).
      if (choice.directUpi && answer.order?.payment_status === 'pending' && answer.order.payment_expires_at) {
        setPlacing(false);
        return { awaitingOrderId: answer.order.order_id };
      }

      // Paid next in the gateway's Checkout window.
      if (choice.viaGateway && answer.order?.payment_status === 'pending') {
        setPlacing(false);
        return { gatewayOrderId: answer.order.order_id };
      }
      location.assign(localHref(ORDERS_PATH));
      return 'placed';
    } catch (err) {
      setPlacing(false);
      const status = err instanceof ApiError ? err.status : 0;
      const message = err instanceof ApiError ? err.message : '';
      if (err instanceof ApiError && err.code === 'OUT_OF_STOCK') {
        // The answer names the products; the reloaded cart marks their lines.
        await showAlert(MESSAGES.cart.fixTitle, message, 'error');
        onCartStale();
        return 'close';
      }
      if (status === 400 && GSTIN_REFUSALS().includes(message)) {
        onGstinRefused(message);
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
