import { useState } from 'react';
import type { Order } from '@/contract/orders';
import { ordersApi } from '@/lib/api/orders';
import { ApiError } from '@/lib/api/transport';
import { showAlert } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import { saveBlob } from './download';

// The order's credit notes (a refund of goods already invoiced is credited on
// one), downloaded as the shop's PDF. Offered only once the order has one.

const M = MESSAGES.returns;

export default function CreditNoteButton({ order }: { order: Order }) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  async function download() {
    setBusy(true);
    setStatus(M.creditNotePreparing);
    try {
      const blob = await ordersApi(browserTransport()).creditNotePdf(order.order_id);
      saveBlob(blob, `credit-notes-${order.invoice_id || order.order_id}.pdf`);
      setStatus(M.creditNoteDownloaded);
    } catch (err) {
      setStatus('');
      await showAlert(err instanceof ApiError && err.message ? err.message : M.creditNoteFailed, undefined, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <p className="order-credit-note">
      <button type="button" className="btn btn-outline" onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
        {M.creditNote}
      </button>{' '}
      <span role="status">{status}</span>
    </p>
  );
}
