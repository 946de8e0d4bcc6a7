import type { SmsProvider } from './sms-provider';

// MSG91's Flow API (transactional SMS in India): POST JSON to
// https://control.msg91.com/api/v5/flow with the account's key in the
// `authkey` header; the body names the DLT-approved template and, per
// recipient, its number and the template's variables (here one, `message`).
// MSG91 answers {"type":"success","message":"<request id>"}, or
// {"type":"error","message":"<why>"} with a 4xx.

const MSG91_FLOW_URL = 'https://control.msg91.com/api/v5/flow';

export interface Msg91Settings {
  authKey: string;
  templateId: string;
  /** The Flow endpoint; a local stand-in in tests. */
  url?: string;
}

export function msg91Provider(settings: Msg91Settings, fetcher: typeof fetch = fetch): SmsProvider {
  return {
    async send(mobile, text) {
      const res = await fetcher(settings.url ?? MSG91_FLOW_URL, {
        method: 'POST',
        headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ template_id: settings.templateId, short_url: '0', recipients: [{ mobiles: mobile, message: text }] }),
      });
      const answer = (await res.json().catch(() => null)) as { type?: string; message?: string } | null;
      // The key is never part of the error: it would end up in the event's last_error.
      if (!res.ok || answer?.type !== 'success') throw new Error(`MSG91 refused the SMS (${res.status}): ${answer?.message ?? 'no answer'}`);
    },
  };
}
