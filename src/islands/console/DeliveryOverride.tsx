import { useState } from 'react';
import type { Order } from '@/contract/orders';
import { consoleApi } from '@/lib/api/console';
import { showConfirm } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import { useSave } from './use-save';

// Delivered without the shopper's code: for an order out for delivery whose
// shopper has the goods but not the code (or after too many wrong codes).
// The admin writes why, confirms, and the note goes into the activity log
// with the step. A refusal keeps the note.

const O = MESSAGES.console.orders;
const OPEN = ['pending', 'approved'];

export default function DeliveryOverride({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const { busy, result, setResult, run } = useSave();
  const id = order.order_id;
  // Once done, the section stays to say so (the order is no longer out for delivery).
  if (result?.ok) {
    return (
      <section className="console-section" aria-labelledby="order-override">
        <h2 id="order-override">{O.overrideTitle}</h2>
        <p className="console-status" role="status">
          {result.text}
        </p>
      </section>
    );
  }
  if (order.deliveryboy_status !== 'out_for_delivery' || !OPEN.includes(order.order_status)) return null;

  async function deliver() {
    if (!note.trim()) {
      setMissing(true);
      setResult({ ok: false, text: O.overrideNoteRequired });
      return;
    }
    setMissing(false);
    if (!(await showConfirm(O.overrideConfirm(id), note.trim(), O.overrideButton))) return;
    await run(async () => {
      const answer = await consoleApi(browserTransport()).deliverWithoutCode(id, note.trim());
      if (answer.order) onChange(answer.order);
      return O.overrideDone;
    });
  }

  return (
    <section className="console-section" aria-labelledby="order-override">
      <h2 id="order-override">{O.overrideTitle}</h2>
      <p id="override-hint" className="console-note">
        {O.overrideHint}
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void deliver();
        }}
      >
        <div className="console-field">
          <label htmlFor="override-note">{O.overrideNoteLabel}</label>
          <textarea
            id="override-note"
            rows={2}
            maxLength={300}
            required
            value={note}
            aria-invalid={missing || undefined}
            aria-describedby={`override-hint${result && !result.ok ? ' override-result' : ''}`}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <p className="console-actions">
          <button type="submit" className="btn btn-outline" disabled={busy}>
            {O.overrideButton}
          </button>
        </p>
      </form>
      <div aria-live="polite">
        {result && (
          <p id="override-result" className={result.ok ? 'console-status' : 'console-error'}>
            {result.text}
          </p>
        )}
      </div>
    </section>
  );
}
