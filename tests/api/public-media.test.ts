import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { KIRANA, SEHAT, call } from './helpers';

// The shop's public images are served under /media, a path robots.txt allows,
// with the same protections the old /api/files route gave them; the old
// addresses move there for good, and private files are never reached.

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const NAME = 'media-probe.png';

const media = (path: string, init: RequestInit & { host?: string } = {}) =>
  exports.default.fetch(new Request(`${init.host ?? SEHAT}/media/${path}`, init));

beforeAll(async () => {
  await env.MEDIA.put(`shops/sehat/Ecommerce/ecomProducts/${NAME}`, PNG, { httpMetadata: { contentType: 'image/png' } });
});

describe('public media under /media', () => {
  it('serves the shop’s image with its type, a long public cache and a sandbox', async () => {
    const res = await media(`ecomProducts/${NAME}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    const again = await media(`ecomProducts/${NAME}`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('moves the old /api/files address there for good', async () => {
    const res = await exports.default.fetch(new Request(`${SEHAT}/api/files/Ecommerce/ecomProducts/${NAME}`, { redirect: 'manual' }));
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/media/ecomProducts/${NAME}`);
  });

  it('serves nothing of another shop, no other folder and no private file', async () => {
    expect((await media(`ecomProducts/${NAME}`, { host: KIRANA })).status).toBe(404);
    expect((await call(`files/Ecommerce/ecomProducts/${NAME}`, { host: KIRANA })).status).toBe(404);
    await env.MEDIA.put('private/prescriptions/sehat/abc123', PNG, { httpMetadata: { contentType: 'image/png' } });
    for (const path of ['prescriptions/abc123', 'private/abc123', 'ecomProducts/..%2F..%2Fprivate%2Fprescriptions%2Fsehat%2Fabc123', 'ecomProducts/missing.png', 'ecomProducts']) {
      const res = await media(path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND');
    }
  });
});
