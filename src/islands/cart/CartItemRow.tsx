import type { CartItem } from '@/contract/cart';
import { DEFAULT_PRODUCT_IMAGE, productImageUrl } from '@/lib/images';
import { stockLabel } from '@/lib/checkout-cart';
import { discountedPrice, formatInr } from '@/lib/pricing';
import { MESSAGES } from '@/lib/messages';
import { productName } from '@/lib/i18n/product-words';

interface Props {
  item: CartItem;
  apiRoot: string;
  busy: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
}

/**
 * One cart line: image, name, MRP struck through when discounted, price, discount line, stepper, remove.
 * A line the stock no longer covers says so ('Out of stock', 'Only 2 left') and counts in no total.
 * While a change to the line is on its way its buttons say so (aria-busy) but stay enabled: a tap
 * then is held by the island's directive (client:load-held) and done after it, so three quick taps
 * on + are three steps (a disabled button would swallow them).
 */
export default function CartItemRow({ item, apiRoot, busy, onIncrease, onDecrease, onRemove }: Props) {
  const final = discountedPrice(item.product_price, item.discount);
  const discounted = item.discount > 0;
  // In the page's language: the Hindi name on a Hindi page, where the product has one.
  const name = productName(item);
  const stockNote = stockLabel(item);
  const noteId = `cart-item-stock-${item.id}`;
  return (
    <li
      className={`cart-item card${stockNote ? ' cart-item--unavailable' : ''}`}
      data-testid="cart-item"
      data-product-id={item.product_id}
      aria-describedby={stockNote ? noteId : undefined}
    >
      <a href={`/product/details/${item.product_id}`} className="cart-item__image">
        <img
          src={productImageUrl(apiRoot, item.image)}
          alt={name}
          width="96"
          height="96"
          loading="lazy"
          onError={(e) => {
            const img = e.currentTarget;
            if (!img.src.endsWith(DEFAULT_PRODUCT_IMAGE)) img.src = DEFAULT_PRODUCT_IMAGE;
          }}
        />
      </a>
      <div className="cart-item__body">
        <a href={`/product/details/${item.product_id}`} className="cart-item__name">
          {name}
        </a>
        <p className="cart-item__prices">
          {discounted && (
            <span className="price-mrp" aria-label={MESSAGES.shop.mrpPrice(formatInr(item.product_price))}>
              {formatInr(item.product_price)}
            </span>
          )}{' '}
          <span className="price-final" data-testid="cart-item-price">
            {formatInr(final)}
          </span>
        </p>
        {discounted && <p className="price-off">{MESSAGES.shop.percentOff(item.discount)}</p>}
        {item.prescription_required && (
          <p className="rx-mark" data-testid="rx-mark"><span aria-hidden="true">℞</span> {MESSAGES.prescription.mark}</p>
        )}
        {stockNote && (
          <p id={noteId} className="cart-item__stock" data-testid="cart-item-stock">
            {stockNote} <span className="cart-item__stock-hint">{MESSAGES.shop.notCounted}</span>
          </p>
        )}
        <div className="cart-item__actions">
          <div className="stepper" role="group" aria-label={MESSAGES.shop.quantityOf(name)}>
            <button type="button" className="btn btn-outline btn-small" onClick={onDecrease} aria-busy={busy} aria-label={MESSAGES.shop.decreaseQuantityOf(name)}>
              −
            </button>
            <span className="stepper__value" data-testid="cart-item-quantity" aria-live="polite">
              {item.quantity}
            </span>
            <button type="button" className="btn btn-outline btn-small" onClick={onIncrease} aria-busy={busy} aria-label={MESSAGES.shop.increaseQuantityOf(name)}>
              +
            </button>
          </div>
          <button type="button" className="btn btn-outline btn-small cart-item__remove" onClick={onRemove} aria-busy={busy} aria-label={MESSAGES.shop.removeNamed(name)}>
            {MESSAGES.shop.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
