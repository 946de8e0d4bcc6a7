import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { KIRANA, SEHAT, call } from '../helpers';
import { dbOf } from '../databases';
import { buildWorld, type AttackWorld } from './fixtures';
import { report, tallyOf } from './probe';

// Each shop's media lives under its own prefix: a shop's host serves only its
// own files, and an admin can point an image field only at a file of their
// own shop.

const CLASS = 'cross-shop media';
const tally = tallyOf(CLASS);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

let w: AttackWorld;
let sehatBanner: string;
const sehatProductImage = 'sehat-probe-only.png';

beforeAll(async () => {
  w = await buildWorld();
  const form = new FormData();
  form.set('banner_image', new File([PNG], 'b.png', { type: 'image/png' }));
  const res = await exports.default.fetch(
    new Request(`${SEHAT}/api/ecomProdcat/ecomcategory/${w.categoryId}`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${w.admin.token}` } }),
  );
  expect(res.status).toBe(200);
  sehatBanner = ((await res.json()) as { category: { banner_image: string } }).category.banner_image;
  await env.MEDIA.put(`shops/sehat/Ecommerce/ecomProducts/${sehatProductImage}`, PNG, { httpMetadata: { contentType: 'image/png' } });
});

function count(label: string, status: number, refused: boolean) {
  tally.ran += 1;
  if (status >= 500) tally.serverErrors.push(`${label}: ${status}`);
  else if (!refused) tally.allowed.push(`${label}: ${status}`);
}

describe('a shop’s media belongs to that shop', () => {
  it('is served on its own host and not on another shop’s', async () => {
    const own = await exports.default.fetch(new Request(`${SEHAT}/media/ecomCategories/${sehatBanner}`));
    expect(own.status).toBe(200);
    await own.arrayBuffer();
    for (const [folder, name] of [['ecomCategories', sehatBanner], ['ecomProducts', sehatProductImage]]) {
      const other = await call(`files/Ecommerce/${folder}/${name}`, { host: KIRANA });
      count(`kirana host serving sehat's ${name}`, other.status, other.status === 404);
      expect(other.status).toBe(404);
      const moved = await exports.default.fetch(new Request(`${KIRANA}/media/${folder}/${name}`));
      count(`kirana host serving sehat's ${name} under /media`, moved.status, moved.status === 404);
      expect(moved.status).toBe(404);
      await moved.arrayBuffer();
    }
  });

  it('cannot be named in another shop’s image fields', async () => {
    const kiranaCategory = await dbOf('kirana').prepare("SELECT c.id FROM categories c JOIN distributors d ON d.id = c.distributor_id WHERE d.slug = 'kirana' LIMIT 1").first<{ id: number }>();
    const probes: Array<[string, string, string, Record<string, unknown>]> = [
      ['product image', 'PUT', `ecomProd/ecomProducts/${w.kiranaProductId}`, { image: sehatProductImage }],
      ['new product image', 'POST', 'ecomProd/ecomProducts', { product_name: 'Borrowed', product_price: 10, category_id: kiranaCategory!.id, description: 'Probe', image: sehatProductImage }],
      ['category tile', 'PUT', `ecomProdcat/ecomcategory/${kiranaCategory!.id}`, { category_image: sehatBanner }],
      ['category banner', 'PUT', `ecomProdcat/ecomcategory/${kiranaCategory!.id}`, { banner_image: sehatBanner }],
      ['missing file', 'PUT', `ecomProdcat/ecomcategory/${kiranaCategory!.id}`, { banner_image: 'kirana-not-there.png' }],
    ];
    for (const [label, method, path, body] of probes) {
      const res = await call(path, { method, body, host: KIRANA, token: w.kiranaAdmin.token });
      count(label, res.status, res.status === 400);
      expect(res.status, label).toBe(400);
      expect(res.json, label).toEqual({ message: MESSAGES.admin.imageNotInShop, code: 'IMAGE_NOT_IN_SHOP' });
    }
    // The shop's own admin may use the shop's own files.
    const own = await call(`ecomProd/ecomProducts/${w.productId}`, { method: 'PUT', body: { image: sehatProductImage }, token: w.admin.token });
    expect(own.status).toBe(200);
  });

  it('reports the class', () => {
    const result = report(CLASS);
    expect(result.serverErrors).toEqual([]);
    expect(result.allowed).toEqual([]);
  });
});
