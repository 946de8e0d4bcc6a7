import { routeList } from '../http/route-list';
import { supplierPayload } from '@/contract/gst.input';
import { MESSAGES } from '@/lib/messages';
import { readJson } from '../http/validate';
import { gstRates, supplierDetails, updateSupplierDetails } from '../services/gst';

// The shop's GST settings, for its admins: the rates a product may carry and
// the supplier details printed on tax invoices (mounted at /api/gst).

export const gst = routeList()
  .get('/rates', { access: 'admin' }, async (c) => c.json({ rates: await gstRates(c.var.db) }))
  .get('/supplier', { access: 'admin' }, async (c) => c.json({ supplier: await supplierDetails(c.var.db, c.var.distributor.id) }))
  .put('/supplier', { access: 'admin', audit: 'shop.gst', body: supplierPayload }, async (c) => {
    const input = await readJson(c, supplierPayload);
    const supplier = await updateSupplierDetails(c.var.db, c.var.events, c.var.distributor.id, input);
    return c.json({ message: MESSAGES.gst.supplierUpdated, supplier });
  });
