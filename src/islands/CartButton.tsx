import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $cartCount } from '@/lib/stores/cart';
import { bootBrowser } from '@/lib/stores/boot';

/** Header cart button with the count badge (shown only when loaded and > 0). */
export default function CartButton() {
  useEffect(bootBrowser, []);
  const count = useStore($cartCount);
  return (
    <a className="btn btn-outline" href="/ecommerce/cart" aria-label={count ? `Cart, ${count} items` : 'Cart'}>
      <span aria-hidden="true">🛒</span>
      <span>Cart</span>
      {count !== null && count > 0 && <span className="cart-badge" data-testid="cart-count">{count}</span>}
    </a>
  );
}
