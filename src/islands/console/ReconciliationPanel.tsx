import { useState } from 'react';
import type { ReconciliationAnswer } from '@/contract/reconciliation';
import { consoleApi } from '@/lib/api/console';
import { formatIndianDateTime } from '@/lib/dates';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import { REFUNDS_OWED_MESSAGES } from '@/lib/refunds-owed-messages';
import { browserTransport } from '@/lib/shop-config';
import { useGatedLoad } from './use-gated-load';

// The gateway reconciliation, under Refunds owed: each difference the daily
// job found between the ledger and the payment gateway, listed once, and a
// "Check now" that runs it for this shop. The Refunds owed panel above it
// already shows loading and refusals; this section only adds its own.

const R = REFUNDS_OWED_MESSAGES.reconciliation;
const O = MESSAGES.console.orders;
const amount = (rupees: number | null) => (rupees === null ? '—' : formatInr(rupees));

function Differences({ initial }: { initial: ReconciliationAnswer }) {
  const [data, setData] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function checkNow() {
    setBusy(true);
    setError(null);
    try {
      setData(await consoleApi(browserTransport()).reconcileNow());
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : R.failed);
    } finally {
      setBusy(false);
    }
  }

  const run = data.last_run;
  return (
    <>
      <p className="console-note">{R.intro}</p>
      <p className="console-note" data-testid="reconciliation-last-run">
        {run ? R.lastRun(formatIndianDateTime(run.ran_at), run.orders_checked) : R.neverRun}
      </p>
      <p>
        <button type="button" className="btn btn-small" onClick={checkNow} disabled={busy} aria-busy={busy}>
          {busy ? R.checking : R.checkNow}
        </button>
      </p>
      <div aria-live="polite">{error && <p className="console-error">{error}</p>}</div>
      {data.differences.length === 0 ? (
        <p className="console-note" data-testid="reconciliation-empty">
          {R.none}
        </p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{R.order}</th>
              <th scope="col">{R.payment}</th>
              <th scope="col">{R.difference}</th>
              <th scope="col">{R.ledger}</th>
              <th scope="col">{R.gateway}</th>
              <th scope="col">{R.found}</th>
            </tr>
          </thead>
          <tbody>
            {data.differences.map((d) => (
              <tr key={d.id} data-order-id={d.order_id} data-kind={d.kind}>
                <td data-label={O.order}>
                  <a href={`/admin/orders/${encodeURIComponent(d.order_id)}`}>{d.order_id}</a>
                </td>
                <td data-label={R.payment}>{d.payment_id}</td>
                <td data-label={R.difference}>{R.kinds[d.kind] ?? d.kind}</td>
                <td data-label={R.ledger}>{amount(d.ledger_amount)}</td>
                <td data-label={R.gateway}>{amount(d.gateway_amount)}</td>
                <td data-label={R.found}>{formatIndianDateTime(d.found_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export default function ReconciliationPanel() {
  const { state } = useGatedLoad((t) => consoleApi(t).reconciliation());
  if (state.status === 'denied') return null;
  return (
    <section className="console-section" aria-labelledby="reconciliation-title" aria-busy={state.status === 'loading'}>
      <h2 id="reconciliation-title">{R.title}</h2>
      {state.status === 'loading' && (
        <p className="console-note" role="status">
          {MESSAGES.console.loading}
        </p>
      )}
      {state.status === 'error' && <p className="console-error">{state.message}</p>}
      {state.status === 'ready' && <Differences initial={state.data} />}
    </section>
  );
}
