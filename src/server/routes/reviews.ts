import { routeList } from '../http/route-list';
import { reportPayload, reviewPayload } from '@/contract/reviews.input';
import { idParam, readJson } from '../http/validate';
import { reviewsOf } from '../services/catalogue';
import { assertMayReview, markReviewHelpful, refuseReviewEdit, reportReviewOf, reviewEligibilityOf, submitReview } from '../services/reviews';
import { apiCacheHeaders, apiTags, tag } from '../cache-tags';

// ecom_prodReview and Report_helpful_review (mounted at '/': full paths and
// per-route middleware). The customer is always the token's, never the body's.

export const reviews = routeList()
  .get('/ecom_prodReview/reviews/:productId', { access: 'public' }, async (c) => {
    const productId = idParam(c, 'productId');
    const did = c.var.distributor.id;
    return c.json(await reviewsOf(c.var.db, c.var.distributor).list(productId), 200, apiCacheHeaders(apiTags(did, tag.product(did, productId))));
  })
  .get('/ecom_prodReview/product-rating-summary/:productId', { access: 'public' }, async (c) => {
    const productId = idParam(c, 'productId');
    const did = c.var.distributor.id;
    return c.json(await reviewsOf(c.var.db, c.var.distributor).summary(productId), 200, apiCacheHeaders(apiTags(did, tag.product(did, productId))));
  })
  .get('/ecom_prodReview/can-review/:userId/:productId', { access: 'signed-in' }, async (c) => {
    const userId = idParam(c, 'userId');
    const productId = idParam(c, 'productId');
    return c.json(await reviewEligibilityOf(c.var.db, c.var.distributor.id, c.var.user.id, userId, productId));
  })
  .post('/ecom_prodReview/reviews', { access: 'signed-in', body: reviewPayload }, async (c) => {
    // The checks in the order a shopper meets them: signed in, allowed to
    // review this product, then the rating and the text.
    const { product_id } = await readJson(c, reviewPayload.pick({ product_id: true }));
    await assertMayReview(c.var.db, c.var.distributor.id, c.var.user.id, product_id);
    const body = await readJson(c, reviewPayload);
    const answer = await submitReview(c.var.db, c.var.events, c.var.user.id, body);
    return c.json(answer, 201);
  })
  // A review is final: its author cannot change it, and operators moderate through reports.
  .put('/ecom_prodReview/reviews/:id', { access: 'signed-in' }, async (c) => {
    return refuseReviewEdit(c.var.db, c.var.distributor.id, idParam(c));
  })
  .post('/Report_helpful_review/:reviewId/helpful', { access: 'signed-in' }, async (c) => {
    return c.json(await markReviewHelpful(c.var.db, c.var.distributor.id, c.var.user.id, idParam(c, 'reviewId')));
  })
  .post('/Report_helpful_review/:reviewId/report', { access: 'signed-in', body: reportPayload }, async (c) => {
    const reviewId = idParam(c, 'reviewId');
    const body = await readJson(c, reportPayload);
    return c.json(await reportReviewOf(c.var.db, c.var.distributor.id, c.var.user.id, reviewId, body.reason), 201);
  });
