import { MESSAGE_TEMPLATES, SMS_VARIABLE_MAX } from '@/lib/message-templates';

// A local stand-in for MSG91's Flow API, as its documentation describes it:
// POST /api/v5/flow with the account key in the `authkey` header and a JSON
// body { template_id, short_url, unicode, recipients: [{ mobiles, <variable>: <value> }] }:
// the flow template's id, whether the text is Unicode (1 for any language
// other than English) and, per recipient, the number and each of the
// template's variables by name. It answers {"type":"success","message":"<request id>"},
// a 401 {"type":"error","message":"Authentication failure"} for a wrong key,
// and a 400 error for a body MSG91 would refuse or DLT would scrub: an unknown
// template id, a variable missing or unknown, a value over 30 characters, or
// Devanagari sent without the Unicode flag. It records what it accepted.

interface StandInSms {
  templateId: string;
  mobiles: string;
  unicode: number;
  variables: Record<string, string>;
}

/** Every template of the catalogue, registered under `<name>_<en|hi>` with its variables. */
export function catalogueTemplateIds(): Record<string, readonly string[]> {
  return Object.fromEntries(Object.values(MESSAGE_TEMPLATES).flatMap((t) => [[`${t.name}_en`, t.variables], [`${t.name}_hi`, t.variables]]));
}

export function msg91StandIn(authKey: string, templates: Record<string, readonly string[]> = catalogueTemplateIds()) {
  const sent: StandInSms[] = [];
  const error = (status: number, message: string) => Response.json({ type: 'error', message }, { status });
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/api/v5/flow') return error(404, 'Not found');
    if (request.headers.get('authkey') !== authKey) return error(401, 'Authentication failure');
    if (!(request.headers.get('content-type') ?? '').includes('application/json')) return error(400, 'Invalid content type');
    const body = (await request.json().catch(() => null)) as { template_id?: unknown; unicode?: unknown; recipients?: unknown } | null;
    if (typeof body?.template_id !== 'string' || !Array.isArray(body.recipients) || body.recipients.length === 0) return error(400, 'Invalid request body');
    const variables = templates[body.template_id];
    if (!variables) return error(400, 'Invalid template id');
    if (body.unicode !== undefined && body.unicode !== 0 && body.unicode !== 1) return error(400, 'Invalid unicode');
    for (const r of body.recipients as Array<Record<string, unknown>>) {
      if (typeof r.mobiles !== 'string' || !/^91[6-9]\d{9}$/.test(r.mobiles)) return error(400, 'Invalid mobile number');
      const { mobiles: _, ...values } = r;
      const names = Object.keys(values);
      if (names.length !== variables.length || !variables.every((v) => names.includes(v))) return error(400, 'Template variables do not match');
      for (const value of Object.values(values)) {
        if (typeof value !== 'string' || value.length > SMS_VARIABLE_MAX) return error(400, 'Variable value too long');
        if (/[^\x20-\x7E]/.test(value) && body.unicode !== 1) return error(400, 'Unicode text without the unicode flag');
      }
    }
    for (const r of body.recipients as Array<Record<string, string>>) {
      const { mobiles, ...values } = r;
      sent.push({ templateId: body.template_id, mobiles: mobiles!, unicode: (body.unicode as number | undefined) ?? 0, variables: values });
    }
    return Response.json({ type: 'success', message: crypto.randomUUID().replace(/-/g, '').slice(0, 24) });
  }) as typeof fetch;
  return { fetch: fetcher, sent };
}
