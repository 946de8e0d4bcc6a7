import { Hono } from 'hono';
import { reportPayload, reviewPayload } from '@/contract/reviews.input';
import { requireAuth } from '../auth/guard';
import { idParam, readJson } from '../http/validate';
import { reviewsOf } from '../services/catalogue';
import { assertMayReview, markReviewHelpful, refuseReviewEdit, reportReviewOf, reviewEligibilityOf, submitReview } from '../services/reviews';
import type { AppEnv } from '../types';
import { apiCacheHeaders, apiTags, tag } from '../cache-tags';
import { purgeAfterWrite } from '../http/purge-after-write';

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
    return c.json(await reviewEligibilityOf(c.env.DB, c.var.distributor.id, c.var.user.id, userId, productId));
  })
  .post('/ecom_prodReview/reviews', requireAuth(), async (c) => {
    // The checks in the order a shopper meets them: signed in, allowed to
    // review this product, then the rating and the text.
    const { product_id } = await readJson(c, reviewPayload.pick({ product_id: true }));
    await assertMayReview(c.env.DB, c.var.distributor.id, c.var.user.id, product_id);
    const body = await readJson(c, reviewPayload);
    const answer = await submitReview(c.env.DB, c.var.user.id, body);
    // The product's cached reviews and rating now miss this one.
    purgeAfterWrite(c, [tag.product(c.var.distributor.id, body.product_id)]);
    return c.json(answer, 201);
  })
  // A review is final: its author cannot change it, and operators moderate through reports.
  .put('/ecom_prodReview/reviews/:id', requireAuth(), async (c) => {
    return refuseReviewEdit(c.env.DB, c.var.distributor.id, idParam(c));
  })
  .post('/Report_helpful_review/:reviewId/helpful', requireAuth(), async (c) => {
    return c.json(await markReviewHelpful(c.env.DB, c.var.distributor.id, c.var.user.id, idParam(c, 'reviewId')));
  })
  .post('/Report_helpful_review/:reviewId/report', requireAuth(), async (c) => {
    const reviewId = idParam(c, 'reviewId');
    const body = await readJson(c, reportPayload);
    return c.json(await reportReviewOf(c.env.DB, c.var.distributor.id, c.var.user.id, reviewId, body.reason), 201);
  });
