import type { Order } from '@/contract/orders';
import { formatIndianDateTime } from '@/lib/dates';
import { trackingView } from '@/lib/tracking';
import { MESSAGES } from '@/lib/messages';
import Modal from '../common/Modal';

const O = MESSAGES.shop.orderPage;

// Tracking modal: the current delivery status and the steps,
// complete up to the current one, 25% of progress per step.

export default function TrackingModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const view = trackingView(order.deliveryboy_status, order.assigned_deliveryboy_id);
  return (
    <Modal title={O.trackTitle} onClose={onClose} className="tracking-modal">
      <p className="modal-sub">
        {O.order} <strong>{order.order_id}</strong>
      </p>
      {!view.assigned ? (
        <p className="tracking-empty" data-testid="tracking-status">
          {O.notAssigned}
        </p>
      ) : (
        <>
          <p className="tracking-current" data-testid="tracking-status">
            {O.currentStatus} <strong className={view.failed ? 'is-failed' : undefined}>{view.statusLabel}</strong>
          </p>
          {order.delivered_at && <p className="tracking-when">{O.deliveredOn(formatIndianDateTime(order.delivered_at))}</p>}
          <div
            className={`tracking-bar${view.failed ? ' is-failed' : ''}`}
            role="progressbar"
            aria-label={O.deliveryProgress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={view.progress}
          >
            <span style={{ width: `${view.progress}%` }} />
          </div>
          <ol className="tracking-steps">
            {view.steps.map((step) => (
              <li
                key={step.key}
                className={`tracking-step${step.complete ? ' is-complete' : ''}${step.failed ? ' is-failed' : ''}`}
                aria-current={step.current ? 'step' : undefined}
                data-complete={step.complete}
              >
                <span className="tracking-dot" aria-hidden="true">
                  {step.failed ? '!' : step.complete ? '✓' : ''}
                </span>
                <span>{step.label}</span>
                <span className="visually-hidden">{step.complete ? O.stepComplete : O.stepNotYet}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose}>
          {O.close}
        </button>
      </div>
    </Modal>
  );
}
