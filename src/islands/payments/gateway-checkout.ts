import { paymentsApi, type CheckoutReturn } from '@/lib/api/payments';
import { ApiError } from '@/lib/api/transport';
import { showAlert } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';

// Paying a placed order in Razorpay Checkout: the server gives the options
// (its own total, the shop's key id, the gateway order), Checkout collects
// the card or bank details in its own window, and its signed answer goes back
// to the server, which alone decides that the order is paid. Loaded on the
// press that opens it only, on the cart page (a new order) or My Orders (an
// order still waiting for payment): the only pages whose CSP allows it.

const M = MESSAGES.payments;
const ORDERS_PATH = '/ecommerce/order';

interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

function loadScript(src: string): Promise<RazorpayConstructor> {
  const ready = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Checkout did not load'));
    };
    script.onerror = () => reject(new Error('Checkout did not load'));
    document.head.appendChild(script);
  });
}

/** Opens Checkout for the order; ends on My Orders whatever happens (the order waits there if unpaid). */
export async function payThroughGateway(orderId: string): Promise<void> {
  const api = paymentsApi(browserTransport());
  try {
    const options = await api.gatewayCheckout(orderId);
    const Razorpay = await loadScript(options.script_url);
    await new Promise<void>((done) => {
      const checkout = new Razorpay({
        key: options.key_id,
        order_id: options.gateway_order_id,
        amount: options.amount,
        currency: options.currency,
        name: options.shop_name,
        description: `Order ${options.order_id}`,
        // Closes before the order stops waiting, so no payment lands after it expired.
        ...(options.timeout ? { timeout: options.timeout } : {}),
        handler: (back: CheckoutReturn) => {
          api
            .gatewayPayment(orderId, back)
            .then(() => showAlert(M.gatewayConfirmed, undefined, 'success'))
            .catch(() => showAlert(M.signatureInvalid, undefined, 'error'))
            .finally(done);
        },
        modal: { ondismiss: () => void showAlert(M.gatewayCancelled, undefined, 'info').finally(done) },
      });
      checkout.open();
    });
  } catch (err) {
    // The server's own message when it answered one (a 4xx says why); else the generic one.
    await showAlert(M.gatewayDown, err instanceof ApiError && err.status < 500 ? err.message : undefined, 'error');
  }
  location.assign(ORDERS_PATH);
}
