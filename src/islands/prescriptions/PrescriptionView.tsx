import { useEffect, useState } from 'react';
import { prescriptionsApi } from '@/lib/api/prescriptions';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';

const P = MESSAGES.prescription;

/** "View prescription": fetches the file with the token and shows it (a photo inline, a PDF in a new tab). */
export default function PrescriptionView({ orderId, version }: { orderId: string; version: string }) {
  const [url, setUrl] = useState<{ href: string; pdf: boolean } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => () => { if (url) URL.revokeObjectURL(url.href); }, [url]);
  // A new upload shows the new file.
  useEffect(() => setUrl(null), [version]);

  async function open() {
    setBusy(true);
    setError('');
    try {
      const blob = await prescriptionsApi(browserTransport()).file(orderId);
      setUrl({ href: URL.createObjectURL(blob), pdf: blob.type === 'application/pdf' });
    } catch (err) {
      setError(err instanceof Error ? err.message : P.viewFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="prescription-view">
      {!url && (
        <button type="button" className="btn btn-outline btn-small" onClick={() => void open()} disabled={busy}>
          {P.view}
        </button>
      )}
      {url && !url.pdf && <img src={url.href} alt={P.heading} className="prescription-photo" />}
      {url && url.pdf && (
        <a href={url.href} target="_blank" rel="noopener">
          {P.view} (PDF)
        </a>
      )}
      {error && <p className="field-error" role="alert">{error}</p>}
    </div>
  );
}
