import type { SmsProvider } from '../sms/sms-provider';

// Meta's WhatsApp Cloud API: POST JSON to
// https://graph.facebook.com/<version>/<phone number id>/messages with the
// system user's access token as a Bearer token. A business may start a
// conversation only with an approved template, so every message is the
// shop's one utility template whose body is a single variable ({{1}}), filled
// with the message's one-line text. Meta answers 200 with
// {"messaging_product":"whatsapp","contacts":[{"input","wa_id"}],"messages":[{"id":"wamid..."}]},
// or a 4xx/5xx with {"error":{"message","type","code","fbtrace_id"}}.

const WHATSAPP_GRAPH_URL = 'https://graph.facebook.com/v21.0';

export interface WhatsAppSettings {
  accessToken: string;
  phoneNumberId: string;
  templateName: string;
  /** The template's language code as approved (e.g. "en", "en_US", "hi"). */
  language: string;
  /** The Graph API root with its version; a local stand-in in tests. */
  url?: string;
}

/** A template variable may not hold newlines, tabs or more than four spaces in a row. */
function templateText(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').replace(/ {4,}/g, '   ').trim().slice(0, 1024);
}

/** Same shape as an SMS provider: one text to one number (91 and ten digits). */
export function whatsappCloudProvider(settings: WhatsAppSettings, fetcher: typeof fetch = fetch): SmsProvider {
  const endpoint = `${(settings.url ?? WHATSAPP_GRAPH_URL).replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    async send(mobile, text) {
      const res = await fetcher(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: mobile,
          type: 'template',
          template: {
            name: settings.templateName,
            language: { code: settings.language },
            components: [{ type: 'body', parameters: [{ type: 'text', text: templateText(text) }] }],
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
