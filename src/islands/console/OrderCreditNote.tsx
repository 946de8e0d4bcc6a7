import { useState } from 'react';
import { ordersApi } from '@/lib/api/orders';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import { saveBlob } from '../orders/download';

// The order's credit notes PDF (the shop's credit-note route, with the
// admin's token), saved for printing. Shown once the order has a note.

const O = MESSAGES.console.orders;

export default function OrderCreditNote({ orderId, invoiceId }: { orderId: string; invoiceId: string }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  async function print() {
    setBusy(true);
    setResult(null);
    try {
      saveBlob(await ordersApi(browserTransport()).creditNotePdf(orderId), `credit-notes-${invoiceId || orderId}.pdf`);
      setResult({ ok: true, text: O.creditNoteReady });
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : MESSAGES.returns.creditNoteFailed });
    } finally {
      setBusy(false);
    }
  }
  return (
    <p>
      <button type="button" className="btn btn-outline" disabled={busy} aria-busy={busy} onClick={() => void print()}>
        {O.creditNote}
      </button>{' '}
      <span aria-live="polite">{result && <span className={result.ok ? 'console-status' : 'console-error'}>{result.text}</span>}</span>
    </p>
  );
}
