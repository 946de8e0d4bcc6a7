import { useState } from 'react';
import { browserTransport } from '@/lib/shop-config';
import type { Transport } from '@/lib/api/transport';
import { saveBlob } from '../orders/download';

// A button that fetches one of the order's PDFs with the admin's token and
// saves it for printing, saying in place whether it worked.

interface Props {
  label: string;
  /** Said once the file is saved. */
  ready: string;
  /** Said when the answer carries no message of its own. */
  failed: string;
  fileName: string;
  fetchPdf: (transport: Transport) => Promise<Blob>;
}

export default function PdfDownload({ label, ready, failed, fileName, fetchPdf }: Props) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  async function print() {
    setBusy(true);
    setResult(null);
    try {
      saveBlob(await fetchPdf(browserTransport()), fileName);
      setResult({ ok: true, text: ready });
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : failed });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className="btn btn-outline" disabled={busy} aria-busy={busy} onClick={() => void print()}>
        {label}
      </button>{' '}
      <span aria-live="polite">{result && <span className={result.ok ? 'console-status' : 'console-error'}>{result.text}</span>}</span>
    </>
  );
}
