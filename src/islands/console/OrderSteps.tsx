import type { Order } from '@/contract/orders';
import { formatIndianDateTime } from '@/lib/dates';
import { MESSAGES } from '@/lib/messages';
import { trackingView } from '@/lib/tracking';

// An order's delivery steps as the shopper's tracking shows them (Assigned,
// Picked Up, Out for Delivery, Delivered, or Failed with the rider's reason).

const O = MESSAGES.console.orders;

export default function OrderSteps({ order }: { order: Order }) {
  const view = trackingView(order.deliveryboy_status, order.assigned_deliveryboy_id);
  return (
    <section className="console-section" aria-labelledby="order-steps">
      <h2 id="order-steps">{O.stepsTitle}</h2>
      {!view.assigned ? (
        <p className="console-note">{O.notAssigned}</p>
      ) : (
        <ol className="console-steps">
          {view.steps.map((s) => (
            <li key={s.key} data-step={s.key} aria-current={s.current ? 'step' : undefined} className={s.complete ? 'is-done' : undefined}>
              {s.label} ({s.current ? O.stepNow : s.complete ? O.stepDone : O.stepAhead})
            </li>
          ))}
        </ol>
      )}
      {view.failed && order.delivery_failed_reason && <p className="console-error">{O.failedBecause(order.delivery_failed_reason)}</p>}
      {order.delivered_at && <p>{O.deliveredAt(formatIndianDateTime(order.delivered_at))}</p>}
    </section>
  );
}
