import { Hono } from 'hono';
import { MESSAGES } from '@/lib/messages';
import { reportPayload, reviewPayload } from '@/contract/reviews.input';
import { requireAuth } from '../auth/guard';
import { forbidden } from '../domain-error';
import { idParam, readJson } from '../http/validate';
import {
  assertProductOfShop,
  createReview,
  markHelpful,
  reportReview,
  reviewEligibility,
  reviewOfShop,
} from '../data/reviews';
import { reviewsOf } from '../services/catalogue';
import type { AppEnv } from '../types';
import { apiCacheHeaders, apiTags, tag } from '../cache-tags';
import { purgeAfterWrite } from '../cache-purge';
import { WORDS } from '@/lib/words';

// ecom_prodReview and Report_helpful_review (mounted at '/': full paths and
// per-route middleware). The customer is always the token's, never the body's.

export const reviews = new Hono<AppEnv>()
  .get('/ecom_prodReview/reviews/:productId', async (c) => {
    const productId = idParam(c, 'productId');
    const did = c.var.distributor.id;
    return c.json(await reviewsOf(c.env.DB, c.var.distributor).list(productId), 200, apiCacheHeaders(apiTags(did, tag.product(did, productId))));
  })
  .get('/ecom_prodReview/product-rating-summary/:productId', async (c) => {
    const productId = idParam(c, 'productId');
    const did = c.var.distributor.id;
    return c.json(await reviewsOf(c.env.DB, c.var.distributor).summary(productId), 200, apiCacheHeaders(apiTags(did, tag.product(did, productId))));
  })
  .get('/ecom_prodReview/can-review/:userId/:productId', requireAuth(), async (c) => {
    const userId = idParam(c, 'userId');
    const productId = idParam(c, 'productId');
    if (userId !== c.var.user.id) throw forbidden(WORDS.apiAnswers.auth.ownEligibilityOnly);
    await assertProductOfShop(c.env.DB, c.var.distributor.id, productId);
    return c.json(await reviewEligibility(c.env.DB, userId, productId));
  })
  .post('/ecom_prodReview/reviews', requireAuth(), async (c) => {
    // The checks in the order a shopper meets them: signed in, allowed to
    // review this product, then the rating and the text.
    const { product_id } = await readJson(c, reviewPayload.pick({ product_id: true }));
    await assertProductOfShop(c.env.DB, c.var.distributor.id, product_id);
    const eligibility = await reviewEligibility(c.env.DB, c.var.user.id, product_id);
    if (!eligibility.success) throw forbidden(WORDS.apiAnswers.asGiven(eligibility.message));
    const body = await readJson(c, reviewPayload);
    const review = await createReview(c.env.DB, c.var.user.id, body);
    // The product's cached reviews and rating now miss this one.
    purgeAfterWrite(c, [tag.product(c.var.distributor.id, body.product_id)]);
    return c.json({ message: MESSAGES.reviews.submitted, review }, 201);
  })
  // A review is final: its author cannot change it, and operators moderate through reports.
  .put('/ecom_prodReview/reviews/:id', requireAuth(), async (c) => {
    await reviewOfShop(c.env.DB, c.var.distributor.id, idParam(c));
    throw forbidden(WORDS.reviews.alreadySubmitted);
  })
  .post('/Report_helpful_review/:reviewId/helpful', requireAuth(), async (c) => {
    const review = await reviewOfShop(c.env.DB, c.var.distributor.id, idParam(c, 'reviewId'));
    if (review.customer_id === c.var.user.id) throw forbidden(WORDS.apiAnswers.auth.notOwnReviewHelpful);
    const count = await markHelpful(c.env.DB, review.id, c.var.user.id);
    return c.json({ message: MESSAGES.reviews.helpfulThanks, helpful_count: count });
  })
  .post('/Report_helpful_review/:reviewId/report', requireAuth(), async (c) => {
    const reviewId = idParam(c, 'reviewId');
    const body = await readJson(c, reportPayload);
    const review = await reviewOfShop(c.env.DB, c.var.distributor.id, reviewId);
    await reportReview(c.env.DB, review.id, c.var.user.id, body.reason);
    return c.json({ message: MESSAGES.reviews.reportSubmitted }, 201);
  });
