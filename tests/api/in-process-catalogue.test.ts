import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueApi, type CatalogueSource, type ProductSort } from '@/lib/api/catalogue';
import { reviewsApi, type ReviewSource } from '@/lib/api/reviews';
import { type Distributor } from '@/contract/catalogue';
import { POLICY_PAGES, type PolicyPageName } from '@/contract/catalogue';
import { ApiError, createTransport } from '@/lib/api/transport';
import { inProcessCatalogue, inProcessReviews } from '@/server/pages/in-process-catalogue';
import { KIRANA, SEHAT } from './helpers';
import { dbOf } from './databases';
import { oneDatabase } from './databases';

// Pages read the catalogue in-process from the data layer; with an external
// API_ROOT they read the same interface over HTTP. Both must hand a page the
// same data: here every read is made both ways for the same host and compared,
// answers and errors alike.

interface Sources {
  direct: CatalogueSource & ReviewSource;
  http: CatalogueSource & ReviewSource;
}

async function sourcesFor(host: string, slug: string): Promise<Sources> {
  // The database the page sources read: the shop's own in the split layout.
  const db = dbOf(slug);
  const distributor = await db.prepare('SELECT id, slug, name FROM distributors WHERE slug = ?').bind(slug).first<Distributor>();
  if (!distributor) throw new Error(`no distributor ${slug}`);
  const transport = createTransport({
    root: '/api',
    origin: host,
    distributorId: () => distributor.id,
    fetcher: (request) => exports.default.fetch(request),
  });
  return {
    direct: { ...inProcessCatalogue(db, distributor), ...inProcessReviews(db, distributor) },
    http: { ...catalogueApi(transport), ...reviewsApi(transport) },
  };
}

type Outcome = { ok: true; value: unknown } | { ok: false; status: number | string; message: string };

async function outcome(read: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: true, value: await read() };
  } catch (err) {
    return { ok: false, status: err instanceof ApiError ? err.status : `not an ApiError: ${String(err)}`, message: (err as Error).message };
  }
}

async function expectSame(sources: Sources, read: (s: Sources['direct']) => Promise<unknown>): Promise<Outcome> {
  const [direct, http] = await Promise.all([outcome(() => read(sources.direct)), outcome(() => read(sources.http))]);
  expect(direct).toEqual(http);
  return http;
}

const SORTS: ProductSort[] = ['relevance', 'price_asc', 'price_desc', 'discount_desc', 'newest'];

describe.each([
  { host: SEHAT, slug: 'sehat', other: 'kirana' },
  { host: KIRANA, slug: 'kirana', other: 'sehat' },
])('in-process catalogue reads equal the API answers on $slug', ({ host, slug, other }) => {
  let sources: Sources;
  let productIds: number[];
  let categoryIds: number[];
  let foreignProductId: number;
  let foreignCategoryId: number;

  beforeAll(async () => {
    sources = await sourcesFor(host, slug);
    const db = dbOf(slug);
    const did = (await db.prepare('SELECT id FROM distributors WHERE slug = ?').bind(slug).first<{ id: number }>())!.id;
    // Blank images as an operator may leave them: the client reads '' as "no image".
    const { id: blankCategory } = (await db.prepare(
      "INSERT INTO categories (distributor_id, category, category_image, banner_image) VALUES (?, 'Blank Images', '', '') RETURNING id",
    )
      .bind(did)
      .first<{ id: number }>())!;
    const { id: blankProduct } = (await db.prepare(
      "INSERT INTO products (distributor_id, category_id, product_name, price_paise, discount, image, total_stock) VALUES (?, ?, 'Blank Image Balm', 12345, 7, '', 3) RETURNING id",
    )
      .bind(did, blankCategory)
      .first<{ id: number }>())!;
    const { results } = await db.prepare('SELECT id FROM products WHERE distributor_id = ? ORDER BY id LIMIT 3').bind(did).all<{ id: number }>();
    productIds = [...results.map((r) => r.id), blankProduct];
    categoryIds = (await db.prepare('SELECT id FROM categories WHERE distributor_id = ?').bind(did).all<{ id: number }>()).results.map((r) => r.id);
    // A review with a helpful mark, so the review reads carry data.
    const shopper = await db.prepare('SELECT id FROM customers WHERE distributor_id = ? LIMIT 1').bind(did).first<{ id: number }>();
    if (shopper) {
      const review = await db.prepare("INSERT INTO reviews (product_id, customer_id, rating, review) VALUES (?, ?, 4, 'Works well.') RETURNING id")
        .bind(productIds[0], shopper.id)
        .first<{ id: number }>();
      await db.prepare('INSERT INTO review_helpful (review_id, customer_id) VALUES (?, ?)').bind(review!.id, shopper.id).run();
    }
    const otherDb = dbOf(other);
    const otherId = (await otherDb.prepare('SELECT id FROM distributors WHERE slug = ?').bind(other).first<{ id: number }>())!.id;
    foreignProductId = (await otherDb.prepare('SELECT id FROM products WHERE distributor_id = ? LIMIT 1').bind(otherId).first<{ id: number }>())!.id;
    foreignCategoryId = (await otherDb.prepare('SELECT id FROM categories WHERE distributor_id = ? LIMIT 1').bind(otherId).first<{ id: number }>())!.id;
  });

  it('shop content: settings, banners, sliders and every policy page', async () => {
    expect((await expectSame(sources, (s) => s.generalSettings())).ok).toBe(true);
    await expectSame(sources, (s) => s.banners());
    await expectSame(sources, (s) => s.sliders());
    for (const name of Object.values(POLICY_PAGES)) expect((await expectSame(sources, (s) => s.page(name))).ok).toBe(true);
    expect(await expectSame(sources, (s) => s.page('Shipping Policy' as PolicyPageName))).toMatchObject({ ok: false, status: 404 });
  });

  it('categories, one category, and the home sections', async () => {
    const list = await expectSame(sources, (s) => s.categories());
    expect(list).toMatchObject({ ok: true, value: expect.arrayContaining([expect.objectContaining({ category: 'Blank Images', banner_image: null })]) });
    for (const id of categoryIds) expect((await expectSame(sources, (s) => s.category(id))).ok).toBe(true);
    // Row ids are per database: on a database of its own, the other shop's id may be one of this shop's.
    const foreign = await expectSame(sources, (s) => s.category(foreignCategoryId));
    if (oneDatabase()) expect(foreign).toMatchObject({ ok: false, status: 404 });
    expect((await expectSame(sources, (s) => s.categorySections(3))).ok).toBe(true);
  });

  it('product lists in every sort, searches, pages and a category', async () => {
    for (const sort of SORTS) {
      const page = await expectSame(sources, (s) => s.productPage({ sort, limit: 5, offset: 1 }));
      expect(page).toMatchObject({ ok: true, value: { total: expect.any(Number) } });
      await expectSame(sources, (s) => s.categoryProductPage(categoryIds[0]!, { sort, limit: 4 }));
    }
    for (const q of ['bal', 'a', '  Blank ', 'nothing matches this']) await expectSame(sources, (s) => s.productPage({ q, limit: 10 }));
    await expectSame(sources, (s) => s.productPage());
    await expectSame(sources, (s) => s.categoryProductPage(foreignCategoryId));
    // Out of bounds: the same 400 both ways (the category page shows an empty page for it).
    expect(await expectSame(sources, (s) => s.productPage({ offset: 2_000_000 }))).toMatchObject({ ok: false, status: 400 });
    expect(await expectSame(sources, (s) => s.productPage({ limit: 501 }))).toMatchObject({ ok: false, status: 400 });
    expect(await expectSame(sources, (s) => s.productPage({ q: 'x'.repeat(101) }))).toMatchObject({ ok: false, status: 400 });
  });

  it('one product with its reviews, and nothing of the other shop', async () => {
    for (const id of productIds) {
      const product = await expectSame(sources, (s) => s.product(id));
      expect(product.ok).toBe(true);
      await expectSame(sources, (s) => s.list(id));
      await expectSame(sources, (s) => s.summary(id));
    }
    const blank = await expectSame(sources, (s) => s.product(productIds.at(-1)!));
    expect(blank).toMatchObject({ ok: true, value: { product_name: 'Blank Image Balm', image: null, product_price: 123.45 } });
    const reviewed = await expectSame(sources, (s) => s.list(productIds[0]!));
    expect(reviewed).toMatchObject({ ok: true, value: expect.arrayContaining([expect.objectContaining({ review: 'Works well.', helpful_count: 1 })]) });
    // Row ids are per database: on a database of its own, the other shop's id may be one of this shop's.
    for (const read of [(s: Sources['direct']) => s.product(foreignProductId), (s: Sources['direct']) => s.list(foreignProductId), (s: Sources['direct']) => s.summary(foreignProductId)]) {
      const foreign = await expectSame(sources, read);
      if (oneDatabase()) expect(foreign).toMatchObject({ ok: false, status: 404 });
    }
  });
});
