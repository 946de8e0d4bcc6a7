import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { EN_API_ANSWERS } from '@/lib/api-answer-messages';
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

  it('answers a picture asked again the same way, and still checks a distributor the request names', async () => {
    const read = async (init: RequestInit = {}) => {
      const res = await media(`ecomProducts/${NAME}`, init);
      return { status: res.status, headers: [...res.headers].filter(([name]) => name !== 'date'), body: new Uint8Array(await res.arrayBuffer()) };
    };
    const first = await read();
    const again = await read();
    expect(again).toEqual(first);
    expect(again.body).toEqual(PNG);
    const etag = new Map(first.headers).get('etag')!;
    expect((await read({ headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await read({ headers: { distributor_id: '999999' } })).status).toBe(403);
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
    // '' and 'a/b/c' are paths no media route takes: they answer as a missing file does.
    for (const path of ['prescriptions/abc123', 'private/abc123', 'ecomProducts/..%2F..%2Fprivate%2Fprescriptions%2Fsehat%2Fabc123', 'ecomProducts/missing.png', 'ecomProducts', '', 'a/b/c']) {
      const res = await media(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ message: EN_API_ANSWERS.notFound.file, code: 'NOT_FOUND' });
    }
  });

  it('answers a picture’s lighter copy in the format the browser accepts, else the picture itself', async () => {
    const key = 'shops/sehat/Ecommerce/ecomSettings/copies-probe.webp';
    const bytes = (text: string) => new TextEncoder().encode(text);
    await env.MEDIA.put(key, bytes('original'), { httpMetadata: { contentType: 'image/webp' } });
    await env.MEDIA.put(`${key}/w480.avif`, bytes('avif 480'), { httpMetadata: { contentType: 'image/avif' } });
    await env.MEDIA.put(`${key}/w480.webp`, bytes('webp 480'), { httpMetadata: { contentType: 'image/webp' } });
    const get = async (query: string, accept: string) => {
      const res = await media(`ecomSettings/copies-probe.webp${query}`, { headers: { accept } });
      expect(res.status).toBe(200);
      return { type: res.headers.get('content-type'), body: new TextDecoder().decode(await res.arrayBuffer()), vary: res.headers.get('vary') ?? '' };
    };
    // Chromium's Accept for pictures; an older browser's; one that takes any picture but names no format.
    expect(await get('?w=480', 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toMatchObject({ type: 'image/avif', body: 'avif 480' });
    expect(await get('?w=480', 'image/webp,*/*')).toMatchObject({ type: 'image/webp', body: 'webp 480' });
    expect(await get('?w=480', '*/*')).toMatchObject({ type: 'image/webp', body: 'original' });
    expect((await get('?w=480', '*/*')).vary).toMatch(/\bAccept\b/);
    // A width with no copy, or none of the copies' widths: the picture itself.
    expect(await get('?w=320', 'image/avif')).toMatchObject({ body: 'original' });
    expect(await get('?w=481', 'image/avif')).toMatchObject({ body: 'original' });
    expect(await get('?w=abc', 'image/avif')).toMatchObject({ body: 'original' });
    expect(await get('', 'image/avif')).toMatchObject({ body: 'original' });
    // A copy's own key is no address of its own.
    expect((await media('ecomSettings/copies-probe.webp%2Fw480.avif')).status).toBe(404);
  });
});
