import { useStore } from '@nanostores/react';
import { useEffect, type MouseEvent } from 'react';
import { cartCount } from '@/lib/api/cart';
import { showAlert } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import { $cartCount, followCartCountAcrossTabs, setCartCount } from '@/lib/stores/cart';
import { bootBrowser } from '@/lib/stores/boot';
import { $session, isLoggedIn } from '@/lib/stores/session';
import '@/styles/cart-button.css';

const CART_PATH = '/ecommerce/cart';

/** Header cart button with the count badge (shown only when loaded and > 0). */
export default function CartButton() {
  useEffect(bootBrowser, []);
  useEffect(followCartCountAcrossTabs, []);
  const session = useStore($session);
  const count = useStore($cartCount);
  const loggedIn = isLoggedIn(session);
  const userId = loggedIn ? session.userId : null;

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    cartCount(browserTransport(), userId)
      .then((n) => current && setCartCount(n))
      // A failed count fetch shows 0 (no badge).
      .catch(() => current && setCartCount(0));
    return () => {
      current = false;
    };
  }, [userId]);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (loggedIn) return;
    event.preventDefault();
    await showAlert(MESSAGES.cart.loginToView, undefined, 'warning');
    location.assign(`/ecommerce/login?returnUrl=${encodeURIComponent(CART_PATH)}`);
  }

  const shown = loggedIn && count !== null && count > 0;
  return (
    <a className="btn btn-outline cart-button" href={CART_PATH} onClick={onClick} aria-label={shown ? `Cart, ${count} items` : 'Cart'}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6" />
      </svg>
      <span>Cart</span>
      {shown && (
        <span className="cart-badge" data-testid="cart-count" aria-hidden="true">
          {count}
        </span>
      )}
    </a>
  );
}
