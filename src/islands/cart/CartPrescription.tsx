import { useEffect, useState } from 'react';
import { prescriptionsApi } from '@/lib/api/prescriptions';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';

// The cart asks for the prescription before payment when a line needs one:
// the shopper uploads a photo or PDF here (the same private file as an
// order's), and placing the order takes it along. The server checks the bytes.

const P = MESSAGES.prescription;
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
const MAX_BYTES = 2 * 1024 * 1024;
export const CART_PRESCRIPTION_INPUT = 'cart-prescription-file';

interface Props {
  /** The names of the cart's products that need one. */
  names: string[];
  /** Told whether a prescription is uploaded (Proceed to Buy waits for it). */
  onReady: (ready: boolean) => void;
}

export default function CartPrescription({ names, onReady }: Props) {
  const [ready, setReady] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  useEffect(() => {
    prescriptionsApi(browserTransport())
      .inCart()
      .then((answer) => {
        if (!answer.prescription) return;
        setReady(true);
        setDone(P.cartReady);
        onReady(true);
      })
      .catch((err) => console.error('Cart prescription check failed', err instanceof Error ? err.message : err));
    // Once, on mount: what the server already holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function upload(event: React.SubmitEvent) {
    event.preventDefault();
    setDone('');
    if (!file) return setError(P.fileMissing);
    if (file.size > MAX_BYTES) return setError(P.fileTooLarge);
    setBusy(true);
    setError('');
    try {
      const answer = await prescriptionsApi(browserTransport()).uploadInCart(file);
      setReady(true);
      setDone(answer.message ?? P.cartUploaded);
      onReady(true);
    } catch (err) {
      // The file stays chosen: Upload again retries it.
      setError(err instanceof Error && err.message ? err.message : P.uploadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="cart-prescription card" aria-labelledby="cart-prescription-heading" data-testid="cart-prescription">
      <h2 id="cart-prescription-heading"><span aria-hidden="true">℞</span> {P.cartHeading}</h2>
      <p>{P.cartNeeded(names.join(', '))}</p>
      <form onSubmit={upload} noValidate aria-busy={busy}>
        <div className="field">
          <label htmlFor={CART_PRESCRIPTION_INPUT}>{P.fileLabel}</label>
          <input id={CART_PRESCRIPTION_INPUT} type="file" accept={ACCEPT} aria-describedby={`${CART_PRESCRIPTION_INPUT}-hint`}
            onChange={(e) => { setFile(e.target.files?.[0] ?? null); setError(''); }} />
          <span id={`${CART_PRESCRIPTION_INPUT}-hint`} className="field-hint">{P.fileHint}</span>
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
