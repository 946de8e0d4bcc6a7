import { DEFAULT_LANGUAGE, LANGUAGES } from '@/lib/i18n/languages';
import { MESSAGE_TEMPLATES, fillBody, shopBody, type TemplateLanguage, type TemplateName } from '@/lib/message-templates';
import { writeOutboxText } from '../mail/outbox';

// The SMS and WhatsApp stand-ins of local development (MESSAGING_STAND_IN=on,
// written by `npm start`, never deployed): each takes the request the real
// adapter sends (MSG91's flow body, Meta's template message), refuses what
// the provider would refuse (an unknown template, a variable it does not
// have), and instead of delivering it writes it to the outbox: the channel,
// the template, each variable on a line of its own ("var 1: ORD-…") and the
// text the phone would show. It answers as the provider does.

interface Shop {
  id: number;
  name: string;
  origin: string;
}

interface Received {
  to: string;
  template: string;
  language: string;
  variables: Array<[string, string]>;
}

/** Each language by Meta's code (its row's), and en_US, which WHATSAPP_TEMPLATE_LANGUAGE may name for English. */
const LANGUAGE_OF: Record<string, TemplateLanguage> = { ...Object.fromEntries(LANGUAGES.map((l) => [l.whatsappCode, l.tag])), en_US: DEFAULT_LANGUAGE };

/** The text of a received message, or why the provider would refuse it. */
function render(shop: Shop, received: Received): { text: string } | { error: string } {
  const language = LANGUAGE_OF[received.language];
  const template = Object.hasOwn(MESSAGE_TEMPLATES, received.template) ? MESSAGE_TEMPLATES[received.template as TemplateName] : null;
  if (!template || !language) return { error: 'Template name does not exist in the translation' };
  const body = shopBody(template, language, { name: shop.name, site: shop.origin });
  const names = received.variables.map(([name]) => name);
  if (names.length !== template.variables.length || !template.variables.every((v) => names.includes(v))) {
    return { error: 'Number of parameters does not match the expected number of params' };
  }
  return { text: fillBody(body, Object.fromEntries(received.variables)) };
}

async function keep(db: D1Database, shop: Shop, channel: 'sms' | 'whatsapp', received: Received, text: string, title: string) {
  const lines = [
    `${channel === 'sms' ? 'SMS' : 'WhatsApp'} · template ${received.template} · ${received.language}`,
    ...received.variables.map(([, value], i) => `var ${i + 1}: ${value}`),
    '',
    text,
  ];
  const orderId = received.variables.find(([name]) => name === 'order_id')?.[1] ?? null;
  await writeOutboxText(db, shop.id, { channel, to: received.to, subject: title, text: lines.join('\n'), orderId });
}

/** MSG91's flow API, kept in the outbox. Template ids are `<template>_<en|hi>` locally. */
export function msg91OutboxFetch(db: D1Database, shop: Shop): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = (await new Request(input, init).json().catch(() => null)) as { template_id?: string; unicode?: number; recipients?: Array<Record<string, string>> } | null;
    const [, template, language] = /^(\w+)_(en|hi)$/.exec(body?.template_id ?? '') ?? [];
    if (!template || !language || !Array.isArray(body?.recipients)) return Response.json({ type: 'error', message: 'Invalid template' }, { status: 400 });
    for (const { mobiles, ...variables } of body.recipients) {
      const received = { to: mobiles ?? '', template, language, variables: Object.entries(variables) };
      const out = render(shop, received);
      if ('error' in out) return Response.json({ type: 'error', message: out.error }, { status: 400 });
      await keep(db, shop, 'sms', received, out.text, `SMS ${body.template_id}${body.unicode ? ' (Unicode)' : ''}`);
    }
    return Response.json({ type: 'success', message: crypto.randomUUID().replace(/-/g, '').slice(0, 24) });
  }) as typeof fetch;
}

/** Meta's template messages, kept in the outbox. */
export function whatsappOutboxFetch(db: D1Database, shop: Shop): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = (await new Request(input, init).json().catch(() => null)) as {
      to?: string;
      template?: { name?: string; language?: { code?: string }; components?: Array<{ parameters?: Array<{ parameter_name?: string; text?: string }> }> };
    } | null;
    const params = body?.template?.components?.[0]?.parameters ?? [];
    const received = {
      to: body?.to ?? '',
      template: body?.template?.name ?? '',
      language: body?.template?.language?.code ?? '',
      variables: params.map((p) => [p.parameter_name ?? '', p.text ?? ''] as [string, string]),
    };
    const out = render(shop, received);
    if ('error' in out) return Response.json({ error: { message: out.error, type: 'OAuthException', code: 132001 } }, { status: 404 });
    await keep(db, shop, 'whatsapp', received, out.text, `WhatsApp ${received.template} (${received.language})`);
    return Response.json({ messaging_product: 'whatsapp', contacts: [{ input: received.to, wa_id: received.to }], messages: [{ id: `wamid.${crypto.randomUUID().replace(/-/g, '')}` }] });
  }) as typeof fetch;
}
