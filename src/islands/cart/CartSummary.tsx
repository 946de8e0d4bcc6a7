import { formatInr } from '@/lib/pricing';

interface Props {
  itemsTotal: number;
  delivery: number;
  couponDiscount: number;
  toPay: number;
  canProceed: boolean;
  onProceed: () => void;
}

/** Price details: items, the delivery charges line, the coupon, 'To be paid' (2 decimals) and Proceed to Buy. */
export default function CartSummary({ itemsTotal, delivery, couponDiscount, toPay, canProceed, onProceed }: Props) {
  return (
    <section className="summary card" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Price details</h2>
      <dl className="summary__lines">
        <div>
          <dt>Items</dt>
          <dd data-testid="items-total">{formatInr(itemsTotal)}</dd>
        </div>
        <div>
          <dt>Delivery charges</dt>
          <dd data-testid="delivery-charges">{formatInr(delivery)}</dd>
        </div>
        {couponDiscount > 0 && (
          <div>
            <dt>Coupon discount</dt>
            <dd data-testid="coupon-discount">−{formatInr(couponDiscount)}</dd>
          </div>
        )}
        <div className="summary__total">
          <dt>To be paid</dt>
          <dd data-testid="to-be-paid" aria-live="polite">
            {formatInr(toPay)}
          </dd>
        </div>
      </dl>
      {canProceed && (
        <button type="button" className="btn summary__proceed" onClick={onProceed}>
          Proceed to Buy
        </button>
      )}
    </section>
  );
}
