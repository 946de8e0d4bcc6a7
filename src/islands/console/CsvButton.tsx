import { useState } from 'react';
import type { CsvFile } from '@/lib/api/console-reports';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { saveBlob } from '../orders/download';

// A button that asks the API for a CSV file and saves it under the name the
// server gave it, saying when it is saved or why it could not be made.

const R = CONSOLE_DAY.reports;

export default function CsvButton({ label, fetchFile }: { label: string; fetchFile: () => Promise<CsvFile> }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  async function download() {
    setBusy(true);
    setResult(null);
    try {
      const file = await fetchFile();
      saveBlob(file.blob, file.filename);
      setResult({ ok: true, text: R.downloaded(file.filename) });
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : R.downloadFailed });
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="report-csv">
      <button type="button" className="btn btn-outline btn-small" disabled={busy} aria-busy={busy} onClick={() => void download()}>
        {busy ? R.downloading : label}
      </button>
      <span aria-live="polite">{result && <span className={result.ok ? 'console-status' : 'console-error'}>{result.text}</span>}</span>
    </span>
  );
}
