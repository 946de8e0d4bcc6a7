import { useState } from 'react';

// A console form's save, once for every form: busy while the request runs,
// then the words of success or the API's refusal. The form's fields are its
// own state and are never reset here, so nothing typed is lost on a refusal.

export type SaveResult = { ok: boolean; text: string } | null;

export function useSave() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SaveResult>(null);
  /** Runs one save; `send` answers the words to show on success. */
  async function run(send: () => Promise<string>): Promise<void> {
    setBusy(true);
    setResult(null);
    try {
      setResult({ ok: true, text: await send() });
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }
  return { busy, result, setResult, run };
}
