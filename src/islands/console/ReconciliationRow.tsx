import { useState } from 'react';
import type { ReconciliationDifference } from '@/contract/reconciliation';
import { consoleApi } from '@/lib/api/console';
import { formatIndianDateTime } from '@/lib/dates';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import { REFUNDS_OWED_MESSAGES } from '@/lib/refunds-owed-messages';
import { browserTransport } from '@/lib/shop-config';

// One reconciliation difference: its order, payment, kind and amounts, and
// its state. An open one offers "Mark resolved", which opens a note (what the
// admin found or did) to save; a refusal keeps the note typed and says why.
// A resolved one says who resolved it, when, and the note.

const R = REFUNDS_OWED_MESSAGES.reconciliation;
const O = MESSAGES.console.orders;
const amount = (rupees: number | null) => (rupees === null ? '—' : formatInr(rupees));

export default function ReconciliationRow({ d, onResolved }: { d: ReconciliationDifference; onResolved: (d: ReconciliationDifference, message: string) => void }) {
  const [writing, setWriting] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteId = `difference-${d.id}-note`;

  async function save(event: React.SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await consoleApi(browserTransport()).resolveDifference(d.id, note.trim());
      onResolved(answer.difference, answer.message);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : R.failed);
    } finally {
      setBusy(false);
    }
  }

  const done = d.resolution;
  return (
    <tr data-order-id={d.order_id} data-kind={d.kind} data-state={done ? 'resolved' : 'open'}>
      <td data-label={O.order}>
        <a href={`/admin/orders/${encodeURIComponent(d.order_id)}`}>{d.order_id}</a>
      </td>
      <td data-label={R.payment}>{d.payment_id}</td>
      <td data-label={R.difference}>{R.kinds[d.kind] ?? d.kind}</td>
      <td data-label={R.ledger}>{amount(d.ledger_amount)}</td>
      <td data-label={R.gateway}>{amount(d.gateway_amount)}</td>
      <td data-label={R.found}>{formatIndianDateTime(d.found_at)}</td>
      <td data-label={R.status} className="console-refund-cell">
        {done ? (
          <>
            <p>{R.resolvedBy(done.resolved_by, formatIndianDateTime(done.resolved_at))}</p>
            <p className="console-note">{done.note}</p>
          </>
        ) : writing ? (
          <form className="console-actions" onSubmit={save} aria-label={`${R.resolve} ${d.order_id}`}>
            <div className="console-field">
              <label htmlFor={noteId}>{R.note}</label>
              <textarea id={noteId} rows={2} maxLength={500} required value={note} onChange={(e) => setNote(e.target.value)} />
            </div>
            <button type="submit" className="btn btn-small" disabled={busy} aria-busy={busy}>
              {busy ? R.saving : R.save}
            </button>
            <button type="button" className="btn btn-small btn-outline" disabled={busy} onClick={() => setWriting(false)}>
              {R.cancel}
            </button>
            <div aria-live="polite">{error && <p className="console-error">{error}</p>}</div>
          </form>
        ) : (
          <>
            <span className="visually-hidden">{R.open}</span>
            <button type="button" className="btn btn-small btn-outline" onClick={() => setWriting(true)}>
              {R.resolve}
            </button>
          </>
        )}
      </td>
    </tr>
  );
}
