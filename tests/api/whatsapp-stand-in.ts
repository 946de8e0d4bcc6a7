// A local stand-in for Meta's WhatsApp Cloud API, as its documentation
// describes sending a template message: POST /<version>/<phone number id>/messages
// with the access token as a Bearer token and a JSON body
// { messaging_product: "whatsapp", to, type: "template", template: { name,
// language: { code }, components: [{ type: "body", parameters: [{ type: "text", text }] }] } }.
// It answers 200 { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid..." }] },
// a 401 OAuthException (code 190) for a wrong token, and a 400 (code 100, or
// 132001 for a template it does not know) for a body Meta would refuse.
// Template variables may not hold newlines or tabs. A template is approved per
// language, and a message names the translation by Meta's code ("en", "en_US",
// "hi": a language and, for some, an underscore and a region; never "hi-IN"):
// a code that is not one of the template's approved translations is refused
// as Meta refuses it (132001). It records what it accepted.

interface StandInWhatsApp {
  phoneNumberId: string;
  to: string;
  template: string;
  language: string;
  text: string;
}

/** `templates` are approved in each of `translations` (Meta's language codes). */
export function whatsappStandIn(accessToken: string, templates: string[], translations: string[] = ['en']) {
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
    if (typeof body.template?.language?.code !== 'string' || !/^[a-z]{2,3}(_[A-Z]{2})?$/.test(body.template.language.code) || !Array.isArray(params) || params.length !== 1 || params[0]?.type !== 'text' || typeof params[0].text !== 'string') {
      return error(400, 100, 'Invalid parameter');
    }
    if (/[\n\t]| {5,}/.test(params[0].text)) return error(400, 132000, 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces');
    if (!templates.includes(body.template.name) || !translations.includes(body.template.language.code)) {
      return error(404, 132001, 'Template name does not exist in the translation');
    }
    sent.push({ phoneNumberId: path[1]!, to: body.to, template: body.template.name, language: body.template.language.code, text: params[0].text });
    return Response.json({ messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.${crypto.randomUUID().replace(/-/g, '')}` }] });
  }) as typeof fetch;
  return { fetch: fetcher, sent };
}
