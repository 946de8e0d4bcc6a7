import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { templateIdKey } from '@/lib/message-templates';
import type { TemplateMessage } from '../events/template-message';
import type { SmsProvider } from './sms-provider';

// MSG91's Flow API (transactional SMS in India): POST JSON to
// https://control.msg91.com/api/v5/flow with the account's key in the
// `authkey` header. The body names the flow template (registered with DLT,
// one per template and language), whether the text is Unicode (`unicode`: 1
// for Hindi, which DLT registers as a Unicode template) and, per recipient,
// the number and each of the template's variables by name:
//   { "template_id": "…", "short_url": "0", "unicode": 0,
//     "recipients": [{ "mobiles": "919876543210", "order_id": "ORD-…", "link": "k3Xp9QaZ" }] }
// MSG91 answers {"type":"success","message":"<request id>"}, or
// {"type":"error","message":"<why>"} with a 4xx.

const MSG91_FLOW_URL = 'https://control.msg91.com/api/v5/flow';

export interface Msg91Settings {
  authKey: string;
  /** The flow template id of each template and language, keyed `<template>_<language code>` (e.g. order_placed_hi). */
  templateIds: Readonly<Record<string, string>>;
  /** The shop's DLT sender id (6 letters); unset, the flow's own sender. */
  sender?: string;
  /** The Flow endpoint; a local stand-in in tests. */
  url?: string;
}

/** The key of a template's flow id: its name and its language's short code. */
const templateKey = (message: Pick<TemplateMessage, 'template' | 'language'>) => templateIdKey(message.template, message.language);

/** Text outside 7-bit ASCII (Devanagari, ₹, …) travels as Unicode. */
const needsUnicode = (message: TemplateMessage) => message.language !== DEFAULT_LANGUAGE || /[^\x20-\x7E\n]/.test(message.text);

/** MSG91_TEMPLATE_IDS as configured: `order_placed_en=64f…,order_placed_hi=64a…`. */
export function parseTemplateIds(text: string | undefined): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const pair of (text ?? '').split(',')) {
    const [key, id] = pair.split('=').map((s) => s.trim());
    if (key && id) ids[key] = id;
  }
  return ids;
}

export function msg91Provider(settings: Msg91Settings, fetcher: typeof fetch = fetch): SmsProvider {
  return {
    async send(mobile, message) {
      const key = templateKey(message);
      const templateId = settings.templateIds[key];
      if (!templateId) throw new Error(`No MSG91 template id for ${key} (enter it on the console's Messaging page, or in MSG91_TEMPLATE_IDS)`);
      const recipient: Record<string, string> = { mobiles: mobile };
      for (const { name, value } of message.variables) recipient[name] = value;
      const res = await fetcher(settings.url ?? MSG91_FLOW_URL, {
        method: 'POST',
        headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: templateId,
          ...(settings.sender ? { sender: settings.sender } : {}),
          short_url: '0',
          unicode: needsUnicode(message) ? 1 : 0,
          recipients: [recipient],
        }),
      });
      const answer = (await res.json().catch(() => null)) as { type?: string; message?: string } | null;
      // The key is never part of the error: it would end up in the event's last_error.
      if (!res.ok || answer?.type !== 'success') throw new Error(`MSG91 refused the SMS (${res.status}): ${answer?.message ?? 'no answer'}`);
    },
  };
}
