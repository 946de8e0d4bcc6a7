import { useState } from 'react';
import type { Order } from '@/contract/orders';
import { prescriptionsApi } from '@/lib/api/prescriptions';
import { MESSAGES } from '@/lib/messages';
import { PRESCRIPTION_ACCEPT, prescriptionTooLarge } from '@/lib/prescription-file';
import { browserTransport } from '@/lib/shop-config';
import PrescriptionView from './PrescriptionView';

// My Orders: an order holding a prescription medicine shows where its
// prescription stands; while the shop has not reviewed it, the shopper
// uploads it (again, to replace it). The server checks the file's bytes.

const P = MESSAGES.prescription;

export default function PrescriptionUpload({ order }: { order: Order }) {
  const [status, setStatus] = useState(order.prescription_status);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [version, setVersion] = useState(0);
  if (!status) return null;
  const inputId = `prescription-${order.order_id}`;
  const open = (status === 'awaited' || status === 'uploaded') && (order.order_status || order.status) === 'pending';

  async function upload(event: React.SubmitEvent) {
    event.preventDefault();
    setDone('');
    if (!file) return setError(P.fileMissing);
    if (prescriptionTooLarge(file)) return setError(P.fileTooLarge);
    setBusy(true);
    setError('');
    try {
      const answer = await prescriptionsApi(browserTransport()).upload(order.order_id, file);
      setStatus(answer.order?.prescription_status ?? 'uploaded');
      setVersion((v) => v + 1);
      setDone(answer.message);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : P.uploadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="order-prescription" aria-label={P.heading} data-testid="prescription">
      <p>
        <strong>{P.heading}:</strong> <span data-testid="prescription-status">{P.statuses[status as keyof typeof P.statuses] ?? status}</span>
      </p>
      {status === 'rejected' && order.prescription_reason && <p>{order.prescription_reason}</p>}
      {status === 'awaited' && <p>{P.needed}</p>}
      {status !== 'awaited' && <PrescriptionView orderId={order.order_id} version={String(version)} />}
      {open && (
        <form onSubmit={upload} noValidate aria-busy={busy}>
          <div className="field">
            <label htmlFor={inputId}>{P.fileLabel}</label>
            <input id={inputId} type="file" accept={PRESCRIPTION_ACCEPT} aria-describedby={`${inputId}-hint`}
              onChange={(e) => { setFile(e.target.files?.[0] ?? null); setError(''); }} />
            <span id={`${inputId}-hint`} className="field-hint">{P.fileHint}</span>
          </div>
          <button type="submit" className="btn btn-small" disabled={busy}>{busy ? P.uploading : P.upload}</button>
        </form>
      )}
      <div aria-live="polite">
        {error && <p className="field-error">{error}</p>}
        {done && <p className="order-note">{done}</p>}
      </div>
    </section>
  );
}
