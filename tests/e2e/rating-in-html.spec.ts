import { expect, test, type APIRequestContext } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { apiGet, shopProducts } from './support';

// The product page's first HTML (no JavaScript run) carries the rating
// summary, the first reviews and, when there are reviews, aggregateRating in
// its Product JSON-LD; the same HTML for every visitor.

interface Summary {
  average_rating: number;
  review_count: number;
  distribution: Record<string, number>;
}

async function summaryOf(request: APIRequestContext, origin: string, id: number): Promise<Summary> {
  return apiGet<Summary>(request, origin, `ecom_prodReview/product-rating-summary/${id}`);
}

/** The first product (by id) whose review count is or is not zero. */
async function productWhere(request: APIRequestContext, origin: string, reviewed: boolean): Promise<{ id: number; summary: Summary }> {
  const products = await shopProducts(request, origin);
  for (const { id } of products.sort((a, b) => a.id - b.id)) {
    const summary = await summaryOf(request, origin, id);
    if (summary.review_count > 0 === reviewed) return { id, summary };
  }
  throw new Error(`no product ${reviewed ? 'with' : 'without'} reviews in the seed`);
}

function productJsonLd(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const product = blocks.find((b) => b['@type'] === 'Product');
  expect(product).toBeTruthy();
  return product;
}

test('a reviewed product: average, count, five bars, first reviews and aggregateRating are in the HTML', async ({ request, baseURL }) => {
  const { id, summary } = await productWhere(request, baseURL!, true);
  const res = await request.get(`/product/details/${id}`);
  expect(res.ok()).toBe(true);
  expect(res.headers()['cache-control']).toContain('public');
  // React's text separators (<!-- -->) are not part of what a reader sees.
  const html = (await res.text()).replace(/<!-- -->/g, '');

  expect(html).toMatch(new RegExp(`data-testid="rating-average"[^>]*>${summary.average_rating.toFixed(1)}`));
  expect(html).toContain(`${summary.review_count} ${summary.review_count === 1 ? 'review' : 'reviews'}`);
  const bars = [...html.matchAll(/aria-label="(\d) star reviews"[^>]*aria-valuetext="(\d+) of (\d+)"/g)];
  expect(bars.map((b) => Number(b[1]))).toEqual([5, 4, 3, 2, 1]);
  for (const [, stars, count] of bars) expect(Number(count)).toBe(summary.distribution[stars!] ?? 0);
  expect(html).toContain(MESSAGES.reviews.verifiedBuyer);
  const reviews = await apiGet<{ review: string; customer: { name: string } }[]>(request, baseURL!, `ecom_prodReview/reviews/${id}`);
  const newest = reviews[0]!;
  expect(html).toContain(newest.customer.name);
  expect(html).toMatch(/<time datetime="[^"]+">\d{2} \w{3} \d{4}<\/time>/i);
  expect(html).toContain(newest.review);

  const ld = productJsonLd(html);
  expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: summary.average_rating, reviewCount: summary.review_count });
});

test('a product without reviews has no aggregateRating and says so in the HTML', async ({ request, baseURL }) => {
  const { id } = await productWhere(request, baseURL!, false);
  const html = await (await request.get(`/product/details/${id}`)).text();
  expect(productJsonLd(html).aggregateRating).toBeUndefined();
  expect(html).toContain('No reviews yet.');
});

test('the HTML is the same for a logged-in visitor: nothing personal in it', async ({ request, baseURL }) => {
  const { id } = await productWhere(request, baseURL!, true);
  const guest = await (await request.get(`/product/details/${id}`)).text();
  const withCookie = await (await request.get(`/product/details/${id}`, { headers: { authorization: 'Bearer x', cookie: 'token=x' } })).text();
  const strip = (html: string) => html.replace(/nonce="[^"]*"/g, '');
  expect(strip(withCookie)).toBe(strip(guest));
});
