import type { LanguageTag } from '@/lib/i18n/languages';
import type { SmsProvider } from '../sms/sms-provider';

// Meta's WhatsApp Cloud API: POST JSON to
// https://graph.facebook.com/<version>/<phone number id>/messages with the
// system user's access token as a Bearer token. A business may start a
// conversation only with an approved template, so every message is one of the
// shop's templates (src/lib/message-templates.ts, registered with named
// parameters), by name and translation ("en", "hi"), its body's variables by
// name:
//   { "type": "template", "template": { "name": "order_approved", "language": { "code": "hi" },
//     "components": [{ "type": "body", "parameters": [{ "type": "text", "parameter_name": "order_id", "text": "ORD-…" }] }] } }
// Meta answers 200 with
// {"messaging_product":"whatsapp","contacts":[{"input","wa_id"}],"messages":[{"id":"wamid..."}]},
// or a 4xx/5xx with {"error":{"message","type","code","fbtrace_id"}}.

const WHATSAPP_GRAPH_URL = 'https://graph.facebook.com/v21.0';

export interface WhatsAppSettings {
  accessToken: string;
  phoneNumberId: string;
  /** The templates' language code as approved for each of our languages (e.g. "en", "en_US"; "hi"). */
  languages: Record<LanguageTag, string>;
  /** The Graph API root with its version; a local stand-in in tests. */
  url?: string;
}

/** A template variable may not hold newlines, tabs or more than four spaces in a row. */
const parameterText = (text: string) => text.replace(/[\r\n\t]+/g, ' ').replace(/ {4,}/g, '   ').trim();

/** Same shape as an SMS provider: one template message to one number (91 and ten digits). */
export function whatsappCloudProvider(settings: WhatsAppSettings, fetcher: typeof fetch = fetch): SmsProvider {
  const endpoint = `${(settings.url ?? WHATSAPP_GRAPH_URL).replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    async send(mobile, message) {
      const res = await fetcher(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: mobile,
          type: 'template',
          template: {
            name: message.template,
            language: { code: settings.languages[message.language] },
            components: [
              { type: 'body', parameters: message.variables.map((v) => ({ type: 'text', parameter_name: v.name, text: parameterText(v.value) })) },
            ],
          },
        }),
      });
      const answer = (await res.json().catch(() => null)) as { messages?: Array<{ id?: string }>; error?: { message?: string; code?: number } } | null;
      // The token is never part of the error: it would end up in the event's last_error.
      if (!res.ok || !answer?.messages?.[0]?.id) {
        const why = answer?.error ? `${answer.error.code ?? ''} ${answer.error.message ?? ''}`.trim() : 'no answer';
        throw new Error(`WhatsApp refused the message (${res.status}): ${why}`);
      }
    },
  };
}
