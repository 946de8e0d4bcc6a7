import { useState } from 'react';

// The steps a download button shares: busy while the file is fetched, then one
// line, said in place, that it was saved or why it could not be.

export interface DownloadResult {
  ok: boolean;
  text: string;
}

/** `run(save, failed)`: `save` fetches and saves the file and returns what to say; `failed` is said when an error has no message. */
export function useDownload() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DownloadResult | null>(null);
  async function run(save: () => Promise<string>, failed: string) {
    setBusy(true);
    setResult(null);
    try {
      setResult({ ok: true, text: await save() });
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : failed });
    } finally {
      setBusy(false);
    }
  }
  return { busy, result, run };
}
