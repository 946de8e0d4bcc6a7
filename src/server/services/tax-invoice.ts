import { financialYearOf, taxInvoiceNumber } from '@/lib/india/invoice-number';
import { stateInAddress } from '@/lib/india/states';
import { isDispatched } from '@/lib/tracking';
import { DomainError, notFound } from '../domain-error';
import { getGeneralSettings } from '../data/content';
import { getCustomer } from '../data/customers';
import { supplierOf } from '../data/gst';
import { orderForCaller, type LoadedOrder, type OrderRef } from '../data/orders';
import { isSupplied, issueTaxInvoice, issuedInvoiceOf, keepSnapshot, taxInvoiceStatements, type IssuedInvoice, type InvoiceLineTax } from '../data/tax-invoices';
import { invoiceFromSnapshot, snapshotOf } from '../invoice/invoice-snapshot';
import { taxInvoiceOf, type TaxInvoice } from '../invoice/tax-invoice-model';
import type { AuthUser } from '../types';
import { WORDS } from '@/lib/words';

// The invoice of one order. Its tax invoice number is issued when the goods
// are supplied (handed to the rider, or delivered), with what it says kept
// beside the number; before that it prints as an order summary (docs/india.md).

type Issued = { invoice: IssuedInvoice | null; lines: InvoiceLineTax[] };

/** The state of the delivery address: kept with the order, else named in its text. */
const shopperStateOf = (loaded: LoadedOrder, issued: Issued) => issued.invoice?.delivery_state_code ?? stateInAddress(loaded.order.delivery_address);

/** The invoice from today's shop details, product classes and buyer: what an invoice issued now would say. */
async function liveInvoice(db: D1Database, shopId: number, loaded: LoadedOrder, issued: Issued, number: string | null): Promise<TaxInvoice> {
  const supplier = await supplierOf(db, shopId);
  const [settings, customer] = await Promise.all([
    getGeneralSettings(db, { id: shopId, name: supplier?.name ?? '' }),
    getCustomer(db, shopId, loaded.order.user_id),
  ]);
  if (!customer) throw notFound(WORDS.apiAnswers.notFound.customer);
  return taxInvoiceOf(
    loaded,
    { number, date: number ? issued.invoice?.tax_invoice_date ?? null : null, shopperState: shopperStateOf(loaded, issued) },
    issued.lines,
    {
      tradeName: settings.appName,
      legalName: supplier?.legal_name ?? null,
      address: supplier?.legal_address ?? settings.address,
      stateCode: supplier?.state_code ?? null,
      gstin: supplier?.gstin ?? null,
      phone: settings.phoneNumber,
      email: settings.email,
    },
    { name: customer.name, address: loaded.order.delivery_address, gstin: issued.invoice?.buyer_gstin ?? null },
  );
}

/**
 * The statements that issue the order's tax invoice with a delivery step that
 * hands the goods over (picked up, out for delivery, delivered), for the
 * step's own batch: they run only while the order is still at the version and
 * delivery state the step read, so the number is given exactly when the step lands.
 */
export async function invoiceOnSupply(db: D1Database, shopId: number, loaded: LoadedOrder, next: string, now = new Date()): Promise<D1PreparedStatement[]> {
  if (!isDispatched(next) || loaded.order.order_status === 'cancelled') return [];
  const issued = await issuedInvoiceOf(db, shopId, loaded.order.id);
  if (issued.invoice?.tax_invoice_number) return [];
  const draft = await liveInvoice(db, shopId, loaded, issued, null);
  const { order } = loaded;
  return taxInvoiceStatements(
    db,
    shopId,
    order.id,
    { financialYear: financialYearOf(now), now: now.toISOString(), deliveryStateCode: shopperStateOf(loaded, issued), snapshot: snapshotOf(draft) },
    { sql: 'version = ? AND deliveryboy_status IS ?', binds: [order.version, order.deliveryboy_status] },
  );
}

/**
 * An order whose goods were supplied holds a tax invoice: it is cancelled or
 * refunded (a credit note), never deleted or changed. Refusals that come first
 * keep their own answers: a shopper deletes only a pending order, and nothing
 * is taken off an order while its goods are on the road.
 */
export async function assertNotInvoiced(db: D1Database, shopId: number, loaded: LoadedOrder, opts: { byAdmin: boolean; removing?: boolean }): Promise<void> {
  const { order } = loaded;
  const open = order.order_status === 'pending' || order.order_status === 'approved';
  if (open && isDispatched(order.deliveryboy_status)) return;
  if ((!opts.byAdmin || opts.removing) && order.order_status !== 'pending') return;
  const { invoice } = await issuedInvoiceOf(db, shopId, order.id);
  if (invoice?.tax_invoice_number || isSupplied(order)) throw new DomainError('CONFLICT', WORDS.gst.invoicedLocked);
}

export async function invoiceForCaller(
  db: D1Database,
  distributor: { id: number; name: string },
  user: AuthUser,
  ref: OrderRef,
  now = new Date(),
): Promise<TaxInvoice> {
  let loaded = await orderForCaller(db, distributor.id, user, ref);
  let issued = await issuedInvoiceOf(db, distributor.id, loaded.order.id);
  // Supplied before invoices were issued at supply: issued now, as it would have been then.
  if (!issued.invoice?.tax_invoice_number && isSupplied(loaded.order) && loaded.order.order_status !== 'cancelled') {
    const draft = await liveInvoice(db, distributor.id, loaded, issued, null);
    await issueTaxInvoice(db, distributor.id, loaded.order.id, {
      financialYear: financialYearOf(now),
      now: now.toISOString(),
      deliveryStateCode: shopperStateOf(loaded, issued),
      snapshot: snapshotOf(draft),
    });
    // Read again: a change may have landed meanwhile.
    loaded = await orderForCaller(db, distributor.id, user, ref);
    issued = await issuedInvoiceOf(db, distributor.id, loaded.order.id);
  }
  const inv = issued.invoice;
  const number = inv?.tax_invoice_year && inv.tax_invoice_number ? taxInvoiceNumber(inv.tax_invoice_year, inv.tax_invoice_number) : null;
  if (number && inv?.tax_invoice_snapshot) return invoiceFromSnapshot(inv.tax_invoice_snapshot, loaded, number, inv.tax_invoice_date);
  const live = await liveInvoice(db, distributor.id, loaded, issued, number);
  // Issued before what it says was kept: kept from now on.
  if (number) await keepSnapshot(db, distributor.id, loaded.order.id, snapshotOf(live));
  return live;
}
