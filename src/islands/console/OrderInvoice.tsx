import { useState } from 'react';
import { ordersApi } from '@/lib/api/orders';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import { saveBlob } from '../orders/download';

// The order's invoice PDF (the shop's invoice route, with the admin's token),
// saved for printing.

const O = MESSAGES.console.orders;

export default function OrderInvoice({ orderId, invoiceId }: { orderId: string; invoiceId: string }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  async function print() {
    setBusy(true);
    setResult(null);
    try {
      saveBlob(await ordersApi(browserTransport()).invoicePdf(orderId), `invoice-${invoiceId || orderId}.pdf`);
      setResult({ ok: true, text: O.invoiceReady });
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : MESSAGES.invoice.failed });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className="btn btn-outline" disabled={busy} aria-busy={busy} onClick={() => void print()}>
        {O.invoice}
      </button>
      <span aria-live="polite">{result && <span className={result.ok ? 'console-status' : 'console-error'}>{result.text}</span>}</span>
    </>
  );
}
