import { activeLanguage } from '@/lib/i18n/catalogue';
import { NOTIFICATION_MESSAGES as M } from '@/lib/notification-messages';
import { escapeHtml } from '@/lib/html';
import { formatPaise } from '@/lib/pricing';
import { THEME_COLOR } from '@/lib/pwa/manifest';
import type { EventType } from '../events/event-types';
import type { EventPayload } from '../events/event-types';
import type { LoadedOrder } from '../data/orders';
import { unitPaiseOf } from '../data/orders';
import { storedTag } from '../i18n/request-language';
import { orderPagePath } from '../events/template-message';
import type { MailMessage } from './message';

// The e-mail an event sends to one person: plain text and HTML, in the shop's
// name and colour, with the order in rupees and a link to it. Only what the
// shopper bought and what it cost: never how they paid (no card, UPI or bank detail).
// Written in the current language: the consumer runs it inside the reader's (send-event.ts).

export interface EventMailInput {
  eventId: string;
  type: EventType;
  payload: EventPayload;
  shopName: string;
  /** The shop's public origin (configuration, never a request's Host). */
  origin: string;
  to: { name: string; email: string };
  /** The admins' copy of an event both sides hear of. */
  forAdmin: boolean;
  /** The customer the event is about (named in the admins' copy). */
  customerName: string;
  order: LoadedOrder | null;
  rider: { firstName: string; mobile: string } | null;
  /** A non-essential message's one-click-away unsubscribe link (absent on essential ones). */
  unsubscribeUrl?: string;
  /** The products' names in the reader's language, by product id, where they differ from the order's. */
  productNames?: ReadonlyMap<number, string>;
}

interface Section {
  text: string;
  html: string;
}

function subjectAndLead(input: EventMailInput): { subject: string; lead: string } {
  const orderId = input.order?.order.order_id ?? '';
  const shop = input.shopName;
  const e = M.events;
  switch (input.type) {
    case 'order.placed':
      return input.forAdmin
        ? { subject: e['order.placed.admin'].subject(shop, orderId), lead: e['order.placed.admin'].body(input.customerName) }
        : { subject: e['order.placed'].subject(shop, orderId), lead: e['order.placed'].body };
    case 'return.requested':
      return { subject: e['return.requested'].subject(shop, orderId), lead: e['return.requested'].body(input.customerName) };
    case 'prescription.uploaded':
      return { subject: e['prescription.uploaded'].subject(shop, orderId), lead: e['prescription.uploaded'].body(input.customerName) };
    case 'delivery.failed':
      return input.forAdmin
        ? { subject: e['delivery.failed.admin'].subject(shop, orderId), lead: e['delivery.failed.admin'].body(input.customerName) }
        : { subject: e['delivery.failed'].subject(shop, orderId), lead: e['delivery.failed'].body };
    case 'account.password_reset':
      return { subject: e['account.password_reset'].subject(shop), lead: e['account.password_reset'].body(shop) };
    case 'stock.low_daily':
      return { subject: e['stock.low_daily'].subject(shop), lead: e['stock.low_daily'].body };
    case 'product.requested':
      return { subject: e['product.requested'].subject(shop), lead: e['product.requested'].body(input.payload.request?.what ?? '') };
    default:
      return { subject: e[input.type].subject(shop, orderId), lead: e[input.type].body };
  }
}

/** A sentence and the button that acts on it. */
function action(said: string, label: string, href: string): Section {
  return {
    text: `${said}\n${label}: ${href}`,
    html: `<p>${escapeHtml(said)}</p>\n<p><a href="${escapeHtml(href)}" style="background:${THEME_COLOR};color:#fff;padding:8px 14px;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`,
  };
}

const dueDate = (iso: string) =>
  new Intl.DateTimeFormat(activeLanguage(), { day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** What a shopper must do about an order just placed: upload the prescription, or pay by the deadline. */
function toDo(input: EventMailInput, link: string): Section[] {
  const order = input.order?.order;
  if (input.type !== 'order.placed' || input.forAdmin || !order) return [];
  if (order.prescription_status === 'awaited') return [action(M.prescriptionNeeded, M.uploadPrescription, link)];
  if (order.payment_status === 'pending' && order.payment_expires_at) {
    return [action(M.payDue(formatPaise(order.final_price_after_coupon_paise), dueDate(order.payment_expires_at)), M.payNow, link)];
  }
  return [];
}

/** What only some events say: the rider and a call link, the cancel reason, the refunded amount, why a delivery failed. */
function extra(input: EventMailInput): Section[] {
  const out: Section[] = [];
  if (input.type === 'delivery.failed' && input.order) {
    const said = M.deliveryFailedReason(input.order.order.delivery_failed_reason?.trim() || M.deliveryFailedNoReason);
    out.push({ text: said, html: `<p><strong>${escapeHtml(said)}</strong></p>` });
  }
  const code = input.order?.order.delivery_code;
  if (input.type === 'delivery.out_for_delivery' && !input.forAdmin && code) {
    const said = M.deliveryCode(code);
    out.push({ text: said, html: `<p><strong>${escapeHtml(said)}</strong></p>` });
  }
  if (input.type === 'delivery.out_for_delivery' && input.rider) {
    const { firstName, mobile } = input.rider;
    const said = M.riderOnTheWay(firstName);
    const tel = `tel:${mobile.replace(/[^\d+]/g, '')}`;
    out.push({
      text: mobile ? `${said} ${M.callRider(firstName)}: ${mobile}` : said,
      html: `<p>${escapeHtml(said)}${mobile ? ` <a href="${escapeHtml(tel)}">${escapeHtml(M.callRider(firstName))}</a>` : ''}</p>`,
    });
  }
  if (input.type === 'order.cancelled' && input.payload.reason) {
    const reason = M.cancelReasons[input.payload.reason];
    out.push({ text: reason, html: `<p>${escapeHtml(reason)}</p>` });
  }
  if (input.type === 'refund.processed' && input.payload.amountPaise !== undefined) {
    const said = M.refundAmount(formatPaise(input.payload.amountPaise));
    out.push({ text: said, html: `<p><strong>${escapeHtml(said)}</strong></p>` });
  }
  if (input.type === 'stock.low_daily' && input.payload.products?.length) {
    const lines = input.payload.products.map((p) => M.lowStockLine(p.name, p.stock));
    out.push({ text: lines.join('\n'), html: `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` });
  }
  if (input.type === 'product.requested' && input.payload.request) {
    const { name, phone } = input.payload.request;
    const lines = [...(name ? [M.requestFrom(name)] : []), ...(phone ? [M.requestPhone(phone)] : [])];
    if (!lines.length) lines.push(M.requestNoContact);
    out.push({ text: lines.join('\n'), html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') });
  }
  return out;
}

function summary(loaded: LoadedOrder, names?: ReadonlyMap<number, string>): Section {
  const { order } = loaded;
  const lines = loaded.products
    .filter((p) => p.status !== 'removed')
    .map((p) => M.line(names?.get(p.product_id) ?? p.product_name, p.quantity, formatPaise(unitPaiseOf(p) * p.quantity)));
  const money = [
    ...(order.delivery_charge_paise ? [M.delivery(formatPaise(order.delivery_charge_paise))] : []),
    ...(order.coupon_discount_paise ? [M.discount(formatPaise(order.coupon_discount_paise))] : []),
  ];
  const total = M.total(formatPaise(order.final_price_after_coupon_paise));
  return {
    text: [M.orderHeading(order.order_id), ...lines, ...money, total].join('\n'),
    html: `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(M.orderHeading(order.order_id))}</h2>
<ul style="padding-left:18px;margin:0 0 8px">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
${money.map((m) => `<p style="margin:0">${escapeHtml(m)}</p>`).join('')}
<p style="margin:4px 0 0"><strong>${escapeHtml(total)}</strong></p>`,
  };
}

export function eventMail(input: EventMailInput): MailMessage {
  const { subject, lead } = subjectAndLead(input);
  // The order's own page: the shopper's in the order's language, the console's for the shop.
  const language = storedTag(activeLanguage());
  const link = input.order
    ? `${input.origin}${orderPagePath(input.order.order.order_id, language, input.forAdmin)}`
    : `${input.origin}${input.forAdmin ? '/admin' : '/ecommerce/profile'}`;
  const linkLabel = input.forAdmin ? (input.order ? M.viewInConsole : M.viewOrders) : M.viewOrder;
  const sections = [...toDo(input, link), ...extra(input), ...(input.order ? [summary(input.order, input.productNames)] : [])];
  const signOff = input.forAdmin ? M.adminSignOff(input.shopName) : M.signOff(input.shopName);
  const note = input.forAdmin ? M.adminNote : input.unsubscribeUrl ? M.optionalNote : M.essentialNote;
  const text = [
    M.greeting(input.to.name),
    '',
    lead,
    ...sections.flatMap((s) => ['', s.text]),
    '',
    `${linkLabel}: ${link}`,
    '',
    signOff,
    note,
    ...(input.unsubscribeUrl ? [`${M.unsubscribe}: ${input.unsubscribeUrl}`] : []),
  ].join('\n');
  const noteHtml = input.unsubscribeUrl
    ? `${escapeHtml(note)} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(M.unsubscribe)}</a>`
    : escapeHtml(note);
  const html = `<div style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px">
<div style="background:${THEME_COLOR};color:#fff;padding:12px 16px;font-size:18px;font-weight:bold">${escapeHtml(input.shopName)}</div>
<div style="padding:16px">
<p>${escapeHtml(M.greeting(input.to.name))}</p>
<p>${escapeHtml(lead)}</p>
${sections.map((s) => s.html).join('\n')}
<p style="margin-top:16px"><a href="${escapeHtml(link)}" style="background:${THEME_COLOR};color:#fff;padding:8px 14px;text-decoration:none;border-radius:6px">${escapeHtml(linkLabel)}</a></p>
<p style="color:#6b7280;font-size:12px">${escapeHtml(signOff)}<br>${noteHtml}</p>
</div></div>`;
  return {
    to: input.to.email,
    subject,
    text,
    html,
    // One-click unsubscribing (RFC 8058): the mail provider POSTs "List-Unsubscribe=One-Click" to the link.
    ...(input.unsubscribeUrl ? { headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
    language,
    about: { eventId: input.eventId, orderId: input.order?.order.order_id ?? null },
  };
}
