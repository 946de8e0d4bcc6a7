import type { Order, OrderProduct } from '@/contract/orders';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';

// An order's products: quantity, total and each line's state (a line still
// ordered when its order was cancelled reads as cancelled: its stock went
// back then), with a refund button on the lines the order page offers one for.

const O = MESSAGES.console.orders;

interface Props {
  order: Order;
  /** The lines a refund is offered for (allowedActions). */
  refundLines: OrderProduct[];
  busy: boolean;
  onRefund: (line: OrderProduct) => void;
}

/** A line's state, with what was refunded of it. */
function lineLabel(order: Order, p: OrderProduct): string {
  const state = order.order_status === 'cancelled' && p.status === 'ordered' ? 'cancelled' : p.status;
  const label = O.lineStatuses[state] ?? state;
  return p.refund_amount ? `${label} (${formatInr(p.refund_amount)})` : label;
}

export default function OrderLines({ order, refundLines, busy, onRefund }: Props) {
  return (
    <section className="console-section" aria-labelledby="order-lines">
      <h2 id="order-lines">{O.lines}</h2>
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">{O.lines}</th>
            <th scope="col">{O.quantity}</th>
            <th scope="col">{O.total}</th>
            <th scope="col">{O.lineStatus}</th>
            {refundLines.length > 0 && <th scope="col">{O.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {order.products.map((p) => (
            <tr key={p.product_id}>
              <td data-label={O.lines}>{p.product_name}</td>
              <td data-label={O.quantity}>{p.quantity}</td>
              <td data-label={O.total}>{formatInr(p.unit_price * p.quantity)}</td>
              <td data-label={O.lineStatus}>{lineLabel(order, p)}</td>
              {refundLines.length > 0 && (
                <td data-label={O.actions}>
                  {refundLines.includes(p) && (
                    <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => onRefund(p)}>
                      {O.refundLine(p.product_name)} ({formatInr(p.refund_due ?? 0)})
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
