import { useEffect, useRef } from 'react';
import { isCardOrBank, type Order } from '@/contract/orders';
import { formatIndianDate, formatIndianDateTime } from '@/lib/dates';
import { localHref } from '@/lib/i18n/languages';
import { productName } from '@/lib/i18n/product-words';
import { MESSAGES } from '@/lib/messages';
import { ORDER_VIEW_MESSAGES } from '@/lib/order-view-messages';
import { paymentLabel } from '@/lib/payment-label';
import { formatInr } from '@/lib/pricing';

// The confirmation My Orders shows once after placing: the order's id, what
// was ordered, how it is paid (and, for a payment still owed, what to do and
// by when), the expected delivery day and what happens next. Its heading takes
// the focus, so a screen reader starts here. Loaded only after placing.

const M = ORDER_VIEW_MESSAGES.placed;

/** How the order is paid, in one sentence the shopper can act on. */
function paymentSentence(order: Order): string {
  const amount = formatInr(order.final_price_after_coupon);
  const method = order.payment_method ?? '';
  const methodName = (MESSAGES.shop.paymentMethods as Record<string, string>)[method] ?? method;
  if (order.payment_status === 'paid') return `${methodName}: ${M.paid(amount)}`;
  if (order.payment_status === 'pending') {
    if (method === 'UPI' && order.payment_expires_at) return `${methodName}: ${M.payUpi(amount, formatIndianDateTime(order.payment_expires_at))}`;
    if (method === 'UPI') return `${methodName}: ${M.payUpiAfterReview(amount)}`;
    if (isCardOrBank(method)) return `${methodName}: ${M.payGateway(amount)}`;
    if (method === 'Cash on Delivery') return `${methodName}: ${M.payCash(amount)}`;
  }
  const label = paymentLabel(order.payment_status, order.payment_method);
  return label ? `${methodName}: ${label}` : methodName;
}

export default function OrderPlaced({ order }: { order: Order }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);
  const owesPayment = order.payment_status === 'pending' && order.payment_method !== 'Cash on Delivery';
  const prescription = order.prescription_status;
  const steps = [
    prescription === 'awaited' ? M.nextPrescriptionUpload : null,
    prescription ? M.nextPrescription : null,
    owesPayment ? M.nextPayment : null,
    M.nextApproval,
    M.nextRider(order.delivery_address),
  ].filter((step): step is string => step !== null);
  return (
    <section className="order-placed card" aria-labelledby="order-placed-heading" data-testid="order-placed">
      <h2 id="order-placed-heading" ref={heading} tabIndex={-1}>
        {M.heading}
      </h2>
      <dl className="order-placed__facts">
        <div>
          <dt>{M.orderId}</dt>
          <dd data-testid="placed-order-id">{order.order_id}</dd>
        </div>
        <div>
          <dt>{M.payment}</dt>
          <dd data-testid="placed-payment">{paymentSentence(order)}</dd>
        </div>
        {order.expected_delivery_date && (
          <div>
            <dt>{M.expected}</dt>
            <dd data-testid="placed-expected">
              <time dateTime={order.expected_delivery_date}>{M.expectedBy(formatIndianDate(order.expected_delivery_date))}</time>
            </dd>
          </div>
        )}
      </dl>
      <h3>{M.items}</h3>
      <ul className="order-placed__items" data-testid="placed-items">
        {order.products.map((p) => (
          <li key={p.product_id}>{M.itemLine(productName(p), p.quantity)}</li>
        ))}
      </ul>
      <h3>{M.next}</h3>
      <ol className="order-placed__next">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="order-placed__links">
        <a className="btn btn-outline" href={`#order-${order.order_id}`}>
          {M.seeOrder}
        </a>
        <a className="btn" href={localHref('/ecommerce')}>
          {M.continueShopping}
        </a>
      </p>
    </section>
  );
}
