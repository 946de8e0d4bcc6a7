import { useState } from 'react';
import { showConfirm } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';

// One confirmed action on a row of a console list (withdraw a product,
// delete an account): asks first, shows the row busy, then the API's message,
// a success or the refusal, beside the row.

const O = MESSAGES.console.orders;

export interface RowResult {
  ok: boolean;
  text: string;
}

export function useRowAction() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RowResult | null>(null);

  /** Asks `question`; on yes runs `act` (which answers the API's message) and then `done`. */
  async function run(question: string, act: () => Promise<{ message: string }>, done: () => void): Promise<void> {
    if (!(await showConfirm(question, '', O.yes))) return;
    setBusy(true);
    setResult(null);
    try {
      const answer = await act();
      done();
      setResult({ ok: true, text: answer.message });
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  return { busy, result, run };
}
