import { lazy, Suspense, useState } from 'react';
import { isCardOrBank, paymentAskedFor, type Order } from '@/contract/orders';
import { formatIndianDate } from '@/lib/dates';
import { formatInr } from '@/lib/pricing';
import { MESSAGES } from '@/lib/messages';
import { productName } from '@/lib/i18n/product-words';
import { ORDER_VIEW_MESSAGES } from '@/lib/order-view-messages';
import { paymentLabel } from '@/lib/payment-label';
import { RETURN_BLOCKS, returnBlock, type ReturnBlock } from '@/lib/returns';
import { isDispatched, trackingView } from '@/lib/tracking';
import CreditNoteButton from './CreditNoteButton';
import OrderProductCard from './OrderProductCard';

// Only an order holding a prescription medicine loads the prescription panel.
const PrescriptionUpload = lazy(() => import('../prescriptions/PrescriptionUpload'));

// Only an order waiting for a UPI payment loads the payment panel.
const UpiPayPanel = lazy(() => import('../payments/UpiPayPanel'));

/** Opens the gateway's Checkout for an order still waiting for payment; the page reloads when it is done. */
function PayNowButton({ order }: { order: Order }) {
  const [opening, setOpening] = useState(false);
  const pay = async () => {
    setOpening(true);
    try {
      const { payThroughGateway } = await import('../payments/gateway-checkout');
      await payThroughGateway(order.order_id);
    } finally {
      setOpening(false);
    }
  };
  return (
    <button type="button" className="btn" onClick={() => void pay()} aria-busy={opening || undefined} disabled={opening}>
      {opening ? MESSAGES.payments.opening : MESSAGES.payments.payNow(formatInr(order.final_price_after_coupon))}
    </button>
  );
}

const V = ORDER_VIEW_MESSAGES.card;

// The two reasons the shop names with a heading of their own, shown before the reason.
const RETURN_BLOCK_TITLES: Partial<Record<ReturnBlock, string>> = {
  expired: MESSAGES.returns.expiredTitle,
  allReturned: MESSAGES.returns.allReturnedTitle,
};

interface Props {
  order: Order;
  apiRoot: string;
  now: number;
  busy: boolean;
  /** The order a message's link opened (/ecommerce/order/<id>) or just placed: marked, its details open. */
  focused?: boolean;
  onInvoice: (order: Order) => void;
  onReturn: (order: Order) => void;
  onTrack: (order: Order) => void;
  onRemoveProduct: (order: Order, productId: number, name: string) => void;
}

export default function OrderCard({ order, apiRoot, now, busy, focused = false, onInvoice, onReturn, onTrack, onRemoveProduct }: Props) {
  const status = order.order_status || order.status;
  const block = returnBlock(order, now);
  const returnReason = block ? RETURN_BLOCKS[block].message : null;
  const returnTitle = block ? RETURN_BLOCK_TITLES[block] : undefined;
  const headingId = `order-${order.order_id}`;
  const reasonId = `${headingId}-return-reason`;
  // Products come out of a pending order only while its goods are still in the shop, and not while
  // a payment asked for its whole amount may be on its way.
  const changeable = status === 'pending' && !isDispatched(order.deliveryboy_status);
  const waitsForPayment = paymentAskedFor(order);
  const removable = changeable && order.products.length > 0 && !waitsForPayment;
  const payment = paymentLabel(order.payment_status, order.payment_method, order.money?.paid ?? 0);
  const awaitingUpi = waitsForPayment && order.payment_method === 'UPI';
  // A card or net banking order whose Checkout was closed before paying: paid again from here.
  const awaitingGateway = waitsForPayment && isCardOrBank(order.payment_method);
  return (
    <article className={`order-card card${focused ? ' is-focused' : ''}`} aria-labelledby={headingId} aria-current={focused ? 'true' : undefined} data-order-id={order.order_id}>
      <header className="order-head">
        <div>
          <h2 id={headingId} className="order-id" tabIndex={focused ? -1 : undefined}>
            {MESSAGES.shop.orderId} <span>{order.order_id}</span>
          </h2>
          <p className="order-date">
            {MESSAGES.shop.orderPage.placedOn} <time dateTime={order.createdAt}>{formatIndianDate(order.createdAt)}</time>
          </p>
        </div>
        <span className={`order-status is-${status}`} data-testid="order-status">
          {MESSAGES.shop.orderPage.statuses[status] ?? status.toUpperCase()}
        </span>
      </header>
      <dl className="order-summary" data-testid="order-summary">
        <div>
          <dt>{V.total}</dt>
          <dd>{formatInr(order.final_price_after_coupon)}</dd>
        </div>
        {order.delivered_at ? (
          <div>
            <dt>{V.deliveredOn}</dt>
            <dd>
              <time dateTime={order.delivered_at}>{formatIndianDate(order.delivered_at)}</time>
            </dd>
          </div>
        ) : (
          order.expected_delivery_date &&
          status !== 'cancelled' && (
            <div data-testid="order-expected">
              <dt>{V.expected}</dt>
              <dd>
                <time dateTime={order.expected_delivery_date}>{V.expectedBy(formatIndianDate(order.expected_delivery_date))}</time>
              </dd>
            </div>
          )
        )}
        <div className="order-summary__address">
          <dt>{V.deliverTo}</dt>
          <dd data-testid="order-address">{order.delivery_address}</dd>
        </div>
      </dl>
      {awaitingUpi && (
        <>
          <p>
            <span className="payment-status is-awaiting" data-testid="payment-status">
              {MESSAGES.payments.awaiting}
            </span>
          </p>
          <Suspense
            fallback={
              <p role="status">
                <span className="spinner" aria-hidden="true" /> {MESSAGES.payments.loading}
              </p>
            }
          >
            <UpiPayPanel orderId={order.order_id} />
          </Suspense>
        </>
      )}
      {awaitingGateway && (
        <p className="order-pay">
          <span className="payment-status is-awaiting" data-testid="payment-status">
            {MESSAGES.payments.awaiting}
          </span>
          <PayNowButton order={order} />
        </p>
      )}
      {!awaitingUpi && !awaitingGateway && payment && (
        <p className="order-payment" data-testid="payment-line">
          {MESSAGES.payments.statusLine(payment)}
        </p>
      )}
      {status === 'cancelled' && order.cancel_reason && (
        <p className="order-cancel-reason" data-testid="cancel-reason">
          {MESSAGES.payments.cancelledBecause(order.cancel_reason)}
        </p>
      )}
      {order.prescription_status && (
        <Suspense fallback={null}>
          <PrescriptionUpload order={order} />
        </Suspense>
      )}
      {order.deliveryboy_status && (
        <p className="order-delivery" data-testid="delivery-status">
          {MESSAGES.live.deliveryStatus(trackingView(order.deliveryboy_status, order.assigned_deliveryboy_id).statusLabel)}
        </p>
      )}
      {/* Proof of delivery: the code this shopper gives the rider at the door (the API sends it to them alone, while on its way). */}
      {order.deliveryboy_status === 'out_for_delivery' && order.delivery_code && (
        <div className="order-delivery-code" data-testid="delivery-code">
          <p>
            {MESSAGES.live.deliveryCodeLabel}: <strong className="order-code">{order.delivery_code}</strong>
          </p>
          <p className="order-code-hint">{MESSAGES.live.deliveryCodeHint}</p>
        </div>
      )}
      {/* The lines and the money open on demand; a linked or just placed order opens with them shown. */}
      <details className="order-details" open={focused || undefined}>
        <summary>
          {V.details} <span className="order-details__count">({V.items(order.products.reduce((n, p) => n + p.quantity, 0))})</span>
        </summary>
        <ul className="order-products">
          {order.products.map((p) => (
            <OrderProductCard
              key={p.product_id}
              product={p}
              apiRoot={apiRoot}
              busy={busy}
              onRemove={removable ? () => onRemoveProduct(order, p.product_id, productName(p)) : undefined}
            />
          ))}
        </ul>
        {changeable && waitsForPayment && <p className="order-change-note">{V.removeAfterPayment}</p>}
        <dl className="order-totals">
          {order.coupon_discount > 0 && (
            <div>
              <dt>{MESSAGES.shop.couponDiscount}</dt>
              <dd>-{formatInr(order.coupon_discount)}</dd>
            </div>
          )}
          <div>
            <dt>{MESSAGES.shop.deliveryCharges}</dt>
            <dd>{formatInr(order.delivery_charges)}</dd>
          </div>
          <div className="order-total">
            <dt>{MESSAGES.shop.totalAfterCoupon}</dt>
            <dd>{formatInr(order.final_price_after_coupon)}</dd>
          </div>
          {order.refund_amount > 0 && (
            <div className="order-refunded" data-testid="order-refunded">
              <dt>{MESSAGES.shop.refunded}</dt>
              <dd>{formatInr(order.refund_amount)}</dd>
            </div>
          )}
          {order.money && order.money.paid > 0 && (
            <>
              <div data-testid="order-paid">
                <dt>{MESSAGES.payments.moneyPaid}</dt>
                <dd>{formatInr(order.money.paid)}</dd>
              </div>
              <div className="order-balance" data-testid="order-balance">
                <dt>{MESSAGES.payments.moneyBalance}</dt>
                <dd>{order.money.balance < 0 ? MESSAGES.payments.owedToYou(formatInr(-order.money.balance)) : formatInr(order.money.balance)}</dd>
              </div>
            </>
          )}
        </dl>
      </details>
      <div className="order-actions">
        <button type="button" className="btn btn-outline" onClick={() => onInvoice(order)} disabled={busy}>
          {MESSAGES.shop.printInvoice}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => onReturn(order)}
          disabled={busy || returnReason !== null}
          title={returnReason ?? undefined}
          aria-describedby={returnReason ? reasonId : undefined}
        >
          {MESSAGES.shop.returnOrder}
        </button>
        <button type="button" className="btn" onClick={() => onTrack(order)}>
          {MESSAGES.shop.trackDelivery}
        </button>
      </div>
      {order.has_credit_note && <CreditNoteButton order={order} />}
      {returnReason && (
        <p className="order-return-reason">
          {returnTitle && (
            <strong className="order-return-title" data-testid="return-reason-title">
              {returnTitle}
            </strong>
          )}
          <span id={reasonId} data-testid="return-reason">
            {returnReason}
          </span>
        </p>
      )}
    </article>
  );
}
