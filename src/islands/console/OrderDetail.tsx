import { useEffect, useState } from 'react';
import type { ShopRider } from '@/contract/console';
import type { Order } from '@/contract/orders';
import type { RefundWay } from '@/contract/refunds-owed';
import { consoleApi } from '@/lib/api/console';
import { formatIndianDateTime } from '@/lib/dates';
import { deliveryLabel } from '@/lib/delivery-label';
import { showConfirm } from '@/lib/dialogs';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { MESSAGES } from '@/lib/messages';
import { REFUNDS_OWED_MESSAGES } from '@/lib/refunds-owed-messages';
import { paymentLabel } from '@/lib/payment-label';
import { formatInr, formatPaise, toPaise } from '@/lib/pricing';
import { browserTransport } from '@/lib/shop-config';
import Gate from './Gate';
import OrderActivity from './OrderActivity';
import OrderInvoice from './OrderInvoice';
import OrderLines from './OrderLines';
import OrderReturns from './OrderReturns';
import OrderCustomer from './OrderCustomer';
import OrderSteps from './OrderSteps';
import DeliveryOverride from './DeliveryOverride';
import OrderVerify from './OrderVerify';
import RefundWayFields from './RefundWayFields';
import PrescriptionReview from './PrescriptionReview';
import { allowedActions } from './order-actions';
import { useGatedLoad } from './use-gated-load';
import LastUpdated from '../live/LastUpdated';
import { useLiveOrders } from '../live/use-live-orders';

// One order for an operator: its lines, money, payment and delivery, and the
// actions its state allows, each confirmed first and answered with the
// server's message (a refusal keeps the page as it was). The delivery steps,
// returns, invoice and activity are sections of their own (Order*.tsx), so
// more sections can join without touching these.

const O = MESSAGES.console.orders;
const R = REFUNDS_OWED_MESSAGES;
const METHODS: Record<string, string> = MESSAGES.shop.paymentMethods;
const F = CONSOLE_DAY.fulfil;

interface Props {
  orderId: string;
}

/** "Refund ₹… to the shopper for order …?": a whole refund gives back all the order still holds (and says how, when by hand). */
function refundAllQuestion(order: Order, way: string | null): string {
  if (!order.money) return O.refundAllConfirm(order.order_id);
  const holds = formatPaise(Math.max(0, toPaise(order.money.paid) - toPaise(order.money.refunded)));
  return way ? O.refundAllAmountByConfirm(holds, order.order_id, way) : O.refundAllAmountConfirm(holds, order.order_id);
}

function OrderView({ initial, riders }: { initial: Order; riders: ShopRider[] }) {
  const [order, setOrder] = useState(initial);
  useEffect(() => setOrder(initial), [initial]);
  const [riderId, setRiderId] = useState(String(initial.assigned_deliveryboy_id ?? ''));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const api = consoleApi(browserTransport());
  const can = allowedActions(order);
  // How a refund by hand goes back (proposed: the way the money came), and the admin's reference.
  const [chosenWay, setWay] = useState<RefundWay | null>(null);
  const way = chosenWay ?? can.refundWay ?? 'upi';
  const [reference, setReference] = useState('');
  const wayLabel = can.refundWay ? (R.methods[way] ?? way) : null;
  /** A refund of a line or of all that is left, with how it went back when by hand; the reference is for one refund. */
  const refund = async (productId?: number) => {
    const answer = await api.refund(order.order_id, { productId, ...(can.refundWay ? { method: way, reference: reference.trim() } : {}) });
    setReference('');
    return answer;
  };
  const riderName = (id: number | null) => riders.find((r) => r.id === id)?.name ?? (id ? `#${id}` : O.noRider);

  async function act(question: string, run: () => ReturnType<typeof api.setStatus>, done: string) {
    if (!(await showConfirm(question, '', O.yes))) return;
    setBusy(true);
    setResult(null);
    try {
      const answer = await run();
      if (answer.order) setOrder(answer.order);
      setResult({ ok: true, text: done });
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  const id = order.order_id;
  /** One confirmation, two guarded steps: approve, then give to the rider (an approved order stays approved if the second is refused). */
  async function approveAndAssign(rider: ShopRider) {
    if (!(await showConfirm(F.approveAndAssignConfirm(id, rider.name), '', O.yes))) return;
    setBusy(true);
    setResult(null);
    try {
      const approved = await api.setStatus(id, 'approved');
      if (approved.order) setOrder(approved.order);
      try {
        const assigned = await api.assignRider(id, rider.id);
        if (assigned.order) setOrder(assigned.order);
        setResult({ ok: true, text: F.approvedAndAssigned(rider.name) });
      } catch (err) {
        setResult({ ok: false, text: F.approvedNotAssigned(err instanceof Error ? err.message : String(err)) });
      }
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  const chosen = riders.find((r) => String(r.id) === riderId);
  return (
    <>
      <p>
        <a href="/admin/orders">{O.back}</a>
      </p>
      <div aria-live="polite">{result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.text}</p>}</div>
      <section className="console-section" aria-labelledby="order-summary">
        <h2 id="order-summary">{O.order} {id}</h2>
        <dl className="console-dl">
          <dt>{O.placed}</dt>
          <dd>{formatIndianDateTime(order.createdAt)}</dd>
          <dt>{O.status}</dt>
          <dd>{O.statuses[order.order_status] ?? order.order_status}</dd>
          <dt>{O.delivery}</dt>
          <dd>{order.deliveryboy_status ? deliveryLabel(order.deliveryboy_status) : '–'}</dd>
          <dt>{O.rider}</dt>
          <dd>{riderName(order.assigned_deliveryboy_id)}</dd>
          <dt>{O.address}</dt>
          <dd>{order.delivery_address}</dd>
        </dl>
        <OrderInvoice orderId={id} invoiceId={order.invoice_id} />
      </section>
      <OrderCustomer orderId={id} />
      <OrderSteps order={order} />
      <DeliveryOverride order={order} onChange={setOrder} />
      <PrescriptionReview order={order} onChange={setOrder} />
      <section className="console-section" aria-labelledby="order-actions">
        <h2 id="order-actions">{O.actions}</h2>
        <div className="console-actions">
          {can.approve && (
            <button type="button" className="btn" disabled={busy} onClick={() => act(O.approveConfirm(id), () => api.setStatus(id, 'approved'), O.approved)}>
              {O.approve}
            </button>
          )}
          {can.approveWaitsForPayment && <p className="console-note">{MESSAGES.admin.approveUnpaid}</p>}
          {can.assign &&
            (riders.length === 0 ? (
              <p className="console-note">{O.noRiders}</p>
            ) : (
              <>
                <div className="console-field">
                  <label htmlFor="rider">{O.chooseRider}</label>
                  <select id="rider" value={riderId} onChange={(e) => setRiderId(e.target.value)}>
                    <option value="">{O.chooseRiderPrompt}</option>
                    {riders.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.name}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  className="btn"
                  disabled={busy || !chosen}
                  onClick={() => chosen && act(O.assignConfirm(id, chosen.name), () => api.assignRider(id, chosen.id), O.assigned(chosen.name))}
                >
                  {O.assign}
                </button>
                {/* Offered once a rider is chosen, beside Approve for a pending order. */}
                {can.approve && chosen && (
                  <button type="button" className="btn" disabled={busy} onClick={() => void approveAndAssign(chosen)}>
                    {F.approveAndAssign}
                  </button>
                )}
              </>
            ))}
          {can.cancel && (
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => act(O.cancelConfirm(id), () => api.setStatus(id, 'cancelled'), O.cancelled)}>
              {O.cancel}
            </button>
          )}
          {/* How the money goes back comes first: it governs the refund buttons here and in Products. */}
          {can.refundWay && <RefundWayFields ids="order-refund" method={way} reference={reference} onMethod={setWay} onReference={setReference} />}
          {can.refundAll && (
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => act(refundAllQuestion(order, wayLabel), () => refund(), O.refundDone)}>
              {O.refundAll}
            </button>
          )}
          {can.owedByHand > 0 && (
            <p className="console-note">
              {O.owedByHand(formatInr(can.owedByHand))} <a href="/admin/refunds">{O.owedByHandLink}</a>
            </p>
          )}
          {!can.approve && !can.assign && !can.cancel && !can.refundAll && !can.owedByHand && <p className="console-note">{O.noActions}</p>}
        </div>
      </section>
      {can.verifyPayment && <OrderVerify order={order} busy={busy} onVerify={(utr, notes) => void act(O.verifyConfirm(id), () => api.verifyPayment(id, utr, notes), O.verified)} />}
      {can.recordLatePayment && (
        <OrderVerify order={order} busy={busy} late onVerify={(utr, notes) => void act(O.lateConfirm(id), () => api.verifyPayment(id, utr, notes), O.lateRecorded)} />
      )}
      <OrderLines
        order={order}
        refundLines={can.refundLines}
        busy={busy}
        onRefund={(p) => {
          const amount = formatInr(p.refund_due ?? 0);
          const question = wayLabel ? O.refundAmountByConfirm(amount, p.product_name, wayLabel) : O.refundAmountConfirm(amount, p.product_name);
          void act(question, () => refund(p.product_id), O.refundDone);
        }}
      />
      <OrderReturns order={order} onChange={setOrder} />
      <section className="console-section" aria-labelledby="order-money">
        <h2 id="order-money">{O.money}</h2>
        <dl className="console-dl">
          <dt>{O.items}</dt>
          <dd>{formatInr(order.items_total ?? 0)}</dd>
          <dt>{O.coupon}</dt>
          <dd>{order.coupon_code ? `${order.coupon_code}: −${formatInr(order.coupon_discount)}` : '–'}</dd>
          <dt>{O.deliveryCharge}</dt>
          <dd>{formatInr(order.delivery_charges)}</dd>
          <dt>{O.total}</dt>
          <dd>{formatInr(order.final_price_after_coupon)}</dd>
          {order.money && (
            <>
              <dt>{R.paid}</dt>
              <dd data-testid="money-paid">{formatInr(order.money.paid)}</dd>
            </>
          )}
          <dt>{O.refunded}</dt>
          <dd data-testid="money-refunded">{formatInr(order.money?.refunded ?? order.refund_amount)}</dd>
          {order.money && (
            <>
              <dt>{R.balance}</dt>
              <dd data-testid="money-balance">{order.money.balance < 0 ? R.owedToShopper(formatInr(-order.money.balance)) : formatInr(order.money.balance)}</dd>
            </>
          )}
          <dt>{O.paymentMethod}</dt>
          <dd>{order.payment_method ? (METHODS[order.payment_method] ?? order.payment_method) : '–'}</dd>
          <dt>{O.paymentStatus}</dt>
          <dd>{paymentLabel(order.payment_status, order.payment_method, order.money?.paid ?? 0) ?? '–'}</dd>
        </dl>
      </section>
      <OrderActivity orderId={id} version={`${order.order_status}:${order.refund_amount}:${order.products.map((p) => p.status).join(',')}:${order.deliveryboy_status ?? ''}:${order.payment_status ?? ''}`} />
    </>
  );
}

export default function OrderDetail({ orderId }: Props) {
  const { state, reload } = useGatedLoad(async (t) => {
    const api = consoleApi(t);
    // The riders first: only an admin may list them, so anyone else is told so before any order is looked up.
    const riders = await api.riders();
    return { order: await api.order(orderId), riders };
  });
  const updatedAt = useLiveOrders(reload, state.status === 'ready' ? state.data : undefined);
  return (
    <Gate title={`${O.order} ${orderId}`} state={state} reload={reload}>
      {(data) => (
        <>
          <OrderView initial={data.order} riders={data.riders} />
          <LastUpdated at={updatedAt} />
        </>
      )}
    </Gate>
  );
}
