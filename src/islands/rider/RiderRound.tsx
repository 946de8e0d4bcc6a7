import { useEffect, useRef, useState } from 'react';
import type { DeliveryStatus } from '@/contract/orders';
import type { RoundOrder } from '@/contract/rider';
import { riderApi } from '@/lib/api/rider';
import { ApiError } from '@/lib/api/transport';
import { showConfirm } from '@/lib/dialogs';
import { deliveryLabel } from '@/lib/delivery-label';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import { browserTransport } from '@/lib/shop-config';
import Gate from '../console/Gate';
import { useGatedLoad } from '../console/use-gated-load';
import LastUpdated from '../live/LastUpdated';
import { useLiveOrders } from '../live/use-live-orders';
import DeliveredForm from './DeliveredForm';
import { nextStep, roundOrder } from './rider-steps';
import { splitDay } from './rider-today';

// The rider's phone screen: the orders assigned to them, those on the road
// first, each with whom to call, where to go, what to collect and one big
// button for the next step. A refused step (the order was cancelled
// meanwhile) shows the server's reason on that card. The server draws the
// same cards into the page for a rider whose browser holds the rider page's
// pass (src/server/pages/rider-page.ts), so they read before any script has
// loaded; this island then takes them over in place and asks for a fresh
// pass each time it starts.

const R = MESSAGES.rider;
const D = CONSOLE_DAY.riderDay;
const COD = 'Cash on Delivery';


function Card({ initial }: { initial: RoundOrder }) {
  const [order, setOrder] = useState(initial);
  useEffect(() => setOrder(initial), [initial]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // The Failed form: open while the rider says why (what was typed stays after a refusal).
  const [failing, setFailing] = useState(false);
  const [reason, setReason] = useState('');
  const [preset, setPreset] = useState('');
  // The Delivered form of an order with a delivery code: open while the rider types the shopper's code.
  const [delivering, setDelivering] = useState(false);
  // Opening the form puts the keyboard in its text box; Back (or Escape) puts it on Failed again.
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const failedButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (failing) reasonBox.current?.focus();
    else if (opened.current) failedButton.current?.focus();
    opened.current = failing;
  }, [failing]);
  const next = nextStep(order);
  const id = order.order_id;
  const toCollect = Math.max(0, order.final_price_after_coupon - order.refund_amount);

  // "Delivered?" says again what to take in cash first.
  const cashFirst = order.payment_method === COD ? D.collectFirst(formatInr(toCollect)) : '';

  async function move(status: DeliveryStatus, question: string | null, label: string, extra: { reason?: string; delivery_code?: string } = {}) {
    if (question !== null && !(await showConfirm(question, status === 'delivered' ? cashFirst : '', label))) return;
    setBusy(true);
    setResult(null);
    try {
      const answer = await riderApi(browserTransport()).step(id, status, extra);
      if (answer.order) setOrder({ ...order, ...answer.order });
      setResult({ ok: true, text: R.stepSaved(label) });
      setFailing(false);
      setDelivering(false);
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  // Once delivered, the cash the ledger recorded at the door: what the rider took, whatever changed since.
  const collected = order.cash_collected ?? toCollect;
  return (
    <li className="rider-card" aria-labelledby={`order-${order.id}`}>
      <h2 id={`order-${order.id}`}>{R.order(id)}</h2>
      <p>
        <strong>{order.customer_name}</strong>
      </p>
      <p>{order.delivery_address}</p>
      <div className="rider-links">
        {order.customer_mobile && (
          <a className="btn btn-outline" href={`tel:${order.customer_mobile}`}>
            {R.call(order.customer_name)}
          </a>
        )}
        <a className="btn btn-outline" href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(order.delivery_address)}`} rel="noopener noreferrer" target="_blank">
          {R.map}
        </a>
      </div>
      <p>
        <strong>{order.payment_method !== COD ? R.prepaid : order.deliveryboy_status === 'delivered' ? R.collected(formatInr(collected)) : R.collect(formatInr(toCollect))}</strong>
      </p>
      <h3>{R.products}</h3>
      <ul>
        {order.products
          .filter((p) => p.status !== 'removed')
          .map((p) => (
            <li key={p.product_id}>
              {p.quantity} × {p.product_name}
            </li>
          ))}
      </ul>
      <p>{R.status(deliveryLabel(order.deliveryboy_status ?? order.order_status))}</p>
      {order.deliveryboy_status === 'failed' && order.delivery_failed_reason && <p>{R.failedReason(order.delivery_failed_reason)}</p>}
      {/* A refused code shows in the Delivered form, beside the box; everything else here. */}
      <div aria-live="polite">{result && !(delivering && !result.ok) && <p className={result.ok ? 'console-status' : 'console-error'}>{result.text}</p>}</div>
      {next && !delivering && (
        <button
          type="button"
          className="btn rider-step"
          disabled={busy}
          onClick={() => {
            // An order with a code: the form asks for it (and restates the cash) instead of a yes/no question.
            if (next === 'delivered' && order.code_needed) {
              setResult(null);
              setFailing(false);
              setDelivering(true);
            } else void move(next, R.stepConfirm(R.steps[next as keyof typeof R.steps], id), R.steps[next as keyof typeof R.steps]);
          }}
        >
          {R.steps[next as keyof typeof R.steps]}
        </button>
      )}
      {next && delivering && (
        <DeliveredForm
          orderKey={String(order.id ?? order.order_id)}
          cashFirst={cashFirst}
          busy={busy}
          error={result && !result.ok ? result.text : null}
          onSubmit={(code) => void move('delivered', null, R.steps.delivered, { delivery_code: code })}
          onCancel={() => {
            setResult(null);
            setDelivering(false);
          }}
        />
      )}
      {next && (
        <>
          {!failing && !delivering && (
            <button ref={failedButton} type="button" className="btn btn-outline rider-step" disabled={busy} onClick={() => setFailing(true)}>
              {R.failed}
            </button>
          )}
        </>
      )}
      {next && failing && (
        <form
          className="console-field"
          aria-label={R.failed}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !busy) setFailing(false);
          }}
          onSubmit={(e) => {
            e.preventDefault();
            // A preset reason and the rider's words together; either alone is enough.
            void move('failed', null, R.failed, { reason: [preset, reason.trim()].filter(Boolean).join(': ') });
          }}
        >
          <label htmlFor={`preset-${order.id}`}>{D.presetLabel}</label>
          <select id={`preset-${order.id}`} value={preset} onChange={(e) => setPreset(e.target.value)}>
            <option value="">{D.presetChoose}</option>
            {D.presets.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          <label htmlFor={`reason-${order.id}`}>{R.reasonLabel}</label>
          <textarea
            ref={reasonBox}
            id={`reason-${order.id}`}
            value={reason}
            maxLength={300}
            rows={3}
            aria-describedby={`reason-hint-${order.id}`}
            onChange={(e) => setReason(e.target.value)}
          />
          <p id={`reason-hint-${order.id}`} className="console-note">
            {R.reasonHint}
          </p>
          <div className="rider-links">
            <button type="submit" className="btn btn-danger rider-step" disabled={busy}>
              {R.confirmFailed}
            </button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setFailing(false)}>
              {R.cancel}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

/** Today first (to deliver, delivered today, the cash to settle), earlier deliveries folded away. */
function RiderDay({ orders }: { orders: RoundOrder[] }) {
  const day = splitDay(orders, Date.now());
  return (
    <>
      <section className="rider-today" aria-labelledby="rider-today">
        <h2 id="rider-today">{D.today}</h2>
        <p>{D.toDeliver(day.toDeliver)}</p>
        <p>
          <strong>{D.toCollect(formatInr(day.toCollect))}</strong>
        </p>
        <p>{D.collectedToday(formatInr(day.collected))}</p>
      </section>
      <ul className="rider-list">
        {day.today.map((o) => (
          <Card key={o.order_id} initial={o} />
        ))}
      </ul>
      {day.earlier.length > 0 && (
        <details className="rider-earlier">
          <summary>{D.earlier(day.earlier.length)}</summary>
          <ul className="rider-list">
            {day.earlier.map((o) => (
              <Card key={o.order_id} initial={o} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/** Once per start with a rider's token: a fresh pass, so the next visit's HTML shows the round. */
function useRiderPagePass(ready: boolean) {
  const asked = useRef(false);
  useEffect(() => {
    if (!ready || asked.current) return;
    asked.current = true;
    // Only the next visit gains from it: a refusal changes nothing on this one.
    void riderApi(browserTransport()).pagePass().catch(() => undefined);
  }, [ready]);
}

export default function RiderRound({ initial }: { initial?: RoundOrder[] }) {
  const { state, reload, userId } = useGatedLoad(async (t, riderId) => {
    try {
      return roundOrder(await riderApi(t).round(riderId));
    } catch (err) {
      // An admin's own id is no rider of the shop: this screen is not theirs either.
      if (err instanceof ApiError && err.status === 404) throw new ApiError(403, R.title, 'FORBIDDEN');
      throw err;
    }
  }, '', initial && roundOrder(initial));
  useRiderPagePass(state.status === 'ready' && userId !== null);
  const updatedAt = useLiveOrders(reload, state.status === 'ready' ? state.data : undefined);
  return (
    <Gate title={R.title} state={state} reload={reload} deniedText={MESSAGES.console.riderNotAllowed}>
      {(orders) => (
        <>
          {orders.length === 0 ? <p className="console-note">{R.empty}</p> : <RiderDay orders={orders} />}
          <LastUpdated at={updatedAt} />
        </>
      )}
    </Gate>
  );
}
