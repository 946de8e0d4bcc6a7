import { useEffect, useState } from 'react';
import Glyph from '@/components/icons/Glyph';
import { useTakeOverInputs } from '@/islands/account/use-form';
import { productStock } from '@/lib/api/catalogue';
import { addToCart } from '@/lib/cart-actions';
import { showAlert } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { inStock } from '@/lib/product-detail';
import { localHref } from '@/lib/i18n/languages';
import { clampQuantity, parseQuantity, stepQuantity } from '@/lib/quantity';
import { browserTransport } from '@/lib/shop-config';
import '@/styles/product.css';

// The product page's interactive part: stock, quantity stepper, Buy More, Buy
// now (adds, then straight to the cart) and Add to Cart (or a disabled Stock
// Out button). On a phone the buttons are a bar fixed to the screen's foot, so
// Add to Cart is on the first screen (src/styles/product.css). The HTML around it is cached
// for every visitor, so the stock is refreshed once it hydrates.

interface Props {
  productId: number;
  stock: number;
}

const ADDED_ALERT_MS = 1500;

/** 'Title: text' messages shown as a dialog title and text. */
function splitMessage(message: string): [string, string | undefined] {
  const i = message.indexOf(': ');
  return i > 0 ? [message.slice(0, i), message.slice(i + 2)] : [message, undefined];
}

export default function ProductPurchase({ productId, stock: initialStock }: Props) {
  const [stock, setStock] = useState(initialStock);
  const [quantity, setQuantity] = useState(1);
  const [draft, setDraft] = useState('1');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const available = inStock(stock);
  const quantityId = `quantity-${productId}`;
  // A quantity typed before hydration counts, as if typed now.
  useTakeOverInputs({ quantity: quantityId }, (typed) => typed.quantity !== undefined && onType(typed.quantity));

  useEffect(() => {
    let live = true;
    productStock(browserTransport(), productId)
      .then((s) => live && setStock(s))
      .catch(() => undefined); // keep the page's figure
    return () => {
      live = false;
    };
  }, [productId]);

  function apply(change: { quantity: number; overStock: boolean }) {
    setQuantity(change.quantity);
    setDraft(String(change.quantity));
    setNote(change.overStock ? MESSAGES.stock.noMore : '');
  }

  function onType(value: string) {
    setDraft(value);
    // An empty box is allowed while typing; it settles on blur.
    if (/^\d+$/.test(value.trim()) && Number(value) > 0) apply(parseQuantity(value, stock));
  }

  /** Adds the chosen quantity; `thenCart`: Buy now, which goes on to the cart instead of saying it was added. */
  async function onAdd(thenCart = false) {
    if (busy) return;
    if (quantity > stock) {
      const [title, text] = splitMessage(MESSAGES.stock.notEnough);
      void showAlert(title, text, 'error');
      return;
    }
    setBusy(true);
    setNote('');
    try {
      const result = await addToCart(productId, quantity);
      if (result.ok) {
        if (thenCart) {
          location.assign(localHref('/ecommerce/cart'));
          return;
        }
        const left = Math.max(0, stock - quantity);
        setStock(left);
        apply(clampQuantity(1, left));
        void showAlert(MESSAGES.cart.addedDetailTitle, MESSAGES.cart.addedDetailText, 'success', ADDED_ALERT_MS);
      } else if (result.reason === 'login') {
        void showAlert(MESSAGES.cart.pleaseLogIn, MESSAGES.cart.loginFirst, 'warning');
      } else if (result.reason === 'offline') {
        // In the page's own status line: the dialog's script may not be on the phone offline.
        setNote(result.message);
      } else if (result.reason === 'stock') {
        const [title, text] = splitMessage(MESSAGES.stock.notEnough);
        void showAlert(title, text, 'error');
      } else if (result.reason === 'limit') {
        void showAlert(result.message, undefined, 'warning');
      } else {
        void showAlert(MESSAGES.cart.addFailedDetail, undefined, 'error');
      }
    } catch {
      void showAlert(MESSAGES.cart.addFailedDetail, undefined, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="purchase">
      <p className={available ? 'purchase__stock purchase__stock--in' : 'purchase__stock purchase__stock--out'} data-testid="stock-status">
        {available ? (
          <>
            {MESSAGES.stock.inStock} · <span data-testid="stock-count">{stock}</span> {MESSAGES.shop.available}
          </>
        ) : (
          <span className="badge-stockout">{MESSAGES.stock.stockout}</span>
        )}
      </p>
      {available && (
        <div className="stepper" role="group" aria-label={MESSAGES.shop.quantity}>
          <button
            type="button"
            className="stepper__btn"
            aria-label={MESSAGES.shop.decreaseQuantity}
            disabled={quantity <= 1}
            onClick={() => apply(stepQuantity(quantity, -1, stock))}
          >
            <Glyph name="minus" />
          </button>
          <input
            id={quantityId}
            className="stepper__input"
            aria-label={MESSAGES.shop.quantity}
            inputMode="numeric"
            pattern="[0-9]*"
            value={draft}
            onChange={(e) => onType(e.target.value)}
            onBlur={() => apply(parseQuantity(draft, stock))}
          />
          <button
            type="button"
            className="stepper__btn"
            aria-label={MESSAGES.shop.increaseQuantity}
            onClick={() => apply(stepQuantity(quantity, 1, stock))}
          >
            +
          </button>
        </div>
      )}
      <p className="purchase__note" role="status" aria-live="polite">
        {note}
      </p>
      <div className="purchase__actions">
        <a className="btn btn-outline" href="/ecommerce">
          {MESSAGES.shop.buyMore}
        </a>
        {available ? (
          // Busy, never disabled: a tap meanwhile is held as the next add (held-presses.ts).
          <>
            <button type="button" className="btn btn-outline" onClick={() => void onAdd(true)} aria-busy={busy}>
              {MESSAGES.shop.buyNow}
            </button>
            <button type="button" className="btn" onClick={() => void onAdd()} aria-busy={busy}>
              {busy && <span className="spinner" aria-hidden="true" />}
              {MESSAGES.shop.addToCart}
            </button>
          </>
        ) : (
          <button type="button" className="btn" disabled>
            {MESSAGES.shop.stockOut}
          </button>
        )}
      </div>
    </div>
  );
}
