// A local stand-in for MSG91's Flow API, as its documentation describes it:
// POST /api/v5/flow with the account key in the `authkey` header and a JSON
// body naming template_id and recipients [{ mobiles, ...variables }]. It
// answers {"type":"success","message":"<request id>"}, a 401
// {"type":"error","message":"Authentication failure"} for a wrong key, and a
// 400 error for a body MSG91 would refuse. It records what it accepted.

interface StandInSms {
  templateId: string;
  mobiles: string;
  variables: Record<string, string>;
}

export function msg91StandIn(authKey: string) {
  const sent: StandInSms[] = [];
  const error = (status: number, message: string) => Response.json({ type: 'error', message }, { status });
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/api/v5/flow') return error(404, 'Not found');
    if (request.headers.get('authkey') !== authKey) return error(401, 'Authentication failure');
    if (!(request.headers.get('content-type') ?? '').includes('application/json')) return error(400, 'Invalid content type');
    const body = (await request.json().catch(() => null)) as { template_id?: unknown; recipients?: unknown } | null;
    if (typeof body?.template_id !== 'string' || !Array.isArray(body.recipients) || body.recipients.length === 0) return error(400, 'Invalid request body');
    for (const r of body.recipients as Array<Record<string, unknown>>) {
      if (typeof r.mobiles !== 'string' || !/^91[6-9]\d{9}$/.test(r.mobiles)) return error(400, 'Invalid mobile number');
    }
    for (const r of body.recipients as Array<Record<string, string>>) {
      const { mobiles, ...variables } = r;
      sent.push({ templateId: body.template_id, mobiles: mobiles!, variables });
    }
    return Response.json({ type: 'success', message: crypto.randomUUID().replace(/-/g, '').slice(0, 24) });
  }) as typeof fetch;
  return { fetch: fetcher, sent };
}
