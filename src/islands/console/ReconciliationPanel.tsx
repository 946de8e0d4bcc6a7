import { useState } from 'react';
import type { ReconciliationAnswer, ReconciliationDifference } from '@/contract/reconciliation';
import { consoleApi } from '@/lib/api/console';
import { formatIndianDateTime } from '@/lib/dates';
import { MESSAGES } from '@/lib/messages';
import { REFUNDS_OWED_MESSAGES } from '@/lib/refunds-owed-messages';
import { browserTransport } from '@/lib/shop-config';
import ReconciliationRow from './ReconciliationRow';
import { useGatedLoad } from './use-gated-load';

// The gateway reconciliation, under Refunds owed: each difference the daily
// job found between the ledger and the payment gateway, listed once, and a
// "Check now" that runs it for this shop. Open differences show by default;
// "Show" lists the resolved ones (who, when, the note) or all. The Refunds owed panel above it
// already shows loading and refusals; this section only adds its own.

const R = REFUNDS_OWED_MESSAGES.reconciliation;
const SHOWS = ['open', 'resolved', 'all'] as const;
type Show = (typeof SHOWS)[number];

function Differences({ initial }: { initial: ReconciliationAnswer }) {
  const [data, setData] = useState(initial);
  const [show, setShow] = useState<Show>('open');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  async function load(action: () => Promise<ReconciliationAnswer>) {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      setData(await action());
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : R.failed);
    } finally {
      setBusy(false);
    }
  }

  const api = () => consoleApi(browserTransport());
  const checkNow = () =>
    load(async () => {
      await api().reconcileNow();
      return api().reconciliation(show);
    });
  const choose = (next: Show) => {
    setShow(next);
    void load(() => api().reconciliation(next));
  };
  // A difference marked resolved leaves the open list, and shows as resolved in the others.
  const resolved = (d: ReconciliationDifference, message: string) => {
    setData((now) => ({
      ...now,
      differences: show === 'open' ? now.differences.filter((x) => x.id !== d.id) : now.differences.map((x) => (x.id === d.id ? d : x)),
    }));
    setStatus(message);
  };

  const run = data.last_run;
  return (
    <>
      <p className="console-note">{R.intro}</p>
      <p className="console-note" data-testid="reconciliation-last-run">
        {run ? R.lastRun(formatIndianDateTime(run.ran_at), run.orders_checked) : R.neverRun}
      </p>
      <div className="console-actions">
        <button type="button" className="btn btn-small" onClick={() => void checkNow()} disabled={busy} aria-busy={busy}>
          {busy ? R.checking : R.checkNow}
        </button>
        <div className="console-field">
          <label htmlFor="reconciliation-show">{R.show}</label>
          <select id="reconciliation-show" value={show} disabled={busy} onChange={(e) => choose(e.target.value as Show)}>
            {SHOWS.map((s) => (
              <option key={s} value={s}>
                {R.shows[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-live="polite">
        {error && <p className="console-error">{error}</p>}
        {status && <p className="console-status">{status}</p>}
      </div>
      {data.differences.length === 0 ? (
        <p className="console-note" data-testid="reconciliation-empty">
          {show === 'resolved' ? R.noneResolved : R.none}
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
              <th scope="col">{R.status}</th>
            </tr>
          </thead>
          <tbody>
            {data.differences.map((d) => (
              <ReconciliationRow key={d.id} d={d} onResolved={resolved} />
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
