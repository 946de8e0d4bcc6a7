import type { OrderProduct } from '@/contract/orders';
import { productImageUrl, DEFAULT_PRODUCT_IMAGE } from '@/lib/images';
import { MESSAGES } from '@/lib/messages';
import { localHref } from '@/lib/i18n/languages';
import { productName } from '@/lib/i18n/product-words';
import { formatInr } from '@/lib/pricing';
import { returnReasonText } from '@/lib/returns';

interface Props {
  product: OrderProduct;
  apiRoot: string;
  /** Shown for products of a pending order. */
  onRemove?: () => void;
  busy?: boolean;
}

const O = MESSAGES.shop.orderPage;
const STATUS_LABELS: Partial<Record<string, string>> = O.lineStates;

export default function OrderProductCard({ product: p, apiRoot, onRemove, busy }: Props) {
  // The price this order was charged, kept with the order (not today's price).
  const price = p.unit_price;
  const badge = STATUS_LABELS[p.status];
  const href = localHref(`/product/details/${p.product_id}`);
  return (
    <li className="order-product">
      <a href={href} className="order-product-image" tabIndex={-1} aria-hidden="true">
        <img
          src={productImageUrl(apiRoot, p.image)}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(DEFAULT_PRODUCT_IMAGE)) e.currentTarget.src = DEFAULT_PRODUCT_IMAGE;
          }}
        />
      </a>
      <div className="order-product-body">
        <a href={href} className="order-product-name">
          {productName(p)}
        </a>
        {badge && <span className={`order-product-badge is-${p.status}`}>{badge}</span>}
        <dl className="order-product-facts">
          <div>
            <dt>{O.mrp}</dt>
            <dd className={p.discount > 0 ? 'price-mrp' : undefined}>{formatInr(p.price)}</dd>
          </div>
          <div>
            <dt>{MESSAGES.shop.quantity}</dt>
            <dd>{p.quantity}</dd>
          </div>
          <div>
            <dt>{O.discount}</dt>
            <dd className="price-off">{p.discount}%</dd>
          </div>
          <div>
            <dt>{O.discountPrice}</dt>
            <dd className="price-final">{formatInr(price)}</dd>
          </div>
          {p.refund_amount !== null && (
            <div>
              <dt>{MESSAGES.shop.refunded}</dt>
              <dd>{formatInr(p.refund_amount)}</dd>
            </div>
          )}
        </dl>
        {p.returned_quantity > 0 && (
          <p className="order-product-return" data-testid="line-return">
            {p.returned_quantity < p.quantity && <span>{MESSAGES.returns.returnedPart(p.returned_quantity, p.quantity)}. </span>}
            {returnReasonText(p) && <span>{MESSAGES.returns.yourReason(returnReasonText(p)!)}</span>}
          </p>
        )}
        {onRemove && (
          <button type="button" className="btn btn-outline btn-small" onClick={onRemove} disabled={busy}>
            {MESSAGES.shop.remove}
          </button>
        )}
      </div>
    </li>
  );
}
