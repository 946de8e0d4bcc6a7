import { MESSAGE_TEMPLATES } from '@/lib/message-templates';

// A local stand-in for Meta's WhatsApp Cloud API, as its documentation
// describes sending a template message: POST /<version>/<phone number id>/messages
// with the access token as a Bearer token and a JSON body
// { messaging_product: "whatsapp", to, type: "template", template: { name,
// language: { code }, components: [{ type: "body", parameters: [{ type: "text", parameter_name, text }] }] } }
// (a template registered with named parameters is filled by name).
// It answers 200 { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid..." }] },
// a 401 OAuthException (code 190) for a wrong token, and a 400 (code 100, or
// 132000 for parameters that do not match the template's, or 132001 for a
// template it does not know) for a body Meta would refuse. Template
// variables may not hold newlines or tabs. A template is approved per
// language, and a message names the translation by Meta's code ("en",
// "en_US", "hi"; never "hi-IN"): a code that is not one of the template's
// approved translations is refused as Meta refuses it (132001). It records
// what it accepted.

interface StandInWhatsApp {
  phoneNumberId: string;
  to: string;
  template: string;
  language: string;
  parameters: Record<string, string>;
}

const catalogue = () => Object.fromEntries(Object.values(MESSAGE_TEMPLATES).map((t) => [t.name, t.variables]));

/** `templates` (name → its named parameters; the shop's catalogue by default) are approved in each of `translations` (Meta's language codes). */
export function whatsappStandIn(accessToken: string, translations: string[] = ['en', 'hi'], templates: Record<string, readonly string[]> = catalogue()) {
  const sent: StandInWhatsApp[] = [];
  const error = (status: number, code: number, message: string, type = 'OAuthException') =>
    Response.json({ error: { message, type, code, fbtrace_id: crypto.randomUUID().slice(0, 12) } }, { status });
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(new URL(request.url).pathname);
    if (request.method !== 'POST' || !path) return error(400, 100, 'Unsupported post request.', 'GraphMethodException');
    if (request.headers.get('authorization') !== `Bearer ${accessToken}`) return error(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (!(request.headers.get('content-type') ?? '').includes('application/json')) return error(400, 100, 'Invalid parameter');
    const body = (await request.json().catch(() => null)) as Record<string, any> | null;
    const params = body?.template?.components?.[0]?.parameters;
    if (body?.messaging_product !== 'whatsapp' || body.type !== 'template' || typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) {
      return error(400, 100, 'Invalid parameter');
    }
    if (typeof body.template?.language?.code !== 'string' || !/^[a-z]{2,3}(_[A-Z]{2})?$/.test(body.template.language.code) || !Array.isArray(params) || body.template.components[0].type !== 'body') {
      return error(400, 100, 'Invalid parameter');
    }
    if (!Object.hasOwn(templates, body.template.name) || !translations.includes(body.template.language.code)) {
      return error(404, 132001, 'Template name does not exist in the translation');
    }
    const expected = templates[body.template.name]!;
    const parameters: Record<string, string> = {};
    for (const p of params as Array<Record<string, unknown>>) {
      if (p.type !== 'text' || typeof p.parameter_name !== 'string' || typeof p.text !== 'string' || !p.text) return error(400, 100, 'Invalid parameter');
      if (/[\n\t]| {5,}/.test(p.text)) return error(400, 132000, 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces');
      parameters[p.parameter_name] = p.text;
    }
    const names = Object.keys(parameters);
    if (names.length !== expected.length || !expected.every((n) => names.includes(n))) {
      return error(400, 132000, 'Number of parameters does not match the expected number of params');
    }
    sent.push({ phoneNumberId: path[1]!, to: body.to, template: body.template.name, language: body.template.language.code, parameters });
    return Response.json({ messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.${crypto.randomUUID().replace(/-/g, '')}` }] });
  }) as typeof fetch;
  return { fetch: fetcher, sent };
}
