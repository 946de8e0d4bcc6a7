import { financialYearOf } from '@/lib/india/invoice-number';
import { stateInAddress } from '@/lib/india/states';
import { notFound } from '../domain-error';
import { getGeneralSettings } from '../data/content';
import { getCustomer } from '../data/customers';
import { supplierOf } from '../data/gst';
import { orderForCaller, type OrderRef } from '../data/orders';
import { INVOICED_STATUSES, issueTaxInvoice, issuedInvoiceOf } from '../data/tax-invoices';
import { taxInvoiceOf, type TaxInvoice } from '../invoice/tax-invoice-model';
import type { AuthUser } from '../types';

// The invoice of one order for its shopper or the shop's admin. An accepted
// order gets its tax invoice number at its first print (docs/india.md).

const invoiced = new Set<string>(INVOICED_STATUSES);

export async function invoiceForCaller(
  db: D1Database,
  distributor: { id: number; name: string },
  user: AuthUser,
  ref: OrderRef,
  now = new Date(),
): Promise<TaxInvoice> {
  let loaded = await orderForCaller(db, distributor.id, user, ref);
  let issued = await issuedInvoiceOf(db, distributor.id, loaded.order.id);
  if (invoiced.has(loaded.order.order_status) && !issued.invoice?.tax_invoice_number) {
    await issueTaxInvoice(db, distributor.id, loaded.order.id, {
      financialYear: financialYearOf(now),
      now: now.toISOString(),
      deliveryStateCode: stateInAddress(loaded.order.delivery_address),
    });
    // Read again: a change may have landed meanwhile, and the lines now hold their rates.
    loaded = await orderForCaller(db, distributor.id, user, ref);
    issued = await issuedInvoiceOf(db, distributor.id, loaded.order.id);
  }
  const [settings, customer, supplier] = await Promise.all([
    getGeneralSettings(db, distributor),
    getCustomer(db, distributor.id, loaded.order.user_id),
    supplierOf(db, distributor.id),
  ]);
  if (!customer) throw notFound('Customer not found.');
  return taxInvoiceOf(
    loaded,
    issued,
    {
      tradeName: settings.appName,
      legalName: supplier?.legal_name ?? null,
      address: supplier?.legal_address ?? settings.address,
      stateCode: supplier?.state_code ?? null,
      gstin: supplier?.gstin ?? null,
      phone: settings.phoneNumber,
      email: settings.email,
    },
    customer.name,
  );
}
