import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { readRatingSummary, readReviewList } from '@/contract/reviews';
import { KIRANA, call } from './helpers';
import { ADMIN, PRIYA, RAHUL, SHOPPER, accountId, insertOrder, makeAccount, productsOf, tokenFor, type Product } from './orders-support';
import { oneDatabase } from './databases';

let products: Product[];
let priya: string;
let priyaId: number;

beforeAll(async () => {
  products = await productsOf('sehat', 8, 40);
  priya = await tokenFor(...PRIYA);
  priyaId = await accountId(PRIYA[0]);
});

/** A fresh customer who has (or has not) received the product. */
async function buyer(product: Product, status = 'completed') {
  const who = await makeAccount('sehat', 'customer', 'Meera Nair');
  await insertOrder({ userId: who.id, status, deliveredAgoHours: 24, lines: [{ product, quantity: 1 }] });
  return who;
}

const submit = (token: string, body: unknown) => call('ecom_prodReview/reviews', { method: 'POST', token, body });

describe('eligibility and submitting', () => {
  it('allows one review after a completed order holding the product, and never an edit', async () => {
    const product = products[0]!;
    const who = await buyer(product);
    const can = await call(`ecom_prodReview/can-review/${who.id}/${product.id}`, { token: who.token });
    expect(can.json).toEqual({ success: true, message: 'You can review this product.' });
    const res = await submit(who.token, { product_id: product.id, rating: 4, review: '  Works well, fast delivery.  ', customer_id: priyaId });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(MESSAGES.reviews.submitted);
    // The author is the token's customer, never the body's customer_id; text is trimmed.
    expect(res.json.review).toMatchObject({ rating: 4, review: 'Works well, fast delivery.', customer: { name: 'Meera Nair' }, helpful_count: 0 });
    const author = await env.DB.prepare('SELECT customer_id FROM reviews WHERE id = ?').bind(res.json.review.id).first<{ customer_id: number }>();
    expect(author?.customer_id).toBe(who.id);
    const again = await submit(who.token, { product_id: product.id, rating: 5, review: 'Second thoughts' });
    expect(again.status).toBe(403);
    expect(again.json.message).toBe(MESSAGES.reviews.alreadyReviewed);
    const after = await call(`ecom_prodReview/can-review/${who.id}/${product.id}`, { token: who.token });
    expect(after.json).toEqual({ success: false, message: MESSAGES.reviews.alreadyReviewed, already_reviewed: true });
    const edit = await call(`ecom_prodReview/reviews/${res.json.review.id}`, { method: 'PUT', token: who.token, body: { rating: 1, review: 'Changed' } });
    expect(edit.status).toBe(403);
    expect(edit.json.message).toBe(MESSAGES.reviews.alreadySubmitted);
    const list = (await call(`ecom_prodReview/reviews/${product.id}`)).json;
    expect(list.filter((r: { id: number }) => r.id === res.json.review.id)).toEqual([expect.objectContaining({ rating: 4, review: 'Works well, fast delivery.' })]);
  });

  it('lists reviews publicly with the display name only: no customer id, e-mail or mobile', async () => {
    const reviewed = await env.DB.prepare(
      "SELECT r.product_id FROM reviews r JOIN products p ON p.id = r.product_id JOIN distributors d ON d.id = p.distributor_id WHERE d.slug = 'sehat' LIMIT 1",
    ).first<{ product_id: number }>();
    const list = await call(`ecom_prodReview/reviews/${reviewed!.product_id}`);
    expect(list.status).toBe(200);
    expect(list.json.length).toBeGreaterThan(0);
    for (const review of list.json) {
      expect(Object.keys(review).sort()).toEqual(['createdAt', 'customer', 'helpful_count', 'id', 'product_id', 'rating', 'review']);
      expect(Object.keys(review.customer)).toEqual(['name']);
    }
    expect(list.text).not.toMatch(/customer_id|@example\.com|email|mobile/);
  });

  it('refuses customers without a completed order holding the product', async () => {
    const product = products[1]!;
    const pending = await buyer(product, 'pending');
    const stranger = await makeAccount('sehat', 'customer');
    for (const who of [pending, stranger]) {
      const can = await call(`ecom_prodReview/can-review/${who.id}/${product.id}`, { token: who.token });
      expect(can.json).toMatchObject({ success: false, already_reviewed: false });
      const res = await submit(who.token, { product_id: product.id, rating: 5, review: 'Great' });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe(can.json.message);
    }
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM reviews WHERE product_id = ?').bind(product.id).first<{ n: number }>();
    expect((await call(`ecom_prodReview/product-rating-summary/${product.id}`)).json.review_count).toBe(count!.n);
  });

  it('checks eligibility only for oneself, and needs a login', async () => {
    const who = await buyer(products[2]!);
    expect((await call(`ecom_prodReview/can-review/${priyaId}/${products[2]!.id}`, { token: who.token })).status).toBe(403);
    expect((await call(`ecom_prodReview/can-review/${who.id}/${products[2]!.id}`)).status).toBe(401);
    expect((await submit('', { product_id: products[2]!.id, rating: 5, review: 'x' })).status).toBe(401);
  });

  it('answers bad input with the shop’s messages and stores nothing', async () => {
    const product = products[3]!;
    const who = await buyer(product);
    const cases: Array<[unknown, string]> = [
      [{ product_id: product.id, rating: 0, review: 'ok' }, MESSAGES.reviews.ratingRange],
      [{ product_id: product.id, rating: 6, review: 'ok' }, MESSAGES.reviews.ratingRange],
      [{ product_id: product.id, rating: 4.5, review: 'ok' }, MESSAGES.reviews.invalidRating],
      [{ product_id: product.id, rating: '5', review: 'ok' }, MESSAGES.reviews.ratingRange],
      [{ product_id: product.id, rating: 5, review: '   ' }, MESSAGES.reviews.emptyShort],
      [{ product_id: product.id, rating: 5 }, MESSAGES.reviews.emptyShort],
      [{ product_id: product.id, rating: 5, review: 'x'.repeat(2001) }, 'Review must be at most 2000 characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await submit(who.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await submit(who.token, { product_id: 99999999, rating: 5, review: 'ok' })).status).toBe(404);
    expect((await call('ecom_prodReview/reviews/abc')).status).toBe(400);
    expect((await call('ecom_prodReview/reviews/99999999')).status).toBe(404);
    const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM reviews WHERE customer_id = ?').bind(who.id).first<{ n: number }>();
    expect(row!.n).toBe(0);
  });
});

describe('listing and summary', () => {
  it('lists newest first with the reviewer’s name and helpful count, and sums ratings correctly', async () => {
    const product = products[4]!;
    const ratings = [5, 4, 4, 2];
    for (const rating of ratings) {
      const who = await buyer(product);
      expect((await submit(who.token, { product_id: product.id, rating, review: `Rated ${rating}` })).status).toBe(201);
    }
    const { results } = await env.DB.prepare('SELECT rating FROM reviews WHERE product_id = ?').bind(product.id).all<{ rating: number }>();
    const all = results.map((r) => r.rating);
    const summary = (await call(`ecom_prodReview/product-rating-summary/${product.id}`)).json;
    expect(summary.review_count).toBe(all.length);
    expect(summary.average_rating).toBe(Math.round((all.reduce((a, b) => a + b, 0) / all.length) * 10) / 10);
    for (const star of [1, 2, 3, 4, 5]) expect(summary.distribution[String(star)]).toBe(all.filter((r) => r === star).length);
    expect(readRatingSummary(summary)).toEqual(summary);
    const list = (await call(`ecom_prodReview/reviews/${product.id}`)).json;
    expect(list).toHaveLength(all.length);
    const times = list.map((r: { createdAt: string }) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(list[0]).toMatchObject({ review: 'Rated 2', customer: { name: 'Meera Nair' }, helpful_count: 0 });
    expect(readReviewList(list)).toHaveLength(all.length);
  });

  it('averages to one decimal: 5, 4, 4 is 4.3', async () => {
    const product = products[5]!;
    await env.DB.prepare('DELETE FROM reviews WHERE product_id = ?').bind(product.id).run();
    for (const rating of [5, 4, 4]) {
      const who = await buyer(product);
      await submit(who.token, { product_id: product.id, rating, review: 'ok' });
    }
    expect((await call(`ecom_prodReview/product-rating-summary/${product.id}`)).json).toEqual({
      average_rating: 4.3,
      review_count: 3,
      distribution: { '5': 1, '4': 2, '3': 0, '2': 0, '1': 0 },
    });
    const empty = products[6]!;
    await env.DB.prepare('DELETE FROM reviews WHERE product_id = ?').bind(empty.id).run();
    expect((await call(`ecom_prodReview/product-rating-summary/${empty.id}`)).json).toMatchObject({ average_rating: 0, review_count: 0 });
  });
});

describe('helpful and report', () => {
  const seededReview = async () => {
    const row = await env.DB.prepare(
      `SELECT r.id, r.customer_id FROM reviews r JOIN products p ON p.id = r.product_id JOIN customers c ON c.id = r.customer_id
       WHERE p.distributor_id = (SELECT id FROM distributors WHERE slug = 'sehat') AND c.email = ? ORDER BY r.id LIMIT 1`,
    )
      .bind(RAHUL[0])
      .first<{ id: number; customer_id: number }>();
    return row!;
  };

  it('counts one helpful mark per customer; a repeat is 409 Already Marked', async () => {
    const review = await seededReview();
    const shopper = await tokenFor(...SHOPPER);
    const first = await call(`Report_helpful_review/${review.id}/helpful`, { method: 'POST', token: priya, body: { customer_id: 1 } });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ message: MESSAGES.reviews.helpfulThanks, helpful_count: 1 });
    const repeat = await call(`Report_helpful_review/${review.id}/helpful`, { method: 'POST', token: priya });
    expect(repeat.status).toBe(409);
    expect(repeat.json.message).toBe(MESSAGES.reviews.alreadyMarked);
    expect((await call(`Report_helpful_review/${review.id}/helpful`, { method: 'POST', token: shopper })).json.helpful_count).toBe(2);
    const own = await call(`Report_helpful_review/${review.id}/helpful`, { method: 'POST', token: await tokenFor(...RAHUL) });
    expect(own.status).toBe(403);
    expect((await call(`Report_helpful_review/${review.id}/helpful`, { method: 'POST' })).status).toBe(401);
    const productId = (await env.DB.prepare('SELECT product_id FROM reviews WHERE id = ?').bind(review.id).first<{ product_id: number }>())!.product_id;
    const listed = (await call(`ecom_prodReview/reviews/${productId}`)).json.find((r: { id: number }) => r.id === review.id);
    expect(listed.helpful_count).toBe(2);
  });

  it('takes a report with a reason of at most 500 characters, once per customer', async () => {
    const review = await seededReview();
    const url = `Report_helpful_review/${review.id}/report`;
    expect((await call(url, { method: 'POST', token: priya, body: { reason: '  ' } })).json.message).toBe('Please give a reason.');
    expect((await call(url, { method: 'POST', token: priya, body: { reason: 'x'.repeat(501) } })).status).toBe(400);
    expect((await call(url, { method: 'POST', body: { reason: 'Spam' } })).status).toBe(401);
    const ok = await call(url, { method: 'POST', token: priya, body: { reason: 'Looks like an advert' } });
    expect(ok.status).toBe(201);
    expect(ok.json.message).toBe(MESSAGES.reviews.reportSubmitted);
    expect((await call(url, { method: 'POST', token: priya, body: { reason: 'Again' } })).status).toBe(409);
    const stored = await env.DB.prepare('SELECT customer_id, reason FROM review_reports WHERE review_id = ?').bind(review.id).all();
    expect(stored.results).toEqual([{ customer_id: priyaId, reason: 'Looks like an advert' }]);
  });

  it('keeps distributors apart: another shop’s product and reviews are not found there', async () => {
    const review = await seededReview();
    const productId = (await env.DB.prepare('SELECT product_id FROM reviews WHERE id = ?').bind(review.id).first<{ product_id: number }>())!.product_id;
    const kiranaAdmin = await tokenFor(ADMIN[0], ADMIN[1], 'kirana');
    // Row ids are per database: on a database of its own, kirana may have rows with these numbers.
    if (oneDatabase()) {
      expect((await call(`ecom_prodReview/reviews/${productId}`, { host: KIRANA })).status).toBe(404);
      expect((await call(`ecom_prodReview/product-rating-summary/${productId}`, { host: KIRANA })).status).toBe(404);
      expect((await call(`Report_helpful_review/${review.id}/helpful`, { method: 'POST', token: kiranaAdmin, host: KIRANA })).status).toBe(404);
      expect((await call(`Report_helpful_review/${review.id}/report`, { method: 'POST', token: kiranaAdmin, host: KIRANA, body: { reason: 'x' } })).status).toBe(404);
      expect((await call(`ecom_prodReview/reviews/${review.id}`, { method: 'PUT', token: kiranaAdmin, host: KIRANA, body: {} })).status).toBe(404);
    }
    // A sehat token is refused on the kirana host.
    expect((await call(`Report_helpful_review/${review.id}/helpful`, { method: 'POST', token: priya, host: KIRANA })).status).toBe(401);
  });
});
