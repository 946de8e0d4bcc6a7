import { pathIn } from '@/lib/i18n/languages';
import {
  MESSAGE_TEMPLATES,
  fillBody,
  fitVariable,
  shopBody,
  variablesIn,
  type TemplateLanguage,
  type TemplateName,
  type TemplateVariable,
} from '@/lib/message-templates';
import { NOTIFICATION_MESSAGES as M } from '@/lib/notification-messages';
import { formatPaise } from '@/lib/pricing';
import type { LoadedOrder } from '../data/orders';
import { shortCodeFor } from '../data/short-links';
import type { EventPayload, EventType } from './event-types';

// What an event says on SMS and WhatsApp: one registered template
// (src/lib/message-templates.ts) in the reader's language and its named
// variables, each cut to its length. The link is the shop's short route to
// the page the reader acts on: the shopper's order page in the order's
// language, or the console's order page for the shop.

/** One template message, as both providers take it. */
export interface TemplateMessage {
  template: TemplateName;
  language: TemplateLanguage;
  /** The variables by name, in the order the body holds them. */
  variables: Array<{ name: TemplateVariable; value: string }>;
  /** The body filled in: what the reader sees (the outbox shows it). */
  text: string;
}

export interface TemplateInput {
  type: EventType;
  payload: EventPayload;
  forAdmin: boolean;
  language: TemplateLanguage;
  order: LoadedOrder | null;
  shop: { id: number; name: string; origin: string };
}

/** The page a message about this order opens: the shopper's order page in the order's language, or the console's. */
export function orderPagePath(orderId: string, language: string, forAdmin: boolean): string {
  const id = encodeURIComponent(orderId);
  return forAdmin ? `/admin/orders/${id}` : pathIn(language, `/ecommerce/order/${id}`);
}

/** The delivery code the shopper gives the rider, where the order has one. */
function deliveryCodeOf(order: LoadedOrder | null): string | null {
  const code = (order?.order as { delivery_code?: unknown } | undefined)?.delivery_code;
  return typeof code === 'string' && code ? code : null;
}

function templateOf(input: TemplateInput): TemplateName | null {
  const order = input.order?.order;
  switch (input.type) {
    case 'order.placed':
      if (input.forAdmin) return 'new_order_shop';
      if (order?.prescription_status === 'awaited') return 'prescription_needed';
      return order?.payment_status === 'pending' && order.payment_expires_at ? 'payment_awaited' : 'order_placed';
    case 'payment.confirmed': return 'payment_confirmed';
    case 'payment.received_late': return 'payment_after_cancel';
    case 'order.approved': return 'order_approved';
    case 'rider.assigned': return 'rider_assigned';
    case 'delivery.out_for_delivery': return deliveryCodeOf(input.order) ? 'out_for_delivery_code' : 'out_for_delivery';
    case 'delivery.delivered': return 'delivered';
    case 'delivery.failed': return input.forAdmin ? 'delivery_failed_shop' : 'delivery_failed';
    case 'order.cancelled':
      if (input.payload.reason === 'prescription_rejected') return 'prescription_rejected';
      return input.payload.reason === 'payment_not_received' ? 'payment_not_received' : 'order_cancelled';
    case 'return.requested': return 'return_requested_shop';
    case 'return.accepted': return 'return_accepted';
    case 'refund.processed': return 'refund_sent';
    case 'prescription.uploaded': return 'prescription_uploaded_shop';
    case 'prescription.accepted': return 'prescription_accepted';
    case 'account.password_reset': return 'password_changed';
    default: return null;
  }
}

/** An amount as the reader's SMS carries it: English keeps to the GSM alphabet ("Rs."), Hindi (sent as Unicode) keeps ₹. */
function amountText(paise: number, language: TemplateLanguage): string {
  const text = formatPaise(paise);
  return language === 'en-IN' ? text.replace('₹', 'Rs.') : text;
}

/** A date and time in India, short. */
export function dateText(iso: string, language: TemplateLanguage): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
}

/** The page this message's link opens. */
function linkPath(input: TemplateInput): string {
  if (input.order) return orderPagePath(input.order.order.order_id, input.language, input.forAdmin);
  return pathIn(input.language, '/ecommerce/forgot-password');
}

async function valueOf(name: TemplateVariable, input: TemplateInput, db: D1Database): Promise<string> {
  const order = input.order?.order;
  switch (name) {
    case 'order_id': return order?.order_id ?? '';
    case 'amount': {
      const paise = input.type === 'refund.processed' ? (input.payload.amountPaise ?? 0) : (order?.final_price_after_coupon_paise ?? 0);
      return amountText(paise, input.language);
    }
    case 'date': return order?.payment_expires_at ? dateText(order.payment_expires_at, input.language) : '';
    case 'code': return deliveryCodeOf(input.order) ?? '';
    case 'reason': return order?.delivery_failed_reason?.trim() || M.deliveryFailedNoReason;
    case 'link': return shortCodeFor(db, input.shop.id, linkPath(input));
  }
}

/** The template message of an event for one reader, or null when the event has none (e-mail only). */
export async function templateMessage(db: D1Database, input: TemplateInput): Promise<TemplateMessage | null> {
  const name = templateOf(input);
  if (!name) return null;
  const body = shopBody(MESSAGE_TEMPLATES[name], input.language, { name: input.shop.name, site: input.shop.origin });
  const variables: TemplateMessage['variables'] = [];
  for (const variable of variablesIn(body) as TemplateVariable[]) {
    variables.push({ name: variable, value: fitVariable(variable, await valueOf(variable, input, db)) });
  }
  const text = fillBody(body, Object.fromEntries(variables.map((v) => [v.name, v.value])));
  return { template: name, language: input.language, variables, text };
}
