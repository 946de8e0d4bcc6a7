import { useState } from 'react';
import { consoleApi } from '@/lib/api/console';
import { showConfirm } from '@/lib/dialogs';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';

// What an admin does with the orders ticked on a page of the list: approve
// them all (each one through the same guarded route as its own page, one
// after another, so a refusal names its order and the rest go on), or open
// their packing slips to print.

const F = CONSOLE_DAY.fulfil;

interface Props {
  /** The ticked orders' ids, and which of them are still pending. */
  selected: string[];
  pending: string[];
  onDone: () => void;
}

export default function OrdersBulk({ selected, pending, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ ok: boolean; lines: string[] } | null>(null);

  async function approveAll() {
    if (!(await showConfirm(F.approveSelectedConfirm(pending.length), '', MESSAGES.console.orders.yes))) return;
    setBusy(true);
    setReport(null);
    const api = consoleApi(browserTransport());
    const failures: string[] = [];
    for (const id of pending) {
      try {
        await api.setStatus(id, 'approved');
      } catch (err) {
        failures.push(F.approveFailed(id, err instanceof Error ? err.message : String(err)));
      }
    }
    setBusy(false);
    setReport({ ok: failures.length === 0, lines: [F.approvedSome(pending.length - failures.length, pending.length), ...failures] });
    onDone();
  }

  return (
    <div className="console-bulk">
      <span>{F.selected(selected.length)}</span>
      <button type="button" className="btn btn-small" disabled={busy || pending.length === 0} onClick={() => void approveAll()}>
        {F.approveSelected(pending.length)}
      </button>
      {selected.length > 0 ? (
        <a className="btn btn-outline btn-small" href={`/admin/slips?orders=${encodeURIComponent(selected.join(','))}`} target="_blank" rel="noopener">
          {F.slipSelected(selected.length)}
        </a>
      ) : null}
      <div aria-live="polite">
        {report && (
          <div className={report.ok ? 'console-status' : 'console-error'}>
            {report.lines.map((l) => (
              <p key={l}>{l}</p>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
