import { ordersApi } from '@/lib/api/orders';
import { MESSAGES } from '@/lib/messages';
import PdfDownload from './PdfDownload';

// The order's credit notes PDF (the shop's credit-note route), saved for
// printing. Shown once the order has a note.

const O = MESSAGES.console.orders;

export default function OrderCreditNote({ orderId, invoiceId }: { orderId: string; invoiceId: string }) {
  return (
    <p>
      <PdfDownload
        label={O.creditNote}
        ready={O.creditNoteReady}
        failed={MESSAGES.returns.creditNoteFailed}
        fileName={`credit-notes-${invoiceId || orderId}.pdf`}
        fetchPdf={(t) => ordersApi(t).creditNotePdf(orderId)}
      />
    </p>
  );
}
