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

  /** Asks `question` (none: a step that destroys nothing); on yes runs `act` (which answers the API's message) and then `done` with its answer. */
  async function run<A extends { message: string }>(question: string | null, act: () => Promise<A>, done: (answer: A) => void): Promise<void> {
    if (question !== null && !(await showConfirm(question, '', O.yes))) return;
    setBusy(true);
    setResult(null);
    try {
      const answer = await act();
      done(answer);
      setResult({ ok: true, text: answer.message });
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  return { busy, result, run };
}
