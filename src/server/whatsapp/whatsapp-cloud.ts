import { DEFAULT_LANGUAGE, type LanguageTag } from '@/lib/i18n/languages';
import type { SmsProvider } from '../sms/sms-provider';

// Meta's WhatsApp Cloud API: POST JSON to
// https://graph.facebook.com/<version>/<phone number id>/messages with the
// system user's access token as a Bearer token. A business may start a
// conversation only with an approved template, so every message is the
// shop's one utility template whose body is a single variable ({{1}}), filled
// with the message's one-line text. A template is approved per language (one
// translation per code, "en", "hi"): each message names the translation of
// the language it is written in. Meta answers 200 with
// {"messaging_product":"whatsapp","contacts":[{"input","wa_id"}],"messages":[{"id":"wamid..."}]},
// or a 4xx/5xx with {"error":{"message","type","code","fbtrace_id"}}.

const WHATSAPP_GRAPH_URL = 'https://graph.facebook.com/v21.0';

export interface WhatsAppSettings {
  accessToken: string;
  phoneNumberId: string;
  templateName: string;
  /** The template's language code as approved for each of our languages (e.g. "en", "en_US"; "hi"). */
  languages: Record<LanguageTag, string>;
  /** The Graph API root with its version; a local stand-in in tests. */
  url?: string;
}

const MAX_VARIABLE = 1024;

/** Cuts text to at most `max` UTF-16 units between two graphemes (never inside a Devanagari conjunct or a surrogate pair). */
function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) {
    if (out.length + segment.length > max) break;
    out += segment;
  }
  return out;
}

/** A template variable may not hold newlines, tabs or more than four spaces in a row. */
function templateText(text: string): string {
  return cutAt(text.replace(/[\r\n\t]+/g, ' ').replace(/ {4,}/g, '   ').trim(), MAX_VARIABLE);
}

/** Same shape as an SMS provider: one text to one number (91 and ten digits). */
export function whatsappCloudProvider(settings: WhatsAppSettings, fetcher: typeof fetch = fetch): SmsProvider {
  const endpoint = `${(settings.url ?? WHATSAPP_GRAPH_URL).replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    async send(mobile, text, language = DEFAULT_LANGUAGE) {
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
            language: { code: settings.languages[language] ?? settings.languages[DEFAULT_LANGUAGE] },
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
