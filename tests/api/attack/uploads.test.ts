import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { SEHAT } from '../helpers';
import { seededAccount } from '../checkout-fixtures';
import { report, tallyOf } from './probe';

// Category and banner uploads: checked by their bytes against the declared
// type, SVG only as a plain drawing, sizes capped, and served inert.

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const PLAIN_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#0a0"/></svg>';

let admin: string;
let categoryId: number;

beforeAll(async () => {
  admin = (await seededAccount('admin@example.com')).token;
  const row = await env.DB.prepare("SELECT c.id FROM categories c JOIN distributors d ON d.id = c.distributor_id WHERE d.slug = 'sehat' LIMIT 1").first<{ id: number }>();
  categoryId = row!.id;
});

async function upload(file: File | File[]) {
  const form = new FormData();
  const files = Array.isArray(file) ? file : [file];
  form.set('banner_image', files[0]!);
  for (const extra of files.slice(1)) form.append('category_image', extra);
  const response = await exports.default.fetch(
    new Request(`${SEHAT}/api/ecomProdcat/ecomcategory/${categoryId}`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${admin}` } }),
  );
  return { status: response.status, json: (await response.json()) as { message: string; code?: string; category?: { banner_image: string } } };
}

describe('image uploads', () => {
  it('accepts a plain SVG and serves it with nosniff and a sandboxing CSP', async () => {
    const res = await upload(new File([PLAIN_SVG], 'logo.svg', { type: 'image/svg+xml' }));
    expect(res.status).toBe(200);
    const name = res.json.category!.banner_image;
    expect(name).toMatch(/\.svg$/);
    const served = await exports.default.fetch(new Request(`${SEHAT}/media/ecomCategories/${name}`));
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(await served.text()).toBe(PLAIN_SVG);
  });

  it('refuses SVG with script URLs in any spelling, declarations or foreign content', async () => {
    const before = await env.DB.prepare('SELECT banner_image FROM categories WHERE id = ?').bind(categoryId).first();
    const attacks = [
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript:alert(1)"><rect width="4" height="4"/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#x6A;avascript:alert(1)"><rect width="4" height="4"/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="java&#x09;script:alert(1)"><rect/></a></svg>',
      '<!DOCTYPE svg [<!ENTITY js "javascript:alert(1)">]><svg xmlns="http://www.w3.org/2000/svg"><a href="&js;"><rect/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><text><![CDATA[</text><script>alert(1)</script>]]></text></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="javascript:alert(1)"/></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="data:image/svg+xml;base64,PHN2Zz4="/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/sprite.svg#a"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    ];
    for (const svg of attacks) {
      const res = await upload(new File([svg], 'x.svg', { type: 'image/svg+xml' }));
      expect(res.status, svg).toBe(400);
      expect(res.json, svg).toEqual({ message: MESSAGES.admin.svgUnsafe, code: 'UNSAFE_SVG' });
    }
    expect(await env.DB.prepare('SELECT banner_image FROM categories WHERE id = ?').bind(categoryId).first()).toEqual(before);
  });

  it('refuses SVG whose XML prolog names an encoding other than UTF-8', async () => {
    const tally = tallyOf('svg encodings');
    const drawing = PLAIN_SVG;
    for (const encoding of ['UTF-7', 'utf-16', 'ISO-8859-1', 'x-user-defined', 'UTF-16BE', 'utf-32', '']) {
      for (const quote of ['"', "'"]) {
        const res = await upload(new File([`<?xml version="1.0" encoding=${quote}${encoding}${quote}?>${drawing}`], 'x.svg', { type: 'image/svg+xml' }));
        tally.ran += 1;
        if (res.status >= 500) tally.serverErrors.push(`${encoding}: ${res.status}`);
        else if (res.status !== 400) tally.allowed.push(`${encoding}: ${res.status}`);
        else expect(res.json).toEqual({ message: MESSAGES.admin.svgUnsafe, code: 'UNSAFE_SVG' });
      }
    }
    const result = report('svg encodings');
    expect(result.allowed).toEqual([]);
    expect(result.serverErrors).toEqual([]);
    for (const encoding of ['UTF-8', 'utf8']) {
      expect((await upload(new File([`<?xml version="1.0" encoding="${encoding}"?>${drawing}`], 'x.svg', { type: 'image/svg+xml' }))).status).toBe(200);
    }
  });

  it('accepts raster images only when their bytes match the declared type', async () => {
    expect((await upload(new File([JPEG], 'photo.jpg', { type: 'image/jpeg' }))).status).toBe(200);
    for (const [bytes, type] of [[PNG, 'image/jpeg'], [JPEG, 'image/png'], [PNG, 'image/svg+xml'], [PNG, ''], [new TextEncoder().encode(PLAIN_SVG), 'image/png']] as const) {
      const res = await upload(new File([bytes], 'file', { type }));
      expect(res.status, type).toBe(400);
      expect(res.json, type).toEqual({ message: MESSAGES.admin.imageMismatch, code: 'IMAGE_TYPE_MISMATCH' });
    }
    const html = await upload(new File(['<html><body>hi</body></html>'], 'x.png', { type: 'image/png' }));
    expect(html.status).toBe(400);
  });

  it('answers 413 for a file over 2 MB and for a form larger than two images', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const one = await upload(new File([big], 'big.png', { type: 'image/png' }));
    expect(one.status).toBe(413);
    expect(one.json).toEqual({ message: MESSAGES.admin.imageTooLarge, code: 'PAYLOAD_TOO_LARGE' });
    const part = new Uint8Array(1.5 * 1024 * 1024);
    part.set(PNG);
    const many = await upload([0, 1, 2].map((i) => new File([part], `p${i}.png`, { type: 'image/png' })));
    expect(many.status).toBe(413);
    expect(many.json.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
