import { useState } from 'react';
import type { RefundOwedAnswer, RefundWay } from '@/contract/refunds-owed';
import { consoleApi } from '@/lib/api/console';
import { showConfirm } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { REFUNDS_OWED_MESSAGES } from '@/lib/refunds-owed-messages';
import { formatInr } from '@/lib/pricing';
import { browserTransport } from '@/lib/shop-config';
import Gate from './Gate';
import RefundWayFields from './RefundWayFields';
import { useGatedLoad } from './use-gated-load';

// Refunds owed: orders whose UPI or cash money the shop still holds after
// their total went down. Each row records how the money went back (method
// and reference), confirmed with the amount first; a refusal keeps what was
// typed and says why. Gateway money goes back through the gateway on its own.

const R = REFUNDS_OWED_MESSAGES;
const O = MESSAGES.console.orders;
const METHODS: Record<string, string> = MESSAGES.shop.paymentMethods;

function Row({ owed, done }: { owed: RefundOwedAnswer; done: () => void }) {
  const [method, setMethod] = useState<RefundWay>(owed.refund_method);
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatInr(owed.amount_owed);
  const ids = `refund-${owed.id}`;

  async function record(event: React.SubmitEvent) {
    event.preventDefault();
    if (!(await showConfirm(R.recordConfirm(amount, owed.order_id, R.methods[method] ?? method), '', R.record))) return;
    setBusy(true);
    setError(null);
    try {
      await consoleApi(browserTransport()).refund(owed.order_id, { method, reference: reference.trim() });
      done();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <tr data-order-id={owed.order_id}>
      <td data-label={O.order}>
        <a href={`/admin/orders/${encodeURIComponent(owed.order_id)}`}>{owed.order_id}</a>
      </td>
      <td data-label={O.customer}>{owed.customer_name || `#${owed.customer_id}`}</td>
      <td data-label={R.owed} data-testid="amount-owed">
        {amount}
      </td>
      <td data-label={R.paidBy}>{METHODS[owed.payment_method] ?? owed.payment_method}</td>
      <td data-label={R.record} className="console-refund-cell">
        <form className="console-actions" onSubmit={record} aria-label={`${R.record} ${owed.order_id}`}>
          <RefundWayFields ids={ids} method={method} reference={reference} onMethod={setMethod} onReference={setReference} />
          <button type="submit" className="btn btn-small" disabled={busy} aria-busy={busy}>
            {R.record}
          </button>
        </form>
        <div aria-live="polite">{error && <p className="console-error">{error}</p>}</div>
      </td>
    </tr>
  );
}

function OwedList({ initial, more }: { initial: RefundOwedAnswer[]; more: boolean }) {
  const [rows, setRows] = useState(initial);
  const [status, setStatus] = useState<string | null>(null);
  const settled = (owed: RefundOwedAnswer) => () => {
    setRows((list) => list.filter((r) => r.id !== owed.id));
    setStatus(R.recorded(formatInr(owed.amount_owed)));
  };
  return (
    <section className="console-section" aria-labelledby="refunds-owed-title">
      <h2 id="refunds-owed-title" className="visually-hidden">
        {MESSAGES.console.sections.refunds}
      </h2>
      <p className="console-note">{R.intro}</p>
      {more && (
        <p className="console-note" data-testid="refunds-owed-more">
          {R.more}
        </p>
      )}
      <div aria-live="polite">{status && <p className="console-status">{status}</p>}</div>
      {rows.length === 0 ? (
        <p className="console-note" data-testid="refunds-owed-empty">
          {R.none}
        </p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{O.order}</th>
              <th scope="col">{O.customer}</th>
              <th scope="col">{R.owed}</th>
              <th scope="col">{R.paidBy}</th>
              <th scope="col">{R.record}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <Row key={r.id} owed={r} done={settled(r)} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function RefundsOwedPanel() {
  const { state, reload } = useGatedLoad((t) => consoleApi(t).refundsOwed());
  return (
    <Gate title={MESSAGES.console.sections.refunds} state={state} reload={reload}>
      {(owed) => <OwedList initial={owed.refunds} more={owed.more} />}
    </Gate>
  );
}
