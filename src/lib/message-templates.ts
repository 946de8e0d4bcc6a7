// The SMS and WhatsApp templates: one per event and audience, the one source
// the shop sends both channels from and prints as its registration sheet
// (`npm run templates`, scripts/templates.ts). A provider delivers only the
// text it approved, so each body is fixed words with the shop's name and
// address written in (`{shop}`, `{site}`: filled per shop when it registers)
// and a few short named variables (`{{order_id}}`). India's DLT registration
// caps a variable at 30 characters; Meta refuses a body that starts or ends
// with a variable. message-templates.test.ts checks both, and that every
// template has its Hindi text. A template is written in each language of
// LANGUAGES (the type check names a body missing). Docs: docs/notifications.md.

import { LANGUAGES, languageOf, type LanguageTag } from './i18n/languages.ts';

/** The variables a template may use, each with its longest value and a sample for the reviewers. */
export const TEMPLATE_VARIABLES = {
  order_id: { max: 30, sample: 'ORD-12-20261128143712', about: 'the order id' },
  amount: { max: 15, sample: 'Rs.1,250.00', about: 'an amount in rupees' },
  // The shop's own short route (/o/<code>): the address before it is fixed text.
  link: { max: 12, sample: 'k3Xp9QaZ', about: 'the order’s short-link code (after {site}/o/)' },
  date: { max: 24, sample: '28 Nov, 6:30 pm', about: 'a date and time in India' },
  code: { max: 6, sample: '4821', about: 'a one-time or delivery code' },
  reason: { max: 30, sample: 'Nobody at home', about: 'why a delivery failed' },
} as const;

export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;

/** The DLT and SMS limit of one variable. */
export const SMS_VARIABLE_MAX = 30;

/** The languages a template is written in: the shop's (LANGUAGES). */
export type TemplateLanguage = LanguageTag;

export interface MessageTemplate {
  /** Meta's template name and the DLT template's name (lowercase, digits, underscores). */
  readonly name: string;
  /** Meta's category: order and account updates are utility; the login code is authentication. */
  readonly category: 'utility' | 'authentication';
  /** Who reads it: the shopper, or the shop's admins. */
  readonly audience: 'shopper' | 'shop';
  /** Its variables, in the order they appear in the body (DLT numbers them so). */
  readonly variables: readonly TemplateVariable[];
  readonly body: Readonly<Record<TemplateLanguage, string>>;
}

const t = (
  name: string,
  audience: MessageTemplate['audience'],
  variables: readonly TemplateVariable[],
  en: string,
  hi: string,
  category: MessageTemplate['category'] = 'utility',
): MessageTemplate => ({ name, category, audience, variables, body: { 'en-IN': en, 'hi-IN': hi } });

const LINK = '{site}/o/{{link}}';

export const MESSAGE_TEMPLATES = {
  order_placed: t('order_placed', 'shopper', ['order_id', 'amount', 'link'],
    `{shop}: we received your order {{order_id}} of {{amount}} and will confirm it soon. See it at ${LINK} any time.`,
    `{shop}: आपका ऑर्डर {{order_id}} ({{amount}}) हमें मिल गया है, जल्द पक्का करेंगे। ऑर्डर यहाँ देखें ${LINK} कभी भी।`),
  payment_awaited: t('payment_awaited', 'shopper', ['order_id', 'amount', 'date', 'link'],
    `{shop}: order {{order_id}} awaits your payment of {{amount}}. Pay by {{date}} at ${LINK} or the order is cancelled.`,
    `{shop}: ऑर्डर {{order_id}} का भुगतान {{amount}} बाकी है। {{date}} तक ${LINK} पर भुगतान करें, वरना ऑर्डर रद्द होगा।`),
  payment_confirmed: t('payment_confirmed', 'shopper', ['amount', 'order_id', 'link'],
    `{shop}: we received your payment of {{amount}} for order {{order_id}}. See it at ${LINK} any time.`,
    `{shop}: ऑर्डर {{order_id}} का {{amount}} भुगतान हमें मिल गया। ऑर्डर यहाँ देखें ${LINK} कभी भी।`),
  payment_after_cancel: t('payment_after_cancel', 'shopper', ['amount', 'order_id', 'link'],
    `{shop}: your payment of {{amount}} came after order {{order_id}} was cancelled. It will be sent back to you. See it at ${LINK} any time.`,
    `{shop}: ऑर्डर {{order_id}} रद्द होने के बाद आपका {{amount}} भुगतान मिला। यह आपको लौटाया जाएगा। ऑर्डर यहाँ देखें ${LINK} कभी भी।`),
  order_approved: t('order_approved', 'shopper', ['order_id', 'link'],
    `{shop}: your order {{order_id}} is confirmed and being prepared. See it at ${LINK} any time.`,
    `{shop}: आपका ऑर्डर {{order_id}} पक्का हो गया है और तैयार हो रहा है। ऑर्डर यहाँ देखें ${LINK} कभी भी।`),
  rider_assigned: t('rider_assigned', 'shopper', ['order_id', 'link'],
    `{shop}: a delivery person will bring your order {{order_id}} soon. See it at ${LINK} any time.`,
    `{shop}: डिलीवरी वाले आपका ऑर्डर {{order_id}} जल्द लाएँगे। ऑर्डर यहाँ देखें ${LINK} कभी भी।`),
  out_for_delivery: t('out_for_delivery', 'shopper', ['order_id', 'link'],
    `{shop}: your order {{order_id}} is out for delivery today. See it at ${LINK} any time.`,
    `{shop}: आपका ऑर्डर {{order_id}} आज डिलीवरी के लिए निकल चुका है। ऑर्डर यहाँ देखें ${LINK} कभी भी।`),
  out_for_delivery_code: t('out_for_delivery_code', 'shopper', ['order_id', 'code', 'link'],
    `{shop}: your order {{order_id}} is out for delivery. Give the code {{code}} to the delivery person. See it at ${LINK} any time.`,
    `{shop}: आपका ऑर्डर {{order_id}} डिलीवरी के लिए निकल चुका है। डिलीवरी वाले को कोड {{code}} बताएँ। ऑर्डर यहाँ देखें ${LINK} कभी भी।`),
  delivered: t('delivered', 'shopper', ['order_id', 'link'],
    `{shop}: your order {{order_id}} was delivered. Returns are possible for 72 hours at ${LINK} if needed.`,
    `{shop}: आपका ऑर्डर {{order_id}} पहुँच गया। 72 घंटे तक वापसी ${LINK} पर हो सकती है, ज़रूरत हो तो।`),
  delivery_failed: t('delivery_failed', 'shopper', ['order_id', 'reason', 'link'],
    `{shop}: we could not deliver order {{order_id}}: {{reason}}. The shop will call you to arrange a new delivery. See it at ${LINK} any time.`,
    `{shop}: ऑर्डर {{order_id}} नहीं पहुँचा: {{reason}}। दुकान फ़ोन करके नई डिलीवरी तय करेगी। ऑर्डर ${LINK} पर देखें।`),
  order_cancelled: t('order_cancelled', 'shopper', ['order_id', 'link'],
    `{shop}: your order {{order_id}} was cancelled. If you paid online, the refund follows. See it at ${LINK} any time.`,
    `{shop}: आपका ऑर्डर {{order_id}} रद्द हो गया। ऑनलाइन भुगतान किया हो तो पैसे वापस आएँगे। ऑर्डर यहाँ देखें ${LINK} कभी भी।`),
  payment_not_received: t('payment_not_received', 'shopper', ['order_id', 'link'],
    `{shop}: the payment for order {{order_id}} did not reach the shop in time, so it was cancelled. If money left your account for it, it will be sent back. See it at ${LINK} any time.`,
    `{shop}: ऑर्डर {{order_id}} का भुगतान समय पर नहीं आया, इसलिए रद्द हुआ। पैसे कटे हों तो लौटेंगे। ऑर्डर यहाँ देखें ${LINK} कभी भी।`),
  return_accepted: t('return_accepted', 'shopper', ['order_id', 'link'],
    `{shop}: your return for order {{order_id}} is accepted; the refund follows. See it at ${LINK} any time.`,
    `{shop}: ऑर्डर {{order_id}} की वापसी मंज़ूर है; पैसे जल्द लौटेंगे। ऑर्डर यहाँ देखें ${LINK} कभी भी।`),
  refund_sent: t('refund_sent', 'shopper', ['amount', 'order_id', 'link'],
    `{shop}: we refunded {{amount}} for order {{order_id}}. See it at ${LINK} any time.`,
    `{shop}: ऑर्डर {{order_id}} के {{amount}} वापस भेज दिए गए। ऑर्डर यहाँ देखें ${LINK} कभी भी।`),
  prescription_needed: t('prescription_needed', 'shopper', ['order_id', 'link'],
    `{shop}: order {{order_id}} needs your doctor's prescription. Upload it at ${LINK} so we can confirm the order.`,
    `{shop}: ऑर्डर {{order_id}} के लिए डॉक्टर का पर्चा चाहिए। ${LINK} पर पर्चा अपलोड करें ताकि हम ऑर्डर पक्का करें।`),
  prescription_accepted: t('prescription_accepted', 'shopper', ['order_id', 'link'],
    `{shop}: your prescription is accepted and order {{order_id}} goes ahead. See it at ${LINK} any time.`,
    `{shop}: आपका पर्चा मंज़ूर है, ऑर्डर {{order_id}} आगे बढ़ रहा है। ऑर्डर यहाँ देखें ${LINK} कभी भी।`),
  prescription_rejected: t('prescription_rejected', 'shopper', ['order_id', 'link'],
    `{shop}: we could not accept the prescription, so order {{order_id}} is cancelled. The reason is at ${LINK} on your order.`,
    `{shop}: पर्चा मंज़ूर नहीं हो सका, इसलिए ऑर्डर {{order_id}} रद्द है। वजह ${LINK} पर आपके ऑर्डर में है।`),
  password_changed: t('password_changed', 'shopper', ['link'],
    `{shop}: your account password was just changed. If this was not you, reset it at ${LINK} at once.`,
    `{shop}: आपके खाते का पासवर्ड अभी बदला गया। अगर यह आपने नहीं किया, तो ${LINK} पर तुरंत पासवर्ड बदलें।`),
  login_code: t('login_code', 'shopper', ['code'],
    `{shop}: your login code is {{code}}. It works for 5 minutes; never share it with anyone.`,
    `{shop}: आपका लॉगिन कोड {{code}} है। यह 5 मिनट चलेगा; इसे किसी को न बताएँ।`, 'authentication'),
  new_order_shop: t('new_order_shop', 'shop', ['order_id', 'amount', 'link'],
    `{shop} console: new order {{order_id}} of {{amount}} to review and approve at ${LINK} please.`,
    `{shop} कंसोल: नया ऑर्डर {{order_id}} ({{amount}}) जाँचें और ${LINK} पर मंज़ूर करें।`),
  prescription_uploaded_shop: t('prescription_uploaded_shop', 'shop', ['order_id', 'link'],
    `{shop} console: the prescription of order {{order_id}} is uploaded. Review it at ${LINK} before approving.`,
    `{shop} कंसोल: ऑर्डर {{order_id}} का पर्चा अपलोड हुआ। मंज़ूर करने से पहले ${LINK} पर जाँचें।`),
  delivery_failed_shop: t('delivery_failed_shop', 'shop', ['order_id', 'reason', 'link'],
    `{shop} console: delivery of order {{order_id}} failed: {{reason}}. Call the shopper and arrange a new delivery at ${LINK} today.`,
    `{shop} कंसोल: ऑर्डर {{order_id}} नहीं पहुँचा: {{reason}}। ग्राहक को फ़ोन करके ${LINK} पर नई डिलीवरी तय करें।`),
  return_requested_shop: t('return_requested_shop', 'shop', ['order_id', 'link'],
    `{shop} console: products of order {{order_id}} were returned and restocked. Refund them at ${LINK} when they reach you.`,
    `{shop} कंसोल: ऑर्डर {{order_id}} का सामान लौटाया गया। सामान मिलने पर ${LINK} पर पैसे लौटाएँ।`),
  // The console's "Send me a test": proves the sender, key and registration work.
  test_message: t('test_message', 'shop', ['date'],
    `{shop} console: this test message was sent at {{date}}. Order messages on this channel reach you like this.`,
    `{shop} कंसोल: यह जाँच संदेश {{date}} पर भेजा गया। इस चैनल पर ऑर्डर के संदेश आपको ऐसे ही मिलेंगे।`),
} as const satisfies Record<string, MessageTemplate>;

export type TemplateName = keyof typeof MESSAGE_TEMPLATES;

/**
 * The key a template's MSG91 flow id is entered and configured under: its name
 * and its language's short code (order_placed_hi); a tag not ours is the default's.
 */
export const templateIdKey = (name: string, language: string) => `${name}_${languageOf(language).code}`;

/** Every template's key in every language, as the console and MSG91_TEMPLATE_IDS name them. */
export const TEMPLATE_ID_KEYS: readonly string[] = Object.keys(MESSAGE_TEMPLATES).flatMap((name) => LANGUAGES.map((l) => templateIdKey(name, l.tag)));

/** The variables of a body, in order. */
export function variablesIn(body: string): string[] {
  return [...body.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
}

/** The body with the shop's name and address written in (what the shop registers). */
export function shopBody(template: MessageTemplate, language: TemplateLanguage, shop: { name: string; site: string }): string {
  return template.body[language].replaceAll('{shop}', shop.name).replaceAll('{site}', shop.site);
}

/** A registered body with its variables filled: the text the shopper reads. */
export function fillBody(body: string, values: Partial<Record<TemplateVariable, string>>): string {
  return body.replace(/\{\{(\w+)\}\}/g, (_, name: TemplateVariable) => values[name] ?? '');
}

/** A value cut to its variable's longest length, between two graphemes (never inside a Devanagari conjunct). */
export function fitVariable(name: TemplateVariable, value: string): string {
  const max = TEMPLATE_VARIABLES[name].max;
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  let out = '';
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(flat)) {
    if (out.length + segment.length > max - 1) break;
    out += segment;
  }
  return `${out.trimEnd()}…`;
}
