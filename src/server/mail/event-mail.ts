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

/** What only some events say: the rider and a call link, the cancel reason, the refunded amount. */
function extra(input: EventMailInput): Section[] {
  const out: Section[] = [];
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

function summary(loaded: LoadedOrder): Section {
  const { order } = loaded;
  const lines = loaded.products
    .filter((p) => p.status !== 'removed')
    .map((p) => M.line(p.product_name, p.quantity, formatPaise(unitPaiseOf(p) * p.quantity)));
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

/** The SMS and WhatsApp text: the subject and the link, or where the subject alone would not say what happened, its own words. */
function shortText(input: EventMailInput, subject: string, link: string): string {
  const orderId = input.order?.order.order_id ?? '';
  if (input.type === 'prescription.accepted') return M.sms.prescriptionAccepted(input.shopName, orderId, link);
  if (input.type === 'order.cancelled' && input.payload.reason === 'prescription_rejected') return M.sms.prescriptionRejected(input.shopName, orderId, link);
  return M.short(subject, link);
}

export function eventMail(input: EventMailInput): MailMessage {
  const { subject, lead } = subjectAndLead(input);
  const link = input.order ? `${input.origin}/ecommerce/order` : `${input.origin}/ecommerce${input.forAdmin ? '' : '/profile'}`;
  const linkLabel = input.forAdmin ? (input.order ? M.viewOrders : M.viewShop) : M.viewOrder;
  const sections = [...extra(input), ...(input.order ? [summary(input.order)] : [])];
  const text = [
    M.greeting(input.to.name),
    '',
    lead,
    ...sections.flatMap((s) => ['', s.text]),
    '',
    `${linkLabel}: ${link}`,
    '',
    M.signOff(input.shopName),
    ...(input.unsubscribeUrl ? [M.optionalNote, `${M.unsubscribe}: ${input.unsubscribeUrl}`] : [M.essentialNote]),
  ].join('\n');
  const note = input.unsubscribeUrl
    ? `${escapeHtml(M.optionalNote)} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(M.unsubscribe)}</a>`
    : escapeHtml(M.essentialNote);
  const html = `<div style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px">
<div style="background:${THEME_COLOR};color:#fff;padding:12px 16px;font-size:18px;font-weight:bold">${escapeHtml(input.shopName)}</div>
<div style="padding:16px">
<p>${escapeHtml(M.greeting(input.to.name))}</p>
<p>${escapeHtml(lead)}</p>
${sections.map((s) => s.html).join('\n')}
<p style="margin-top:16px"><a href="${escapeHtml(link)}" style="background:${THEME_COLOR};color:#fff;padding:8px 14px;text-decoration:none;border-radius:6px">${escapeHtml(linkLabel)}</a></p>
<p style="color:#6b7280;font-size:12px">${escapeHtml(M.signOff(input.shopName))}<br>${note}</p>
</div></div>`;
  return {
    to: input.to.email,
    subject,
    text,
    html,
    // One-click unsubscribing (RFC 8058): the mail provider POSTs "List-Unsubscribe=One-Click" to the link.
    ...(input.unsubscribeUrl ? { headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
    short: shortText(input, subject, link),
    language: storedTag(activeLanguage()),
    about: { eventId: input.eventId, orderId: input.order?.order.order_id ?? null },
  };
}
