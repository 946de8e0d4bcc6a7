import { useEffect, useState, type RefObject } from 'react';
import { showAlert } from '@/lib/dialogs';
import { cartPrescriptionApi } from '@/lib/api/cart-prescription';
import { MESSAGES } from '@/lib/messages';
import { PRESCRIPTION_ACCEPT, prescriptionTooLarge } from '@/lib/prescription-file';
import { ON_DEMAND_MESSAGES } from '@/lib/on-demand-messages';
import { browserTransport } from '@/lib/shop-config';

// The cart asks for the prescription before payment when a line needs one:
// the shopper uploads a photo or PDF here (the same private file as an
// order's), and placing the order takes it along. The server checks the bytes.

const P = MESSAGES.prescription;
const R = ON_DEMAND_MESSAGES.cartPrescription;
const inputId = 'cart-prescription-file';

interface Props {
  /** The names of the cart's products that need one. */
  names: string[];
  /**
   * Set to the check Proceed to Buy runs: true once a prescription is
   * uploaded; else it says so, takes the shopper to the file field, and false.
   */
  gate: RefObject<(() => Promise<boolean>) | null>;
}

export default function CartPrescription({ names, gate }: Props) {
  const [ready, setReady] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  useEffect(() => {
    gate.current = async () => {
      if (!ready) await showAlert(R.uploadFirst, undefined, 'warning', undefined, inputId);
      return ready;
    };
  }, [gate, ready]);

  useEffect(() => {
    cartPrescriptionApi(browserTransport())
      .current()
      .then((answer) => {
        if (!answer.prescription) return;
        setReady(true);
        setDone(R.ready);
      })
      .catch((err) => console.error('Cart prescription check failed', err instanceof Error ? err.message : err));
    // Once, on mount: what the server already holds.
  }, []);

  async function upload(event: React.SubmitEvent) {
    event.preventDefault();
    setDone('');
    if (!file) return setError(P.fileMissing);
    if (prescriptionTooLarge(file)) return setError(P.fileTooLarge);
    setBusy(true);
    setError('');
    try {
      const answer = await cartPrescriptionApi(browserTransport()).upload(file);
      setReady(true);
      setDone(answer.message ?? R.uploaded);
    } catch (err) {
      // The file stays chosen: Upload again retries it.
      setError(err instanceof Error && err.message ? err.message : P.uploadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="cart-prescription card" aria-labelledby="cart-prescription-heading" data-testid="cart-prescription">
      <h2 id="cart-prescription-heading"><span aria-hidden="true">℞</span> {R.heading}</h2>
      <p>{R.needed(names.join(', '))}</p>
      <form onSubmit={upload} noValidate aria-busy={busy}>
        <div className="field">
          <label htmlFor={inputId}>{P.fileLabel}</label>
          <input id={inputId} type="file" accept={PRESCRIPTION_ACCEPT} aria-describedby={`${inputId}-hint`}
            onChange={(e) => { setFile(e.target.files?.[0] ?? null); setError(''); }} />
          <span id={`${inputId}-hint`} className="field-hint">{P.fileHint}</span>
        </div>
        <button type="submit" className={`btn btn-small${ready ? ' btn-outline' : ''}`} disabled={busy}>{busy ? P.uploading : P.upload}</button>
      </form>
      <div aria-live="polite">
        {error && <p className="field-error">{error}</p>}
        {done && <p className="cart-prescription__done" data-testid="cart-prescription-done">✓ {done}</p>}
      </div>
    </section>
  );
}
