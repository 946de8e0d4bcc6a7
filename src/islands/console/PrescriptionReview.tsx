import { useState } from 'react';
import type { Order } from '@/contract/orders';
import { prescriptionsApi } from '@/lib/api/prescriptions';
import { showConfirm } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import PrescriptionView from '../prescriptions/PrescriptionView';

// The console's review of an order's prescription: the file, and Accept or
// Reject with the reason the shopper reads (confirmed first: a rejection
// cancels the order). A refusal keeps what was typed.

const P = MESSAGES.prescription;

export default function PrescriptionReview({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const status = order.prescription_status;
  if (!status) return null;
  const open = order.order_status === 'pending' && (status === 'uploaded' || status === 'awaited');

  async function decide(run: () => ReturnType<ReturnType<typeof prescriptionsApi>['accept']>, confirm?: string) {
    if (confirm && !(await showConfirm(confirm, '', P.reject))) return;
    setBusy(true);
    setResult(null);
    try {
      const answer = await run();
      if (answer.order) onChange(answer.order);
      setResult({ ok: true, text: answer.message });
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  const api = prescriptionsApi(browserTransport());
  return (
    <section className="console-section" aria-labelledby="order-prescription">
      <h2 id="order-prescription">{P.heading}</h2>
      <p data-testid="prescription-status">{P.statuses[status as keyof typeof P.statuses] ?? status}</p>
      {order.prescription_reason && <p>{order.prescription_reason}</p>}
      {status !== 'awaited' && <PrescriptionView orderId={order.order_id} version={status} />}
      {open && (
        <>
          {status === 'uploaded' && (
            <p className="console-actions">
              <button type="button" className="btn" disabled={busy} onClick={() => void decide(() => api.accept(order.order_id))}>
                {P.accept}
              </button>
            </p>
          )}
          <div className="console-field">
            <label htmlFor="prescription-reason">{P.reasonLabel}</label>
            <textarea id="prescription-reason" rows={2} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          <p className="console-actions">
            <button type="button" className="btn btn-outline" disabled={busy}
              onClick={() => void (reason.trim() ? decide(() => api.reject(order.order_id, reason), P.rejectConfirm) : setResult({ ok: false, text: P.reasonRequired }))}>
              {P.reject}
            </button>
          </p>
        </>
      )}
      <div aria-live="polite">{result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.text}</p>}</div>
    </section>
  );
}
