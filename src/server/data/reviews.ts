import { MESSAGES } from '@/lib/messages';
import { forbidden, notFound, conflict } from '../domain-error';
import { WORDS } from '@/lib/words';

// Reviews, rating summary, helpful marks and reports. A product (and so its
// reviews) belongs to one distributor: every query goes through products.

export interface ReviewRow {
  id: number;
  product_id: number;
  customer_id: number;
  rating: number;
  review: string;
  created_at: string;
  customer_name: string | null;
  helpful_count: number;
}

/** A review as anyone may see it: the author's display name, never their id or contact details. */
function shapeReview(r: ReviewRow) {
  return {
    id: r.id,
    product_id: r.product_id,
    rating: r.rating,
    review: r.review,
    createdAt: r.created_at,
    customer: { name: r.customer_name || 'Customer' },
    helpful_count: r.helpful_count,
  };
}

export async function assertProductOfShop(db: D1Database, distributorId: number, productId: number): Promise<void> {
  const row = await db.prepare('SELECT 1 AS ok FROM products WHERE id = ? AND distributor_id = ?').bind(productId, distributorId).first();
  if (!row) throw notFound(WORDS.apiAnswers.notFound.product);
}

/** The review, if it belongs to a product of this shop. */
export async function reviewOfShop(db: D1Database, distributorId: number, reviewId: number) {
  const row = await db
    .prepare('SELECT r.id, r.customer_id FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.id = ? AND p.distributor_id = ?')
    .bind(reviewId, distributorId)
    .first<{ id: number; customer_id: number }>();
  if (!row) throw notFound(WORDS.apiAnswers.notFound.review);
  return row;
}

const SELECT_REVIEWS = `SELECT r.id, r.product_id, r.customer_id, r.rating, r.review, r.created_at, c.name AS customer_name,
  (SELECT COUNT(*) FROM review_helpful h WHERE h.review_id = r.id) AS helpful_count
  FROM reviews r LEFT JOIN customers c ON c.id = r.customer_id`;

/** Newest first. */
export async function listReviews(db: D1Database, productId: number) {
  const { results } = await db
    .prepare(`${SELECT_REVIEWS} WHERE r.product_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT 500`)
    .bind(productId)
    .all<ReviewRow>();
  return results.map(shapeReview);
}

export async function ratingSummary(db: D1Database, productId: number) {
  const { results } = await db
    .prepare('SELECT rating, COUNT(*) AS n FROM reviews WHERE product_id = ? GROUP BY rating')
    .bind(productId)
    .all<{ rating: number; n: number }>();
  const distribution: Record<string, number> = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };
  let count = 0;
  let sum = 0;
  for (const { rating, n } of results) {
    distribution[String(rating)] = n;
    count += n;
    sum += rating * n;
  }
  const average = count ? Math.round((sum / count) * 10) / 10 : 0;
  return { average_rating: average, review_count: count, distribution };
}

export type Eligibility = { success: true; message: string } | { success: false; message: string; already_reviewed: boolean };

/** May this customer review this product? Once, after a completed order holding it. */
export async function reviewEligibility(db: D1Database, customerId: number, productId: number): Promise<Eligibility> {
  const [reviewed, bought] = await db.batch([
    db.prepare('SELECT 1 AS ok FROM reviews WHERE product_id = ? AND customer_id = ?').bind(productId, customerId),
    db
      .prepare(
        `SELECT 1 AS ok FROM orders o JOIN order_products op ON op.order_pk = o.id
         WHERE o.user_id = ? AND o.order_status = 'completed' AND op.product_id = ? AND op.status != 'removed' LIMIT 1`,
      )
      .bind(customerId, productId),
  ]);
  if (reviewed?.results.length) return { success: false, message: MESSAGES.reviews.alreadyReviewed, already_reviewed: true };
  if (!bought?.results.length) {
    return { success: false, message: MESSAGES.reviews.afterDelivery, already_reviewed: false };
  }
  return { success: true, message: MESSAGES.reviews.mayReview };
}

export async function createReview(db: D1Database, customerId: number, input: { product_id: number; rating: number; review: string }) {
  const eligibility = await reviewEligibility(db, customerId, input.product_id);
  if (!eligibility.success) throw forbidden(WORDS.apiAnswers.asGiven(eligibility.message));
  try {
    const row = await db
      .prepare('INSERT INTO reviews (product_id, customer_id, rating, review) VALUES (?, ?, ?, ?) RETURNING id')
      .bind(input.product_id, customerId, input.rating, input.review)
      .first<{ id: number }>();
    const created = await db.prepare(`${SELECT_REVIEWS} WHERE r.id = ?`).bind(row!.id).first<ReviewRow>();
    return shapeReview(created!);
  } catch (err) {
    // Two submissions at once: the UNIQUE (product_id, customer_id) keeps one.
    if (err instanceof Error && /UNIQUE/i.test(err.message)) throw forbidden(WORDS.reviews.alreadyReviewed);
    throw err;
  }
}

export async function markHelpful(db: D1Database, reviewId: number, customerId: number): Promise<number> {
  const result = await db
    .prepare('INSERT INTO review_helpful (review_id, customer_id) VALUES (?, ?) ON CONFLICT DO NOTHING')
    .bind(reviewId, customerId)
    .run();
  if (!result.meta.changes) throw conflict(WORDS.reviews.alreadyMarked);
  const row = await db.prepare('SELECT COUNT(*) AS n FROM review_helpful WHERE review_id = ?').bind(reviewId).first<{ n: number }>();
  return row?.n ?? 0;
}

export async function reportReview(db: D1Database, reviewId: number, customerId: number, reason: string): Promise<void> {
  const result = await db
    .prepare(
      `INSERT INTO review_reports (review_id, customer_id, reason)
       SELECT ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM review_reports WHERE review_id = ? AND customer_id = ?)`,
    )
    .bind(reviewId, customerId, reason, reviewId, customerId)
    .run();
  if (!result.meta.changes) throw conflict(WORDS.apiAnswers.reviews.alreadyReported);
}
