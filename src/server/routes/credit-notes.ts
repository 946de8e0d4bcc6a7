import { routeList } from '../http/route-list';
import { orderRefParam } from '../http/validate';
import { buildCreditNotesPdf } from '../invoice/invoice-pdf';
import { creditNotesForCaller } from '../services/credit-notes';

// The credit notes of an order as one PDF (mounted at /api/placeOrder beside
// print-invoice): the order's shopper or the shop's admin.

export const creditNotes = routeList().get('/print-credit-note/:orderId', { access: 'signed-in' }, async (c) => {
  const notes = await creditNotesForCaller(c.var.db, c.var.distributor, c.var.user, orderRefParam(c, 'orderId'));
  const pdf = await buildCreditNotesPdf(notes);
  const filename = `credit-notes-${notes[0]!.invoice.order.invoice_id.replace(/[^A-Za-z0-9_-]/g, '')}.pdf`;
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
  });
});
