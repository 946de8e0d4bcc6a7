import { ordersApi } from '@/lib/api/orders';
import { MESSAGES } from '@/lib/messages';
import PdfDownload from './PdfDownload';

// The order's invoice PDF (the shop's invoice route), saved for printing.

const O = MESSAGES.console.orders;

export default function OrderInvoice({ orderId, invoiceId }: { orderId: string; invoiceId: string }) {
  return (
    <PdfDownload
      label={O.invoice}
      ready={O.invoiceReady}
      failed={MESSAGES.invoice.failed}
      fileName={`invoice-${invoiceId || orderId}.pdf`}
      fetchPdf={(t) => ordersApi(t).invoicePdf(orderId)}
    />
  );
}
