import { formatInr } from '@/lib/pricing';
import { MESSAGES } from '@/lib/messages';

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
      <h2 id="summary-heading">{MESSAGES.shop.priceDetails}</h2>
      <dl className="summary__lines">
        <div>
          <dt>{MESSAGES.shop.items}</dt>
          <dd data-testid="items-total">{formatInr(itemsTotal)}</dd>
        </div>
        <div>
          <dt>{MESSAGES.shop.deliveryCharges}</dt>
          <dd data-testid="delivery-charges">{formatInr(delivery)}</dd>
        </div>
        {couponDiscount > 0 && (
          <div>
            <dt>{MESSAGES.shop.couponDiscount}</dt>
            <dd data-testid="coupon-discount">−{formatInr(couponDiscount)}</dd>
          </div>
        )}
        <div className="summary__total">
          <dt>{MESSAGES.shop.toBePaid}</dt>
          <dd data-testid="to-be-paid" aria-live="polite">
            {formatInr(toPay)}
          </dd>
        </div>
      </dl>
      {canProceed && (
        <button type="button" className="btn summary__proceed" onClick={onProceed}>
          {MESSAGES.shop.proceedToBuy}
        </button>
      )}
    </section>
  );
}
